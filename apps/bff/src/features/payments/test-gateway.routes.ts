// The local test gateway's checkout page (D141), served only when no MOLLIE_API_KEY is set: like
// Mollie's test mode, the shopper picks the outcome (paid, failed, canceled, expired); the gateway
// then calls the shop's webhook over HTTP, as Mollie does, and sends the browser back to the
// shop's return URL. A payment that is no longer open only sends the browser back.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  GATEWAY_OUTCOMES,
  type LocalPaymentGateway,
  type StoredGatewayPayment,
} from '../../adapters/payments/local-payment-gateway.js'
import { formatAmount, PaymentNotFoundError } from '../../adapters/payments/payment.port.js'
import { NotFoundError } from '../../errors.js'
import { acceptForms } from './payment-context.js'

const WEBHOOK_TIMEOUT_MS = 5000
const ParamsSchema = z.strictObject({
  id: z.string().regex(/^tr_[a-zA-Z0-9]+$/, 'Unknown payment'),
})
const OUTCOME_LABELS: Record<(typeof GATEWAY_OUTCOMES)[number], string> = {
  paid: 'Paid',
  failed: 'Failed',
  canceled: 'Canceled',
  expired: 'Expired',
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}

function renderPage(payment: StoredGatewayPayment): string {
  const amount = `${payment.currency} ${formatAmount(payment.amountCents)}`
  const buttons = GATEWAY_OUTCOMES.map(
    (outcome) =>
      `<button type="submit" name="status" value="${outcome}">${OUTCOME_LABELS[outcome]}</button>`,
  ).join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>Test payment gateway</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:32rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}
button{font:inherit;min-height:44px;margin:0 .5rem .5rem 0;padding:.5rem 1rem;border:1px solid #1a1a1a;border-radius:4px;background:#fff;cursor:pointer}
button:focus-visible{outline:3px solid #1a56db;outline-offset:2px}</style></head>
<body><main><h1>Test payment gateway</h1>
<p>Not a real payment: choose how this test payment ends, as in Mollie’s test mode.</p>
<dl><dt>Payment</dt><dd>${escapeHtml(payment.description)}</dd><dt>Method</dt><dd>${escapeHtml(payment.method)}</dd><dt>Amount</dt><dd>${escapeHtml(amount)}</dd></dl>
<form method="post"><fieldset><legend>Payment status</legend>${buttons}</fieldset></form>
</main></body></html>`
}

export const testGatewayRoutes: FastifyPluginAsyncZod<{ gateway: LocalPaymentGateway }> = async (
  app,
  { gateway },
) => {
  acceptForms(app)

  const load = async (id: string) => {
    try {
      return await gateway.read(id)
    } catch (error) {
      if (error instanceof PaymentNotFoundError) throw new NotFoundError('Unknown payment.')
      throw error
    }
  }

  app.get(
    '/api/ext/mollie/test-gateway/:id',
    {
      config: { noStore: true },
      schema: {
        tags: ['payments'],
        summary: 'The local test gateway’s checkout page',
        params: ParamsSchema,
      },
    },
    async (request, reply) => {
      const payment = await load(request.params.id)
      if (payment.status !== 'open') return reply.redirect(payment.redirectUrl, 303)
      // The page's form posts to its own origin; with helmet's `no-referrer` the browser would send
      // `Origin: null`, which the storefront's proxy refuses as a cross-site write (D183).
      return reply
        .header('referrer-policy', 'same-origin')
        .type('text/html; charset=utf-8')
        .send(renderPage(payment))
    },
  )

  app.post(
    '/api/ext/mollie/test-gateway/:id',
    {
      config: { noStore: true },
      schema: {
        tags: ['payments'],
        summary: 'The shopper’s choice on the local test gateway: webhook, then redirect',
        params: ParamsSchema,
        consumes: ['application/x-www-form-urlencoded'],
        body: z.strictObject({ status: z.enum(GATEWAY_OUTCOMES) }),
      },
    },
    async (request, reply) => {
      const before = await load(request.params.id)
      const payment = await gateway.complete(request.params.id, request.body.status)
      if (before.status === 'open') {
        try {
          const answer = await fetch(payment.webhookUrl, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body: new URLSearchParams({ id: payment.id }).toString(),
            signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
          })
          if (!answer.ok) {
            request.log.error(
              { status: answer.status, paymentId: payment.id },
              'payment webhook refused',
            )
          }
        } catch (error) {
          request.log.error({ err: error, paymentId: payment.id }, 'payment webhook failed')
        }
      }
      return reply.redirect(payment.redirectUrl, 303)
    },
  )
}
