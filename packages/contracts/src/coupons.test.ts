// The multi-coupon apply body: a list of up to 20 codes.
import { describe, expect, it } from 'vitest'
import { CouponResultsEnvelopeSchema, CouponsApplyBodySchema } from './coupons.js'

describe('CouponsApplyBodySchema', () => {
  it('trims the codes and allows an empty list (which clears the coupons)', () => {
    expect(CouponsApplyBodySchema.parse({ couponCodes: [' A ', 'B'] })).toEqual({
      couponCodes: ['A', 'B'],
    })
    expect(CouponsApplyBodySchema.parse({ couponCodes: [] })).toEqual({ couponCodes: [] })
  })

  it('refuses more than 20 codes and empty codes', () => {
    const many = Array.from({ length: 21 }, (_, i) => `C${i}`)
    expect(CouponsApplyBodySchema.safeParse({ couponCodes: many }).success).toBe(false)
    expect(CouponsApplyBodySchema.safeParse({ couponCodes: [' '] }).success).toBe(false)
  })

  it('answers a result per code', () => {
    const answer = { code: 200, result: [{ code: 'A', applied: false }] }
    expect(CouponResultsEnvelopeSchema.parse(answer)).toEqual(answer)
  })
})
