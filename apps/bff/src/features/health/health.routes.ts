// GET /healthz (liveness) and GET /readyz (readiness), both in the `{ code, result }` envelope.
import { ErrorEnvelopeSchema } from '@vitrine/contracts/envelope'
import { HealthEnvelopeSchema, ReadinessEnvelopeSchema } from '@vitrine/contracts/health'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { withErrorResponses } from '../../errors.js'
import { BFF_VERSION, VSF_API_COMPATIBLE_VERSION } from '../../version.js'
import { describeLiveness, summarizeReadiness } from './health.service.js'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // vsf-api-contract §0: vue-storefront-api answers its version, without the envelope.
  for (const url of ['/api/', '/api']) {
    app.get(
      url,
      {
        schema: {
          tags: ['health'],
          summary: 'The API’s version (vue-storefront-api: `{ version }`)',
          response: {
            200: z.object({
              version: z.string().describe('This BFF’s version'),
              vueStorefrontApi: z.string().describe('The vue-storefront-api contract it keeps'),
            }),
          },
        },
        config: { pressureHandler: () => undefined },
      },
      async () => ({ version: BFF_VERSION, vueStorefrontApi: VSF_API_COMPATIBLE_VERSION }),
    )
  }

  app.get(
    '/healthz',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers HTTP',
        response: withErrorResponses({ 200: HealthEnvelopeSchema }),
      },
      // Liveness stays green under load: restarting a busy process would only add to the load.
      config: { pressureHandler: () => undefined },
    },
    async () => ({ code: 200, result: describeLiveness(process.uptime()) }),
  )

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: every adapter is up or degraded (503 when one is down)',
        response: withErrorResponses({
          200: ReadinessEnvelopeSchema,
          503: z.union([ReadinessEnvelopeSchema, ErrorEnvelopeSchema]),
        }),
      },
      // A busy instance sheds its expensive work (D192) but stays in rotation: taking it out would
      // move its load onto the others.
      config: { pressureHandler: () => undefined },
    },
    async (_request, reply) => {
      const readiness = summarizeReadiness(app.reportAdapterStatuses(), app.isDraining())
      const code = readiness.ready ? 200 : 503
      return reply.code(code).send({ code, result: readiness })
    },
  )
}
