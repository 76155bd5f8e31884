// Coupon rules of the embedded engine (D21): a coupon is a percent or a fixed amount
// off the subtotal incl. tax, usable when active, inside its date window (either bound open), when
// the subtotal reaches its minimum and while its usage limit is not reached. Several coupons stack
// in the order they were applied: each percent is taken of the subtotal, and together they never
// take off more than the subtotal.
import { multiplyRatioHalfUp } from '@vitrine/pricing/money'
import type { CouponRejection } from './coupon.types.js'
import type { coupons } from '../db/schema.js'
import { normalizeMailbox } from '../newsletter/mailbox.js'

export type CouponRow = typeof coupons.$inferSelect

/** Percent amounts are stored in hundredths of a percent: 1000 = 10 %. */
const PERCENT_SCALE = 10_000

/** Coupon codes are matched without regard to case or surrounding spaces. */
export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase()
}

/**
 * D222: whether a coupon bound to a mailbox may be used by these e-mail addresses (an order's and
 * its customer's): one of them must normalise to that mailbox. No address known (a guest cart):
 * yes, the order decides. An unbound coupon: always.
 */
export function fitsBoundMailbox(
  coupon: Pick<CouponRow, 'boundMailbox'>,
  emails: readonly string[],
): boolean {
  if (coupon.boundMailbox === null || emails.length === 0) return true
  return emails.some((email) => normalizeMailbox(email) === coupon.boundMailbox)
}

export function checkCouponUsable(
  coupon: CouponRow | undefined,
  context: {
    now: Date
    subtotalInclTaxCents: number
    lineCount?: number
    /** The e-mail addresses the cart or order is known by (D222); none: not checked. */
    emails?: readonly string[]
  },
): CouponRejection | null {
  if (!coupon) return 'unknown'
  if (!coupon.isActive) return 'inactive'
  if (coupon.startsAt && context.now < coupon.startsAt) return 'not-started'
  if (coupon.endsAt && context.now > coupon.endsAt) return 'expired'
  if (coupon.usageLimit !== null && coupon.timesUsed >= coupon.usageLimit) return 'used-up'
  if (!fitsBoundMailbox(coupon, context.emails ?? [])) return 'other-email'
  if (context.subtotalInclTaxCents < coupon.minSubtotalCents) return 'minimum-subtotal'
  // A usable coupon still needs something to discount: none is kept on an empty cart.
  if (context.lineCount === 0) return 'empty-cart'
  return null
}

/** The discount of the usable coupons, in order, capped at the subtotal. */
export function computeCouponDiscount(
  usable: readonly Pick<CouponRow, 'kind' | 'amount'>[],
  subtotalInclTaxCents: number,
): number {
  let discount = 0
  for (const coupon of usable) {
    const wanted =
      coupon.kind === 'percent'
        ? multiplyRatioHalfUp(subtotalInclTaxCents, coupon.amount, PERCENT_SCALE)
        : coupon.amount
    discount += Math.min(wanted, subtotalInclTaxCents - discount)
  }
  return discount
}

/**
 * Splits an amount over rows in proportion to their weights, in whole cents, so that the parts
 * add up to the amount exactly (largest remainder; ties to the earlier row).
 */
export function distributeAmount(amount: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0)
  if (total <= 0 || amount === 0) return weights.map(() => 0)
  const parts = weights.map((weight) => Math.floor((amount * weight) / total))
  let left = amount - parts.reduce((sum, part) => sum + part, 0)
  const order = weights
    .map((weight, index) => ({ index, remainder: (amount * weight) % total }))
    .sort((a, b) => b.remainder - a.remainder || a.index - b.index)
  for (const { index } of order) {
    if (left === 0) break
    parts[index] = (parts[index] ?? 0) + 1
    left -= 1
  }
  return parts
}
