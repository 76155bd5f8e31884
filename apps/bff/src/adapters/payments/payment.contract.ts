// The payment port's contract (ARCHITECTURE §6: one contract per port, run on every adapter): what
// the checkout relies on from a provider, run by payments.test.ts against the local test gateway,
// against Mollie's adapter on a local server shaped like Mollie's API v2, and against Mollie's
// test mode when MOLLIE_TEST_API_KEY is set.
import { randomUUID } from 'node:crypto'
import type { PaymentStatus } from '@vitrine/contracts/payments'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PaymentNotFoundError, type PaymentPort, type PaymentRequest } from './payment.port.js'

export interface PaymentHarness {
  port: PaymentPort
  /** Moves a payment to a final status as the shopper would on the provider's page; absent when only a browser can (Mollie's own test mode). */
  settle?: (id: string, status: PaymentStatus) => Promise<void>
  /** An id the provider has never issued. */
  unknownId: string
  dispose(): Promise<void>
}

function request(overrides: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    amountCents: 2995,
    currency: 'EUR',
    description: 'Order 000000042',
    redirectUrl: 'https://shop.example/checkout-return?token=abc',
    webhookUrl: 'https://shop.example/api/ext/mollie/webhook',
    method: 'ideal',
    metadata: { orderNumber: '000000042' },
    idempotencyKey: randomUUID(),
    ...overrides,
  }
}

export function describePaymentContract(
  adapterName: string,
  createHarness: () => Promise<PaymentHarness>,
) {
  describe(`payment port contract: ${adapterName}`, () => {
    let harness: PaymentHarness

    beforeAll(async () => {
      harness = await createHarness()
    })

    afterAll(async () => {
      await harness.dispose()
    })

    it('reports itself on the payments port', () => {
      expect(harness.port.status()).toMatchObject({ port: 'payments', status: 'up' })
    })

    it('creates an open payment for the amount and method asked, with a checkout page', async () => {
      const created = await harness.port.createPayment(request({ amountCents: 1005 }))
      expect(created).toMatchObject({
        status: 'open',
        amountCents: 1005,
        currency: 'EUR',
        method: 'ideal',
      })
      expect(created.id).toMatch(/^tr_\w+$/)
      expect(created.checkoutUrl).toEqual(expect.any(String))
      expect(await harness.port.getPayment(created.id)).toMatchObject({
        id: created.id,
        status: 'open',
        amountCents: 1005,
        currency: 'EUR',
      })
    })

    it('answers a repeated Idempotency-Key with the first payment, a new key with a new one', async () => {
      const first = request()
      const created = await harness.port.createPayment(first)
      const again = await harness.port.createPayment({ ...first })
      const other = await harness.port.createPayment(request())
      expect(again.id).toBe(created.id)
      expect(other.id).not.toBe(created.id)
    })

    it('says an unknown payment is not found', async () => {
      await expect(harness.port.getPayment(harness.unknownId)).rejects.toBeInstanceOf(
        PaymentNotFoundError,
      )
    })

    it('reports the status the shopper brought the payment to, without a checkout page', async () => {
      const settle = harness.settle
      // Mollie's own test mode is settled in a browser only: its suite checks creation and reads.
      if (!settle) return expect(settle).toBeUndefined()
      for (const status of ['paid', 'failed', 'canceled', 'expired'] as const) {
        const created = await harness.port.createPayment(request())
        await settle(created.id, status)
        expect(await harness.port.getPayment(created.id)).toMatchObject({
          status,
          checkoutUrl: null,
        })
      }
    })
  })
}
