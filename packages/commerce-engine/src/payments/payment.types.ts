// Payments of orders placed with a provider method (spec 000 §4, §7): what the BFF hands the
// engine after the provider created a payment or reported one, and what it reads back.
import type { PaymentStatus } from '@vitrine/contracts/payments'

/** The order a payment token leads to, as a new payment needs it. */
export interface PayableOrder {
  orderId: number
  orderNumber: string
  storeCode: string
  paymentMethodCode: string
  grandTotalCents: number
  currency: string
  /** The order's payment status; null before the first payment. */
  paymentStatus: PaymentStatus | null
  /** The latest attempt, if any. */
  latest: { id: string; attempt: number; status: PaymentStatus; checkoutUrl: string | null } | null
}

/** A payment the provider created. */
export interface CreatedPayment {
  id: string
  orderId: number
  attempt: number
  method: string
  status: PaymentStatus
  amountCents: number
  currency: string
  checkoutUrl: string | null
}

/** What the provider says a payment is now (fetched by the webhook). */
export interface PaymentReport {
  id: string
  status: PaymentStatus
  amountCents: number
  currency: string
}

export type PaymentReportOutcome =
  | { kind: 'unknown' }
  | {
      kind: 'unchanged'
      status: PaymentStatus
      orderNumber: string
      /** The amount or currency differs from the order's: the order is flagged (D143). */
      mismatch: boolean
    }
  | {
      kind: 'moved'
      from: PaymentStatus
      to: PaymentStatus
      orderNumber: string
      mismatch: boolean
    }

/** The order's payment as the return page shows it. */
export interface OrderPaymentView {
  orderNumber: string
  status: PaymentStatus
  canRetry: boolean
  grandTotalCents: number
  currency: string
  paymentMethodCode: string
  flagged: boolean
}
