// The multi-coupon extension `/api/ext/amasty-coupons/*` (spec 000 §3 "Coupon result item", §7;
// vsf-api-contract §4.5): several codes on one cart, one `{code, applied}` result per code.
import { z } from 'zod'
import { envelopeOf } from './envelope.js'

export const MAX_COUPON_CODES = 20

/**
 * D222: a newsletter coupon is bound to the mailbox it was sent to; another cart's or order's
 * e-mail address is refused with this text (the field: `query.coupon` on the cart, `cart.coupon`
 * on an order, whose coupons are the cart's).
 */
export const COUPON_OTHER_EMAIL_MESSAGE =
  'This coupon code can only be used with the e-mail address it was sent to.'

export const CouponsApplyBodySchema = z.strictObject({
  couponCodes: z
    .array(z.string().trim().min(1).max(255))
    .max(MAX_COUPON_CODES)
    .describe('Replaces the cart’s coupons with the usable ones among these codes'),
})
export type CouponsApplyBody = z.infer<typeof CouponsApplyBodySchema>

export const CouponResultSchema = z.object({
  code: z.string(),
  applied: z.boolean(),
})
export type CouponResult = z.infer<typeof CouponResultSchema>

export const CouponResultsEnvelopeSchema = envelopeOf(z.array(CouponResultSchema))
