// The operator's returns routes (D166, D167): change a return's status along the transition table
// (requested → approved | denied; approved → received; received → processed | rejected) and
// configure the return reasons with their labels in en, nl and de. Guarded by ADMIN_TOKEN.
import {
  ReturnEnvelopeSchema,
  ReturnIdParamsSchema,
  ReturnReasonBodySchema,
  ReturnReasonParamsSchema,
  ReturnStatusBodySchema,
} from '@vitrine/contracts/returns'
import { StoreQuerySchema } from '@vitrine/contracts/request-query'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { envelopeOf } from '@vitrine/contracts/envelope'
import { withErrorResponses } from '../../errors.js'
import { toReturnAnswer } from '../returns/returns.mappers.js'
import { requireAdminToken } from './admin-token.js'

const tags = ['admin']
const security = [{ adminToken: [] }]

export const returnsAdminRoutes: FastifyPluginAsyncZod<{ adminToken: string }> = async (
  app,
  { adminToken },
) => {
  const guard = requireAdminToken(adminToken)

  app.post(
    '/api/admin/returns/:returnId/status',
    {
      config: { noStore: true },
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'Change a return’s status (operators; `Authorization: Bearer <ADMIN_TOKEN>`)',
        description:
          'Allowed: requested → approved or denied; approved → received; received → processed ' +
          'or rejected (D166). Any other change is a 409 naming `body.status`; an unknown ' +
          'return a 404.',
        params: ReturnIdParamsSchema,
        querystring: StoreQuerySchema,
        body: ReturnStatusBodySchema,
        response: withErrorResponses({ 200: ReturnEnvelopeSchema }, [401, 404, 409]),
      },
    },
    async (request) => {
      const record = await app.adapters.commerce.changeReturnStatus(
        request.params.returnId,
        request.body.status,
      )
      return { code: 200, result: toReturnAnswer(record) }
    },
  )

  app.put(
    '/api/admin/return-reasons/:code',
    {
      config: { noStore: true },
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'Create or change a return reason (labels in en, nl and de)',
        description: '`isActive: false` takes the reason off GET /api/returns/reasons.',
        params: ReturnReasonParamsSchema,
        querystring: StoreQuerySchema,
        body: ReturnReasonBodySchema,
        response: withErrorResponses({ 200: envelopeOf(z.literal(true)) }, [401]),
      },
    },
    async (request) => {
      await app.adapters.commerce.saveReturnReason({ code: request.params.code, ...request.body })
      return { code: 200, result: true as const }
    },
  )
}
