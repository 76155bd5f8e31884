// The multi-coupon extension as the shop calls it: several codes, one {code, applied} per code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCommerceTestApp } from '../../../test/commerce-app.js'
import type { App } from '../../app.js'

let app: App
let cartId: string

beforeAll(async () => {
  app = await buildCommerceTestApp()
  cartId = (
    (await app.inject({ method: 'POST', url: '/api/cart/create' })).json() as { result: string }
  ).result
  await app.inject({
    method: 'POST',
    url: `/api/cart/update?cartId=${cartId}`,
    payload: { cartItem: { sku: 'CAP', qty: 2 } },
  })
})

afterAll(async () => {
  await app.close()
})

describe('POST /api/ext/amasty-coupons/coupons-apply', () => {
  it('applies the usable codes and says which ones were not applied', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/ext/amasty-coupons/coupons-apply?cartId=${cartId}`,
      payload: { couponCodes: ['WELCOME10', 'VIP20', 'UNKNOWN', 'SAVE5'] },
    })
    // VIP20 needs a subtotal of €100; the cart holds €40.
    expect(response.json()).toEqual({
      code: 200,
      result: [
        { code: 'WELCOME10', applied: true },
        { code: 'VIP20', applied: false },
        { code: 'UNKNOWN', applied: false },
        { code: 'SAVE5', applied: true },
      ],
    })
    const listed = await app.inject({
      method: 'GET',
      url: `/api/ext/amasty-coupons/coupons?cartId=${cartId}`,
    })
    expect(listed.json()).toEqual({
      code: 200,
      result: [
        { code: 'WELCOME10', applied: true },
        { code: 'SAVE5', applied: true },
      ],
    })
    const totals = await app.inject({ method: 'GET', url: `/api/cart/totals?cartId=${cartId}` })
    // 10 % of €40 plus €5
    expect(totals.json()).toMatchObject({
      result: { discount_amount: -9, grand_total: 31, coupon_code: 'WELCOME10,SAVE5' },
    })
  })

  it('applies no coupon to an empty cart: there is nothing to discount', async () => {
    const empty = (
      (await app.inject({ method: 'POST', url: '/api/cart/create' })).json() as { result: string }
    ).result
    const response = await app.inject({
      method: 'POST',
      url: `/api/ext/amasty-coupons/coupons-apply?cartId=${empty}`,
      payload: { couponCodes: ['WELCOME10'] },
    })
    expect(response.json()).toEqual({ code: 200, result: [{ code: 'WELCOME10', applied: false }] })
    const single = await app.inject({
      method: 'POST',
      url: `/api/cart/apply-coupon?cartId=${empty}&coupon=SAVE5`,
    })
    expect(single.statusCode).toBe(400)
    expect(single.json()).toMatchObject({
      result: "The coupon code isn't valid. Verify the code and try again.",
    })
  })

  it('clears the coupons with an empty list', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/ext/amasty-coupons/coupons-apply?cartId=${cartId}`,
      payload: { couponCodes: [] },
    })
    expect(response.json()).toEqual({ code: 200, result: [] })
    const listed = await app.inject({
      method: 'GET',
      url: `/api/ext/amasty-coupons/coupons?cartId=${cartId}`,
    })
    expect(listed.json()).toEqual({ code: 200, result: [] })
  })

  it.each([
    ['no couponCodes', {}, 'body.couponCodes'],
    ['a code that is not text', { couponCodes: [5] }, 'body.couponCodes.0'],
    [
      'more than 20 codes',
      { couponCodes: Array.from({ length: 21 }, (_, i) => `C${i}`) },
      'body.couponCodes',
    ],
  ])('answers 400 naming the field for %s', async (_case, payload, field) => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/ext/amasty-coupons/coupons-apply?cartId=${cartId}`,
      payload,
    })
    expect(response.statusCode).toBe(400)
    expect((response.json() as { errors: Array<{ field: string }> }).errors[0]?.field).toBe(field)
  })
})

describe('coupon guessing (D187)', () => {
  it('answers 429 with Retry-After once one address has applied too many codes in a minute', async () => {
    const limited = await buildCommerceTestApp({ COUPON_RATE_LIMIT_MAX: '3' })
    try {
      const cart = (
        (await limited.inject({ method: 'POST', url: '/api/cart/create' })).json() as {
          result: string
        }
      ).result
      const guess = (code: string, url = `/api/cart/apply-coupon?cartId=${cart}&coupon=${code}`) =>
        limited.inject({ method: 'POST', url })
      for (const code of ['GUESS1', 'GUESS2', 'GUESS3']) {
        expect((await guess(code)).statusCode).toBe(400)
      }
      const refused = await guess('GUESS4')
      expect(refused.statusCode).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(refused.json()).toMatchObject({ code: 429, result: expect.any(String) as string })
    } finally {
      await limited.close()
    }
  })
})
