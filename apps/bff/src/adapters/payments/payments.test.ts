// Runs the payment port's contract on every adapter: the local test gateway (files in a temporary
// folder), Mollie's adapter against a local server shaped like Mollie's API v2, and Mollie's own
// test mode when MOLLIE_TEST_API_KEY is set (D141).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LocalPaymentGateway } from './local-payment-gateway.js'
import { startMollieApiServer, trustLocalTls } from './mollie-api-server.test-helpers.js'
import { MolliePaymentGateway } from './mollie-payment-gateway.js'
import { describePaymentContract } from './payment.contract.js'
import { formatAmount, parseAmount } from './payment.port.js'

describePaymentContract('local-gateway', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-gateway-'))
  const port = new LocalPaymentGateway(dir)
  return {
    port,
    settle: async (id, status) => {
      if (status === 'open' || status === 'pending' || status === 'authorized') return
      await port.complete(id, status)
    },
    unknownId: 'tr_unknown000000',
    dispose: () => rm(dir, { recursive: true, force: true }),
  }
})

describePaymentContract('mollie (local API v2 server)', async () => {
  const server = await startMollieApiServer()
  const restoreTls = trustLocalTls()
  return {
    port: new MolliePaymentGateway({
      apiKey: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
      apiEndpoint: server.apiEndpoint,
    }),
    settle: async (id, status) => server.setStatus(id, status),
    unknownId: 'tr_unknown',
    dispose: async () => {
      restoreTls()
      await server.close()
    },
  }
})

const mollieTestKey = process.env.MOLLIE_TEST_API_KEY
if (mollieTestKey) {
  describePaymentContract('mollie (test mode)', async () => ({
    port: new MolliePaymentGateway({
      apiKey: mollieTestKey,
      apiEndpoint: 'https://api.mollie.com/v2/',
    }),
    unknownId: 'tr_vitrine0unknown',
    dispose: async () => {},
  }))
}

describe('the Mollie adapter on the wire', () => {
  it('sends the Idempotency-Key and the API key on create, and reads the amount in cents', async () => {
    const server = await startMollieApiServer()
    const restoreTls = trustLocalTls()
    try {
      const port = new MolliePaymentGateway({
        apiKey: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
        apiEndpoint: server.apiEndpoint,
      })
      const created = await port.createPayment({
        amountCents: 12345,
        currency: 'EUR',
        description: 'Order 1',
        redirectUrl: 'https://shop.example/checkout-return',
        webhookUrl: 'https://shop.example/api/ext/mollie/webhook',
        method: 'ideal',
        metadata: {},
        idempotencyKey: 'order-7-attempt-1',
      })
      expect(server.requests.find((seen) => seen.method === 'POST')).toMatchObject({
        path: '/v2/payments',
        idempotencyKey: 'order-7-attempt-1',
        authorization: 'Bearer test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
      })
      server.setAmount(created.id, { currency: 'USD', value: '0.99' })
      expect(await port.getPayment(created.id)).toMatchObject({ amountCents: 99, currency: 'USD' })
    } finally {
      restoreTls()
      await server.close()
    }
  })
})

describe('Mollie amounts', () => {
  it('are two-decimal strings for integer cents, both ways', () => {
    expect(formatAmount(2995)).toBe('29.95')
    expect(formatAmount(5)).toBe('0.05')
    expect(formatAmount(100)).toBe('1.00')
    expect(parseAmount('29.95')).toBe(2995)
    expect(parseAmount('0.05')).toBe(5)
    expect(() => parseAmount('29.9')).toThrow()
  })
})
