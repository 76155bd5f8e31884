// The payment transition table (vsf-api-contract §5.1 statuses; D142). A payment starts `open`
// and only moves forward: open → pending → authorized → one final status (paid, canceled,
// expired, failed). A report of an earlier or equal status, or any report after a final one,
// changes nothing, so duplicated and reordered webhooks are harmless. The order follows its paid
// payment, else its latest attempt; a paid order stays paid.
import { FINAL_PAYMENT_STATUSES, type PaymentStatus } from '@vitrine/contracts/payments'

/** Where each status may go next. */
export const PAYMENT_TRANSITIONS: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  open: ['pending', 'authorized', 'paid', 'canceled', 'expired', 'failed'],
  pending: ['authorized', 'paid', 'canceled', 'expired', 'failed'],
  authorized: ['paid', 'canceled', 'expired', 'failed'],
  paid: [],
  canceled: [],
  expired: [],
  failed: [],
}

export function isFinalPaymentStatus(status: PaymentStatus): boolean {
  return FINAL_PAYMENT_STATUSES.includes(status)
}

export function canMovePayment(from: PaymentStatus, to: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[from].includes(to)
}

/** The order's status for its payment: processing once paid, under review when flagged. */
export function orderStatusFor(paymentStatus: PaymentStatus, flagged: boolean): string {
  if (flagged) return 'payment_review'
  return paymentStatus === 'paid' ? 'processing' : 'pending_payment'
}

/**
 * The order's payment status after one of its payments moved: paid sticks; otherwise only the
 * latest attempt speaks for the order (an older attempt's late report does not).
 */
export function nextOrderPaymentStatus(input: {
  current: PaymentStatus | null
  moved: PaymentStatus
  isLatestAttempt: boolean
}): PaymentStatus | null {
  if (input.current === 'paid') return 'paid'
  if (input.moved === 'paid' || input.isLatestAttempt) return input.moved
  return input.current
}
