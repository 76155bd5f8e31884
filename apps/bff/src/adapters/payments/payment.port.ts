// The payment port (spec 000 §4 provider flow, §7; vsf-api-contract §5.1): create a payment at the
// provider and read what the provider says about one. Adapters: the local test gateway served by
// this BFF (embedded default, D141) and Mollie through @mollie/api-client (production).
import type { PaymentStatus } from '@vitrine/contracts/payments'
import type { Adapter } from '../adapter.js'

export interface PaymentRequest {
  /** Integer cents; sent as Mollie's two-decimal string. */
  amountCents: number
  currency: string
  description: string
  /** Where the shopper's browser goes when done. */
  redirectUrl: string
  /** Where the provider reports a status change. */
  webhookUrl: string
  /** The provider's method, e.g. `ideal`. */
  method: string
  metadata: Record<string, string>
  /** The same key again gives the first payment, never a second one. */
  idempotencyKey: string
}

export interface ProviderPayment {
  id: string
  status: PaymentStatus
  amountCents: number
  currency: string
  method: string | null
  /** The provider's checkout page; null once the payment is final. */
  checkoutUrl: string | null
}

export class PaymentNotFoundError extends Error {
  constructor(readonly paymentId: string) {
    super(`The provider knows no payment ${paymentId}`)
    this.name = 'PaymentNotFoundError'
  }
}

export interface PaymentPort extends Adapter {
  createPayment(request: PaymentRequest): Promise<ProviderPayment>
  /** Throws PaymentNotFoundError for an id the provider does not know. */
  getPayment(id: string): Promise<ProviderPayment>
}

/** Mollie's amount: a string with exactly two decimals ("10.00"). */
export function formatAmount(cents: number): string {
  const sign = cents < 0 ? '-' : ''
  const absolute = Math.abs(cents)
  return `${sign}${Math.floor(absolute / 100)}.${String(absolute % 100).padStart(2, '0')}`
}

/** Mollie's amount string in integer cents; throws on anything else. */
export function parseAmount(value: string): number {
  const match = /^(-?)(\d+)\.(\d{2})$/.exec(value)
  if (!match) throw new Error(`Not a two-decimal amount: ${value}`)
  const cents = Number(match[2]) * 100 + Number(match[3])
  return match[1] === '-' ? -cents : cents
}
