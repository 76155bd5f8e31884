// The returns API (RMA; spec 001 §3, §4, §5, §7, §9; D163–D166). Customers: GET /api/returns (10 a
// page), GET /api/returns/{returnId}, GET /api/returns/order/{orderId} (what is left to return),
// POST /api/returns. Anyone: GET /api/returns/reasons. Guests: POST /api/returns/guest-order and
// POST /api/returns/guest with the order number and the last name on the order, rate limited
// per IP and per order number (plugins/auth-rate-limit.ts, D108, D164).
import { StoreQuerySchema } from '@vitrine/contracts/request-query'
import {
  GuestOrderBodySchema,
  GuestReturnBodySchema,
  OrderIdParamsSchema,
  ReturnableOrderEnvelopeSchema,
  ReturnEnvelopeSchema,
  ReturnIdParamsSchema,
  ReturnReasonsEnvelopeSchema,
  ReturnRequestBodySchema,
  ReturnsListEnvelopeSchema,
  ReturnsListQuerySchema,
} from '@vitrine/contracts/returns'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Env } from '../../env.js'
import { withErrorResponses } from '../../errors.js'
import { commerceRequestOf } from '../../plugins/caller.js'
import { mailContextOf } from '../mail/mail-delivery.js'
import {
  createCustomerReturn,
  createGuestReturn,
  listReasons,
  listReturns,
  readCustomerReturnable,
  readGuestOrder,
  readReturn,
} from './returns.service.js'

const tags = ['returns']
const callerCalls = { resolveCaller: true, noStore: true }
const security = [{ bearerAuth: [] }]

/** A guest's attempts count per IP and per order number: a wrong pair cannot be tried at will. */
function guestLimit(name: string) {
  return {
    noStore: true,
    authRateLimit: {
      name,
      emailOf: (request: FastifyRequest) => (request.body as { orderId: string }).orderId,
      // D220: missed lookups lock the (order number, source) pair; many from everywhere ask for
      // a captcha. A miss is the same 404 for an unknown order and a wrong last name.
      countEmail: 'failures' as const,
      failureStatus: 404,
    },
  }
}

const NOT_FOUND_NOTE =
  'Another customer’s order or return, a guest order and an unknown id are the same 404.'

export const returnsRoutes: FastifyPluginAsyncZod<{ config: Env }> = async (app, { config }) => {
  const mailOf = (request: FastifyRequest) => mailContextOf(request, config.STOREFRONT_PUBLIC_URL)

  app.get(
    '/api/returns/reasons',
    {
      schema: {
        tags,
        summary: 'The return reasons in the store view’s language (spec 001 §7: result.options)',
        querystring: StoreQuerySchema,
        response: withErrorResponses({ 200: ReturnReasonsEnvelopeSchema }),
      },
    },
    async (request) => ({ code: 200, result: await listReasons(commerceRequestOf(request)) }),
  )

  app.get(
    '/api/returns',
    {
      config: callerCalls,
      schema: {
        tags,
        security,
        summary: 'The customer’s returns, newest first',
        description: 'spec 001 §9: `pageSize` 10 and `currentPage` 1 unless asked otherwise.',
        querystring: ReturnsListQuerySchema,
        response: withErrorResponses({ 200: ReturnsListEnvelopeSchema }, [401]),
      },
    },
    async (request) => {
      const { pageSize, currentPage } = request.query
      return {
        code: 200,
        result: await listReturns(commerceRequestOf(request), { pageSize, currentPage }),
      }
    },
  )

  app.get(
    '/api/returns/:returnId',
    {
      config: callerCalls,
      schema: {
        tags,
        security,
        summary: 'One of the customer’s returns',
        description: NOT_FOUND_NOTE,
        params: ReturnIdParamsSchema,
        querystring: StoreQuerySchema,
        response: withErrorResponses({ 200: ReturnEnvelopeSchema }, [401, 404]),
      },
    },
    async (request) => ({
      code: 200,
      result: await readReturn(commerceRequestOf(request), request.params.returnId),
    }),
  )

  app.get(
    '/api/returns/order/:orderId',
    {
      config: callerCalls,
      schema: {
        tags,
        security,
        summary: 'One of the customer’s orders with what is left to return',
        description: `\`orderId\` is the order’s \`entity_id\`. ${NOT_FOUND_NOTE}`,
        params: OrderIdParamsSchema,
        querystring: StoreQuerySchema,
        response: withErrorResponses({ 200: ReturnableOrderEnvelopeSchema }, [401, 404]),
      },
    },
    async (request) => ({
      code: 200,
      result: await readCustomerReturnable(commerceRequestOf(request), request.params.orderId),
    }),
  )

  app.post(
    '/api/returns',
    {
      config: callerCalls,
      schema: {
        tags,
        security,
        summary: 'Return lines of one of the customer’s orders (status requested)',
        description:
          'spec 001 §5: the reason is required (`Please select your return reason.`), an ' +
          '`exchangeSize` must be one of the product’s sizes (`Please select a size`); more ' +
          'units than are left is a 400 naming the line. After the free-return window (30 days ' +
          'from the order) the answer is 400 `Something went wrong saving your return. Please ' +
          `contact customer service.\` (D165). ${NOT_FOUND_NOTE} The confirmation is mailed.`,
        querystring: StoreQuerySchema,
        body: ReturnRequestBodySchema,
        response: withErrorResponses({ 200: ReturnEnvelopeSchema }, [401, 404]),
      },
    },
    async (request) => ({
      code: 200,
      result: await createCustomerReturn(commerceRequestOf(request), mailOf(request), request.body),
    }),
  )

  app.post(
    '/api/returns/guest-order',
    {
      config: guestLimit('guest-order'),
      schema: {
        tags,
        summary: 'A guest finds an order to return by its number and the last name on it',
        description:
          'spec 001 §5: `orderId` numbers only (`Your Order ID can only contain numbers`). A ' +
          'wrong number, a wrong last name or both are the same 404 (D164). Rate limited per ' +
          'IP and per order number: 429 with Retry-After.',
        querystring: StoreQuerySchema,
        body: GuestOrderBodySchema,
        response: withErrorResponses({ 200: ReturnableOrderEnvelopeSchema }, [404, 429]),
      },
    },
    async (request) => ({
      code: 200,
      result: await readGuestOrder(commerceRequestOf(request), request.body),
    }),
  )

  app.post(
    '/api/returns/guest',
    {
      config: guestLimit('guest-return'),
      schema: {
        tags,
        summary: 'A guest returns lines of the order named by its number and last name',
        description:
          'The same rules as POST /api/returns; the order is named as in guest-order (D164).',
        querystring: StoreQuerySchema,
        body: GuestReturnBodySchema,
        response: withErrorResponses({ 200: ReturnEnvelopeSchema }, [404, 429]),
      },
    },
    async (request) => ({
      code: 200,
      result: await createGuestReturn(commerceRequestOf(request), mailOf(request), request.body),
    }),
  )
}
