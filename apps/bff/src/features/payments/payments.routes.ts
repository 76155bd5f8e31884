// The payment add-on's endpoints (spec 000 §7 "GET payment-token endpoint", "POST start-transaction
// endpoint"; vsf-api-contract §4.2, §5.1; D141): the token for the cart before the order, the
// provider's checkout URL for the placed order, the order's payment status for the return page,
// and the provider's webhook. The local test gateway's page is in test-gateway.routes.ts.
import {
  OrderPaymentEnvelopeSchema,
  PaymentStatusQuerySchema,
  PaymentTokenEnvelopeSchema,
  PaymentTokenQuerySchema,
  PaymentWebhookBodySchema,
  StartTransactionBodySchema,
  StartTransactionEnvelopeSchema,
} from '@vitrine/contracts/payments'
import { envelopeOf } from '@vitrine/contracts/envelope'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Env } from '../../env.js'
import { withErrorResponses } from '../../errors.js'
import { commerceRequestOf } from '../../plugins/caller.js'
import { acceptForms, createPaymentContext, WEBHOOK_PATH } from './payment-context.js'
import {
  handlePaymentWebhook,
  issuePaymentToken,
  readOrderPayment,
  startTransaction,
} from './payments.service.js'

const tags = ['payments']

export const paymentsRoutes: FastifyPluginAsyncZod<{ config: Env }> = async (app, { config }) => {
  acceptForms(app)
  const context = createPaymentContext(app, config)

  app.get(
    '/api/ext/mollie/payment-token',
    {
      config: { resolveCaller: true, noStore: true },
      schema: {
        tags,
        security: [{ bearerAuth: [] }, {}],
        summary:
          'The cart’s payment token (ask before placing an order with a mollie_methods_ code)',
        querystring: PaymentTokenQuerySchema,
        response: withErrorResponses({ 200: PaymentTokenEnvelopeSchema }, [404]),
      },
    },
    async (request) => ({
      code: 200,
      result: await issuePaymentToken(commerceRequestOf(request), request.query.cartId),
    }),
  )

  app.post(
    '/api/ext/mollie/start-transaction',
    {
      config: { noStore: true },
      schema: {
        tags,
        summary: 'The provider’s checkout URL for the order placed with the token’s cart',
        description:
          'After the order is placed. A new payment is made unless one is still open; after a ' +
          'failed, canceled or expired payment this starts the next attempt (a retry).',
        body: StartTransactionBodySchema,
        response: withErrorResponses({ 200: StartTransactionEnvelopeSchema }, [404, 409]),
      },
    },
    async (request) => ({ code: 200, result: await startTransaction(context, request.body.token) }),
  )

  app.get(
    '/api/ext/mollie/payment-status',
    {
      config: { noStore: true },
      schema: {
        tags,
        summary: 'The order’s payment status as the provider last reported it (the return page)',
        querystring: PaymentStatusQuerySchema,
        response: withErrorResponses({ 200: OrderPaymentEnvelopeSchema }, [404]),
      },
    },
    async (request) => ({
      code: 200,
      result: await readOrderPayment(context.commerce, request.query.paymentToken),
    }),
  )

  app.post(
    WEBHOOK_PATH,
    {
      schema: {
        tags,
        summary: 'The provider’s webhook: `id=tr_…`; the status is fetched from the provider',
        description:
          'An id that is not one of the shop’s payments answers 200 and changes nothing.',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        body: PaymentWebhookBodySchema,
        response: withErrorResponses({ 200: envelopeOf(z.literal('OK')) }),
      },
    },
    async (request) => {
      await handlePaymentWebhook(context, request.body.id)
      return { code: 200, result: 'OK' as const }
    },
  )
}
