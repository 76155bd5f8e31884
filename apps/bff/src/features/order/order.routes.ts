// POST /api/order (vsf-api-contract §1.5, §2; spec 000 §4 "Order placement"). Answers
// `{code: 200, result: {orderNumber, backendOrderId, transferedAt}}`. A repeat with the same
// `Idempotency-Key` header, or of the same order (same order hash), answers the first order.
// Out of stock is vsf's stock error: HTTP 500 whose result starts `Error while adding products`,
// which vsf's offline queue reads as "cancelled, out of stock" (@vitrine/orders
// queue-transmission) rather than "retry later".
import {
  OrderBodySchema,
  OrderHeadersSchema,
  OrderQuerySchema,
  PlacedOrderEnvelopeSchema,
} from '@vitrine/contracts/order'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { OrderStockError } from '../../adapters/commerce/commerce-errors.js'
import { withErrorResponses } from '../../errors.js'
import { placeOrder } from './order.service.js'

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/order',
    {
      schema: {
        tags: ['order'],
        security: [{ bearerAuth: [] }, {}],
        summary: 'Place an order: prices, totals and stock are the server’s',
        description:
          'The vue-storefront order body. Send an `Idempotency-Key` header: a repeat returns the ' +
          'first answer and never places a second order (the same order body does too). Out of ' +
          'stock answers 500 `Error while adding products. Some of the ordered products are not ' +
          'available!` with the lines in `errors`.',
        headers: OrderHeadersSchema,
        querystring: OrderQuerySchema,
        body: OrderBodySchema,
        response: withErrorResponses({ 200: PlacedOrderEnvelopeSchema }, [401, 403, 404, 422]),
      },
    },
    async (request, reply) => {
      const caller = {
        commerce: app.adapters.commerce,
        token: request.authToken,
        storeView: request.storeView,
      }
      try {
        const result = await placeOrder(
          caller,
          request.body,
          request.headers['idempotency-key'] ?? null,
        )
        return { code: 200, result }
      } catch (error) {
        if (!(error instanceof OrderStockError)) throw error
        // The one 5xx whose text must reach the caller (the error handler hides 5xx causes).
        request.log.info({ errors: error.fieldErrors }, 'order refused: out of stock')
        return reply
          .code(500)
          .send({ code: 500, result: error.message, errors: [...error.fieldErrors] })
      }
    },
  )
}
