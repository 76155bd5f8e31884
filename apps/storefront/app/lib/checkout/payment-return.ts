// What the return page (spec 000 §2 /checkout-return; D144) shows of the order's payment: the
// provider's seven statuses become the five the shopper is told about (open, pending and
// authorized all mean "being processed"), which of them the page keeps asking about, and which
// offer to pay (again).
import type { OrderPayment, PaymentStatus } from '@vitrine/contracts/payments'
import type { PlainMessageKey } from './form-fields'

export type ShopperPaymentStatus = 'paid' | 'pending' | 'failed' | 'canceled' | 'expired'

export function toShopperStatus(status: PaymentStatus): ShopperPaymentStatus {
  if (status === 'open' || status === 'authorized') return 'pending'
  return status
}

export const STATUS_MESSAGES: Record<ShopperPaymentStatus, PlainMessageKey> = {
  paid: 'payment.status.paid',
  pending: 'payment.status.pending',
  failed: 'payment.status.failed',
  canceled: 'payment.status.canceled',
  expired: 'payment.status.expired',
}

/** The page asks again while the provider has not decided. */
export function shouldPoll(payment: Pick<OrderPayment, 'status'> | null): boolean {
  return payment !== null && toShopperStatus(payment.status) === 'pending'
}

/** The button the page offers: pay again after a failure, pay now for a payment never started. */
export function payAction(
  payment: Pick<OrderPayment, 'status' | 'canRetry'>,
): PlainMessageKey | null {
  if (payment.canRetry) return 'payment.retry'
  return payment.status === 'open' ? 'payment.payNow' : null
}

/** A payment token as the BFF issues it (32 hex characters); anything else is not looked up. */
export function readPaymentToken(search: string): string | null {
  const token = new URLSearchParams(search).get('token')
  return token && /^[a-f0-9]{32}$/.test(token) ? token : null
}
