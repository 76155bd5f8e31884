// What the payment routes work with: the commerce and payment ports, the logger, and the URLs the
// provider is given. Without MOLLIE_WEBHOOK_URL the webhook is this BFF's own listening address
// (the local test gateway calls it over HTTP); without PAYMENT_RETURN_URL the shopper returns to
// a path on the origin they came from (the storefront proxies /api to the BFF).
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { Env } from '../../env.js'
import type { PaymentContext } from './payments.service.js'

export const WEBHOOK_PATH = '/api/ext/mollie/webhook'

export function createPaymentContext(app: FastifyInstance, config: Env): PaymentContext {
  return {
    commerce: app.adapters.commerce,
    payments: app.adapters.payments,
    log: app.log,
    webhookUrl: () => {
      if (config.MOLLIE_WEBHOOK_URL) return config.MOLLIE_WEBHOOK_URL
      const address = app.server.address() as AddressInfo | null
      return `http://127.0.0.1:${address?.port ?? config.BFF_PORT}${WEBHOOK_PATH}`
    },
    returnOrigin: config.PAYMENT_RETURN_URL?.replace(/\/+$/, '') ?? '',
  }
}

/** Mollie's webhook and the gateway's page post forms: `application/x-www-form-urlencoded`. */
export function acceptForms(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)))
    },
  )
}
