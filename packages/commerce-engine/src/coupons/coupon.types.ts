// Coupon rules and the outcome of applying a code to a cart (spec 000 §8).

export type CouponRejection =
  | 'unknown'
  | 'inactive'
  | 'not-started'
  | 'expired'
  | 'minimum-subtotal'
  | 'used-up'
  | 'empty-cart'
  /** D222: the coupon is bound to another mailbox than the cart's or order's e-mail. */
  | 'other-email'

export interface CouponOutcome {
  code: string
  applied: boolean
  reason?: CouponRejection
}

export interface CouponDefinition {
  code: string
  kind: 'percent' | 'fixed'
  /** Percent: hundredths of a percent (1000 = 10 %); fixed: cents incl. tax. */
  amount: number
  minSubtotalCents?: number
  startsAt?: Date | null
  endsAt?: Date | null
  usageLimit?: number | null
  isActive?: boolean
  description?: string
  /** D222: only an order whose e-mail normalises to this mailbox may use the coupon. */
  boundMailbox?: string | null
}
