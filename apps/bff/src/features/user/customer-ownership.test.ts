// Another customer's token, no token, or a guessed id never reads or changes a customer's cart or
// places an order on it (D26): every cart endpoint and the order endpoint answer 404
// (403 for an order naming another customer).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildCommerceTestApp,
  createLoggedInCustomer,
  dutchAddress,
  postAs,
} from '../../../test/commerce-app.js'
import type { App } from '../../app.js'

const post = (url: string, payload?: unknown, token?: string) => postAs(app, url, payload, token)
const customer = (email: string) => createLoggedInCustomer(app, email)

let app: App
let owner: { token: string; id: number; cartId: string; itemId: number }
let intruderToken: string

beforeAll(async () => {
  app = await buildCommerceTestApp()
  const first = await customer('owner@example.nl')
  const cartId = (
    (await post('/api/cart/create', undefined, first.token)).json() as {
      result: string
    }
  ).result
  const added = await post(
    `/api/cart/update?cartId=${cartId}`,
    { cartItem: { sku: 'CAP', qty: 1 } },
    first.token,
  )
  owner = {
    ...first,
    cartId,
    itemId: (added.json() as { result: { item_id: number } }).result.item_id,
  }
  intruderToken = (await customer('intruder@example.nl')).token
})

afterAll(async () => {
  await app.close()
})

const cartCalls: Array<
  [method: 'GET' | 'POST', path: string, payload?: (itemId: number) => unknown]
> = [
  ['POST', '/api/cart/update', () => ({ cartItem: { sku: 'CAP', qty: 1 } })],
  ['POST', '/api/cart/delete', (itemId) => ({ cartItem: { item_id: itemId } })],
  ['GET', '/api/cart/pull'],
  ['GET', '/api/cart/totals'],
  ['GET', '/api/cart/payment-methods'],
  ['POST', '/api/cart/shipping-methods', () => ({ address: { country_id: 'NL' } })],
  [
    'POST',
    '/api/cart/shipping-information',
    () => ({ addressInformation: { shippingAddress: { countryId: 'NL' } } }),
  ],
  [
    'POST',
    '/api/cart/collect-totals',
    () => ({ methods: { paymentMethod: { method: 'checkmo' } } }),
  ],
  ['POST', '/api/cart/apply-coupon'],
  ['POST', '/api/cart/delete-coupon'],
  ['GET', '/api/cart/coupon'],
  ['GET', '/api/ext/amasty-coupons/coupons'],
  ['POST', '/api/ext/amasty-coupons/coupons-apply', () => ({ couponCodes: ['WELCOME10'] })],
]

describe.each([
  ['another customer’s token', () => intruderToken],
  ['no token', () => undefined],
])('a customer cart reached with %s', (_who, tokenOf) => {
  it.each(cartCalls)('%s %s answers 404 and changes nothing', async (method, path, payload) => {
    const coupon = path.endsWith('apply-coupon') ? '&coupon=WELCOME10' : ''
    const token = tokenOf()
    const response = await app.inject({
      method,
      url: `${path}?cartId=${owner.cartId}${coupon}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
      ...(payload ? { payload: payload(owner.itemId) as Record<string, unknown> } : {}),
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      code: 404,
      result: `No such entity with cartId = ${owner.cartId}`,
    })
    const pulled = await app.inject({
      method: 'GET',
      url: `/api/cart/pull?cartId=${owner.cartId}`,
      headers: { authorization: `Bearer ${owner.token}` },
    })
    expect(pulled.json()).toMatchObject({ result: [{ sku: 'CAP', qty: 1 }] })
    const coupons = await app.inject({
      method: 'GET',
      url: `/api/cart/coupon?cartId=${owner.cartId}`,
      headers: { authorization: `Bearer ${owner.token}` },
    })
    expect(coupons.json()).toEqual({ code: 200, result: '' })
  })
})

describe('POST /api/order on someone else’s cart', () => {
  const body = (cartId: string, userId = '') => ({
    user_id: userId,
    cart_id: cartId,
    products: [{ sku: 'CAP', qty: 1 }],
    addressInformation: {
      shippingAddress: dutchAddress,
      billingAddress: dutchAddress,
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
      payment_method_code: 'checkmo',
    },
  })

  it('answers 404 for another customer’s cart with the intruder’s token, or with none', async () => {
    for (const token of [intruderToken, undefined]) {
      const response = await post('/api/order', body(owner.cartId), token)
      expect(response.json()).toEqual({
        code: 404,
        result: `No such entity with cartId = ${owner.cartId}`,
      })
    }
  })

  it('answers 404 for a guessed cart id', async () => {
    const guessed = 'ffffffffffffffffffffffffffffffff'
    expect((await post('/api/order', body(guessed))).statusCode).toBe(404)
  })

  it('answers 403 when the body names another customer, 401 when no token backs it', async () => {
    expect((await post('/api/order', body('', String(owner.id)), intruderToken)).statusCode).toBe(
      403,
    )
    expect((await post('/api/order', body('', String(owner.id)))).statusCode).toBe(401)
  })

  it('still lets the owner order from the cart afterwards', async () => {
    const response = await post('/api/order', body(owner.cartId, String(owner.id)), owner.token)
    expect(response.statusCode).toBe(200)
    expect(await app.adapters.commerce.listCustomerOrders(owner.id)).toHaveLength(1)
  })
})
