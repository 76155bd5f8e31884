// POST /api/order (vsf-api-contract §1.5, §2; spec 000 §4 "Order placement"). Answers
// `{code: 200, result: {orderNumber, backendOrderId, transferedAt}}`. A repeat with the same
// `Idempotency-Key` header, or of the same order (same order hash), answers the first order.
// Out of stock is vsf's stock error: HTTP 500 whose result starts `Error while adding products`,
// which vsf's offline queue reads as "cancelled, out of stock" (@vitrine/orders
// queue-transmission) rather than "retry later"; the error says its message is safe to show
// (adapters/commerce/commerce-errors.ts), so the central error handler sends it.
import {
  OrderBodySchema,
  OrderHeadersSchema,
  OrderQuerySchema,
  PlacedOrderEnvelopeSchema,
} from '@vitrine/contracts/order'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Env } from '../../env.js'
import { withErrorResponses } from '../../errors.js'
import { commerceRequestOf } from '../../plugins/caller.js'
import { mailContextOf } from '../mail/mail-delivery.js'
import { placeOrder } from './order.service.js'

export const orderRoutes: FastifyPluginAsyncZod<{ config: Env }> = async (app, { config }) => {
  app.post(
    '/api/order',
    {
      config: { resolveCaller: true },
      schema: {
        tags: ['order'],
        security: [{ bearerAuth: [] }, {}],
        summary: 'Place an order: prices, totals and stock are the server’s',
        description:
          'The vue-storefront order body. Send an `Idempotency-Key` header: a repeat returns the ' +
          'first answer and never places a second order (the same order body does too). Out of ' +
          'stock answers 500 `Error while adding products. Some of the ordered products are not ' +
          'available!` with the lines in `errors`. With `personalDetails.createAccount` (a guest) ' +
          'the account is created with the order (an e-mail that has one is a 400 `An account ' +
          'with this e-mail address already exists`); the order confirmation mail carries the ' +
          'account’s confirmation link.',
        headers: OrderHeadersSchema,
        querystring: OrderQuerySchema,
        body: OrderBodySchema,
        response: withErrorResponses({ 200: PlacedOrderEnvelopeSchema }, [401, 403, 404, 422]),
      },
    },
    async (request) => ({
      code: 200,
      result: await placeOrder(
        commerceRequestOf(request),
        mailContextOf(request, config.STOREFRONT_PUBLIC_URL),
        request.body,
        request.headers['idempotency-key'] ?? null,
      ),
    }),
  )
}
