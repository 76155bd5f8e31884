// /api/cart/* as a vue-storefront client sees it, on the real embedded engine (in-memory PGlite).
import {
  CartItemEnvelopeSchema,
  CartItemsEnvelopeSchema,
  CartTotalsEnvelopeSchema,
  TrueEnvelopeSchema,
} from '@vitrine/contracts/cart'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { buildCommerceTestApp } from '../../../test/commerce-app.js'
import type { App } from '../../app.js'

let app: App

beforeAll(async () => {
  app = await buildCommerceTestApp()
})

afterAll(async () => {
  await app.close()
})

const GUESSED_CART = 'ffffffffffffffffffffffffffffffff'
const sizeM = {
  extension_attributes: { configurable_item_options: [{ option_id: '142', option_value: '5021' }] },
}

async function createCart(): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/cart/create' })
  expect(response.statusCode).toBe(200)
  return (response.json() as { result: string }).result
}

async function addItem(cartId: string, cartItem: Record<string, unknown>) {
  return app.inject({
    method: 'POST',
    url: `/api/cart/update?cartId=${cartId}`,
    payload: { cartItem },
  })
}

describe('POST /api/cart/create', () => {
  it('creates a guest cart with a 32-character unguessable id', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/cart/create?token=' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ code: 200, result: expect.stringMatching(/^[0-9a-f]{32}$/) })
  })

  it('answers 401 to a token that belongs to no customer, so the shop retries as a guest', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/cart/create',
      headers: { authorization: 'Bearer not-a-customer-token' },
    })
    expect(response.statusCode).toBe(401)
    expect(response.json()).toEqual({
      code: 401,
      result: "The consumer isn't authorized to access self.",
    })
  })
})

describe('POST /api/cart/update', () => {
  it('adds a configurable product with a size and answers the Magento cart item', async () => {
    const cartId = await createCart()
    const response = await addItem(cartId, {
      sku: 'TEE',
      qty: 1,
      quoteId: cartId,
      product_option: sizeM,
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      code: 200,
      result: {
        item_id: expect.any(Number),
        sku: 'TEE-M',
        qty: 1,
        name: 'Linen Tee',
        price: 20.66,
        price_incl_tax: 25,
        product_type: 'configurable',
        quote_id: cartId,
        product_option: sizeM,
      },
    })
  })

  it('refuses a quantity above the stock with the number that is left', async () => {
    const cartId = await createCart()
    const response = await addItem(cartId, { sku: 'CAP', qty: 150 })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      code: 400,
      result: 'Only 100 products of this type are available!',
      errors: [
        { field: 'body.cartItem.qty', message: 'Only 100 products of this type are available!' },
      ],
    })
  })

  it.each([
    ['no cartItem', {}, 'body.cartItem'],
    ['a quantity of 0', { cartItem: { sku: 'CAP', qty: 0 } }, 'body.cartItem.qty'],
    ['a fractional quantity', { cartItem: { sku: 'CAP', qty: 1.5 } }, 'body.cartItem.qty'],
    ['a quantity as words', { cartItem: { sku: 'CAP', qty: 'two' } }, 'body.cartItem.qty'],
    ['no sku', { cartItem: { qty: 1 } }, 'body.cartItem.sku'],
  ])('answers 400 naming the field for %s', async (_case, payload, field) => {
    const cartId = await createCart()
    const response = await app.inject({
      method: 'POST',
      url: `/api/cart/update?cartId=${cartId}`,
      payload,
    })
    expect(response.statusCode).toBe(400)
    const body = response.json() as { code: number; errors: Array<{ field: string }> }
    expect(body.code).toBe(400)
    expect(body.errors.map((error) => error.field)).toContain(field)
  })

  it('answers 400 naming query.cartId when the cart id is missing', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/cart/update',
      payload: { cartItem: { sku: 'CAP', qty: 1 } },
    })
    expect(response.statusCode).toBe(400)
    expect((response.json() as { errors: Array<{ field: string }> }).errors[0]?.field).toBe(
      'query.cartId',
    )
  })

  it('answers 404 for a product that is not in the catalogue', async () => {
    const cartId = await createCart()
    const response = await addItem(cartId, { sku: 'NOPE', qty: 1 })
    expect(response.statusCode).toBe(404)
  })
})

describe('a guessed cart id', () => {
  const calls: Array<[method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>]> = [
    ['POST', '/api/cart/update', { cartItem: { sku: 'CAP', qty: 1 } }],
    ['POST', '/api/cart/delete', { cartItem: { sku: 'CAP', item_id: 1 } }],
    ['GET', '/api/cart/pull'],
    ['GET', '/api/cart/totals'],
    ['GET', '/api/cart/payment-methods'],
    ['POST', '/api/cart/shipping-methods', { address: { country_id: 'NL' } }],
    [
      'POST',
      '/api/cart/shipping-information',
      { addressInformation: { shippingAddress: { countryId: 'NL' } } },
    ],
    ['POST', '/api/cart/collect-totals', { methods: { paymentMethod: { method: 'checkmo' } } }],
    ['POST', '/api/cart/apply-coupon', undefined],
    ['POST', '/api/cart/delete-coupon'],
    ['GET', '/api/cart/coupon'],
    ['GET', '/api/ext/amasty-coupons/coupons'],
    ['POST', '/api/ext/amasty-coupons/coupons-apply', { couponCodes: ['WELCOME10'] }],
  ]

  it.each(calls)('%s %s answers 404 No such entity', async (method, path, payload) => {
    const coupon = path.endsWith('apply-coupon') ? '&coupon=WELCOME10' : ''
    const response = await app.inject({
      method,
      url: `${path}?cartId=${GUESSED_CART}${coupon}`,
      ...(payload ? { payload } : {}),
    })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      code: 404,
      result: `No such entity with cartId = ${GUESSED_CART}`,
    })
  })
})

describe('reading and changing a cart', () => {
  it('pulls the lines without caching, deletes one, and answers 404 for a line not in the cart', async () => {
    const cartId = await createCart()
    const added = (await addItem(cartId, { sku: 'CAP', qty: 2 })).json() as {
      result: { item_id: number }
    }
    const pulled = await app.inject({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}` })
    expect(pulled.headers['cache-control']).toBe('no-cache, no-store')
    expect(pulled.json()).toMatchObject({ code: 200, result: [{ sku: 'CAP', qty: 2 }] })

    const deleted = await app.inject({
      method: 'POST',
      url: `/api/cart/delete?cartId=${cartId}`,
      payload: { cartItem: { sku: 'CAP', item_id: added.result.item_id, quoteId: cartId } },
    })
    expect(deleted.json()).toEqual({ code: 200, result: true })
    const again = await app.inject({
      method: 'POST',
      url: `/api/cart/delete?cartId=${cartId}`,
      payload: { cartItem: { item_id: added.result.item_id } },
    })
    expect(again.statusCode).toBe(404)
    const empty = await app.inject({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}` })
    expect(empty.json()).toEqual({ code: 200, result: [] })
  })

  it('answers totals with row totals incl. tax and the six total segments', async () => {
    const cartId = await createCart()
    await addItem(cartId, { sku: 'CAP', qty: 2 })
    const response = await app.inject({ method: 'GET', url: `/api/cart/totals?cartId=${cartId}` })
    expect(response.statusCode).toBe(200)
    const { result } = response.json() as { result: Record<string, unknown> }
    expect(result).toMatchObject({
      grand_total: 40,
      subtotal: 33.06,
      subtotal_incl_tax: 40,
      tax_amount: 6.94,
      discount_amount: 0,
      items_qty: 2,
      quote_currency_code: 'EUR',
      items: [
        {
          name: 'Bucket Hat',
          qty: 2,
          price_incl_tax: 20,
          row_total_incl_tax: 40,
          discount_amount: 0,
          tax_percent: 21,
        },
      ],
      total_segments: [
        { code: 'subtotal', title: 'Subtotal', value: 40 },
        { code: 'shipping', title: 'Shipping & Handling', value: 0 },
        { code: 'payment', title: 'Payment cost', value: 0 },
        { code: 'discount', title: 'Discount', value: 0 },
        { code: 'tax', title: 'Tax', value: 6.94 },
        { code: 'grand_total', title: 'Grand Total', value: 40 },
      ],
    })
  })

  it('answers lines, totals and removals exactly in the contract shapes, nothing more', async () => {
    // These answers are sent without a zod check per answer (cart.routes.ts sendMappedAnswers).
    const exact = (schema: z.ZodType, body: unknown) => expect(schema.parse(body)).toEqual(body)
    const cartId = await createCart()
    const tee = await addItem(cartId, { sku: 'TEE', qty: 1, product_option: sizeM })
    exact(CartItemEnvelopeSchema, tee.json())
    exact(CartItemEnvelopeSchema, (await addItem(cartId, { sku: 'CAP', qty: 2 })).json())
    await app.inject({
      method: 'POST',
      url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=welcome10`,
    })
    const pulled = await app.inject({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}` })
    exact(CartItemsEnvelopeSchema, pulled.json())
    const totals = await app.inject({ method: 'GET', url: `/api/cart/totals?cartId=${cartId}` })
    exact(CartTotalsEnvelopeSchema, totals.json())
    expect(totals.json()).toMatchObject({ result: { coupon_code: 'WELCOME10' } })
    const deleted = await app.inject({
      method: 'POST',
      url: `/api/cart/delete?cartId=${cartId}`,
      payload: {
        cartItem: { item_id: (tee.json() as { result: { item_id: number } }).result.item_id },
      },
    })
    exact(TrueEnvelopeSchema, deleted.json())
  })

  it('prices with the German tax rate under the /de prefix', async () => {
    const cartId = await createCart()
    await addItem(cartId, { sku: 'CAP', qty: 1 })
    const response = await app.inject({
      method: 'GET',
      url: `/de/api/cart/totals?cartId=${cartId}`,
    })
    expect(response.json()).toMatchObject({
      result: { subtotal_incl_tax: 19.67, tax_amount: 3.14 },
    })
  })
})

describe('checkout calls', () => {
  it('estimates shipping methods for an NL address, saves the choice and collects the totals', async () => {
    const cartId = await createCart()
    await addItem(cartId, { sku: 'TEE', qty: 1, product_option: sizeM })
    const methods = await app.inject({
      method: 'POST',
      url: `/api/cart/shipping-methods?cartId=${cartId}`,
      payload: {
        address: {
          country_id: 'NL',
          postcode: '1012AB',
          city: 'Amsterdam',
          street: ['Dam 1', ''],
          region_id: 0,
        },
      },
    })
    expect(methods.json()).toEqual({
      code: 200,
      result: [
        expect.objectContaining({
          carrier_code: 'flatrate',
          method_code: 'flatrate',
          method_title: 'Fixed',
          price_incl_tax: 4.95,
        }),
        expect.objectContaining({
          carrier_code: 'dhlparcel',
          method_code: 'servicepoint',
          price_incl_tax: 3.95,
        }),
      ],
    })

    const information = await app.inject({
      method: 'POST',
      url: `/api/cart/shipping-information?cartId=${cartId}`,
      payload: {
        addressInformation: {
          shippingAddress: { countryId: 'NL', city: 'Amsterdam', postcode: '1012AB' },
          billingAddress: { countryId: 'NL', city: 'Amsterdam', postcode: '1012AB' },
          shippingCarrierCode: 'flatrate',
          shippingMethodCode: 'flatrate',
        },
      },
    })
    expect(information.statusCode).toBe(200)
    expect(information.json()).toMatchObject({
      result: {
        payment_methods: [
          { code: 'checkmo', title: 'Check / Money order' },
          { code: 'banktransfer' },
          { code: 'cashondelivery' },
          // spec 000 §4: the provider's methods, after the offline ones (MOLLIE_METHODS, D141)
          { code: 'mollie_methods_ideal', title: 'iDEAL (test payment: no money is taken)' },
          { code: 'mollie_methods_creditcard' },
          { code: 'mollie_methods_bancontact' },
          { code: 'mollie_methods_paypal' },
        ],
        totals: { shipping_incl_tax: 4.95, grand_total: 29.95 },
      },
    })

    const collected = await app.inject({
      method: 'POST',
      url: `/api/cart/collect-totals?cartId=${cartId}`,
      payload: { methods: { paymentMethod: { method: 'banktransfer' } } },
    })
    expect(collected.json()).toMatchObject({ code: 200, result: { grand_total: 29.95 } })
  })

  it('takes the shipping method in Magento spelling (shipping_carrier_code) as well', async () => {
    const cartId = await createCart()
    await addItem(cartId, { sku: 'CAP', qty: 1 })
    const information = await app.inject({
      method: 'POST',
      url: `/api/cart/shipping-information?cartId=${cartId}`,
      payload: {
        addressInformation: {
          shippingAddress: { country_id: 'NL', city: 'Amsterdam', postcode: '1012AB' },
          shipping_carrier_code: 'flatrate',
          shipping_method_code: 'flatrate',
        },
      },
    })
    expect(information.statusCode).toBe(200)
    expect(information.json()).toMatchObject({ result: { totals: { shipping_incl_tax: 4.95 } } })
  })

  it('answers 400 for an unknown shipping method and for an address without a country', async () => {
    const cartId = await createCart()
    await addItem(cartId, { sku: 'CAP', qty: 1 })
    const unknown = await app.inject({
      method: 'POST',
      url: `/api/cart/shipping-information?cartId=${cartId}`,
      payload: {
        addressInformation: {
          shippingAddress: { countryId: 'NL' },
          shippingCarrierCode: 'teleport',
          shippingMethodCode: 'beam',
        },
      },
    })
    expect(unknown.json()).toEqual({
      code: 400,
      result: 'Carrier with such method not found: teleport, beam',
    })
    const noCountry = await app.inject({
      method: 'POST',
      url: `/api/cart/shipping-methods?cartId=${cartId}`,
      payload: { address: { city: 'Amsterdam' } },
    })
    expect(noCountry.statusCode).toBe(400)
    expect((noCountry.json() as { errors: Array<{ field: string }> }).errors[0]?.field).toBe(
      'body.address.country_id',
    )
  })

  it('never lists cash on delivery for a cart of gift cards', async () => {
    const cartId = await createCart()
    await addItem(cartId, { sku: 'GIFT', qty: 1 })
    const response = await app.inject({
      method: 'GET',
      url: `/api/cart/payment-methods?cartId=${cartId}`,
    })
    expect(response.json()).toEqual({
      code: 200,
      result: [
        { code: 'checkmo', title: 'Check / Money order', cost_incl_tax: 0 },
        { code: 'banktransfer', title: 'Bank Transfer Payment', cost_incl_tax: 0 },
        {
          code: 'mollie_methods_ideal',
          title: 'iDEAL (test payment: no money is taken)',
          cost_incl_tax: 0,
        },
        {
          code: 'mollie_methods_creditcard',
          title: 'Credit card (test payment: no money is taken)',
          cost_incl_tax: 0,
        },
        {
          code: 'mollie_methods_bancontact',
          title: 'Bancontact (test payment: no money is taken)',
          cost_incl_tax: 0,
        },
        {
          code: 'mollie_methods_paypal',
          title: 'PayPal (test payment: no money is taken)',
          cost_incl_tax: 0,
        },
      ],
    })
  })
})

describe('coupons on /api/cart', () => {
  it('applies a seeded coupon, shows the discount in the totals and removes it again', async () => {
    const cartId = await createCart()
    await addItem(cartId, { sku: 'CAP', qty: 2 })
    const applied = await app.inject({
      method: 'POST',
      url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=welcome10`,
    })
    expect(applied.json()).toEqual({ code: 200, result: true })
    const coupon = await app.inject({ method: 'GET', url: `/api/cart/coupon?cartId=${cartId}` })
    expect(coupon.json()).toEqual({ code: 200, result: 'WELCOME10' })

    const totals = await app.inject({ method: 'GET', url: `/api/cart/totals?cartId=${cartId}` })
    expect(totals.json()).toMatchObject({
      result: {
        discount_amount: -4,
        grand_total: 36,
        coupon_code: 'WELCOME10',
        items: [{ discount_amount: 4, row_total_incl_tax: 40 }],
      },
    })

    const removed = await app.inject({
      method: 'POST',
      url: `/api/cart/delete-coupon?cartId=${cartId}`,
    })
    expect(removed.json()).toEqual({ code: 200, result: true })
    const after = await app.inject({ method: 'GET', url: `/api/cart/totals?cartId=${cartId}` })
    expect(after.json()).toMatchObject({ result: { discount_amount: 0, grand_total: 40 } })
  })

  it('answers 400 for an unknown coupon and keeps the coupon already applied', async () => {
    const cartId = await createCart()
    await addItem(cartId, { sku: 'CAP', qty: 2 })
    await app.inject({
      method: 'POST',
      url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=SAVE5`,
    })
    const response = await app.inject({
      method: 'POST',
      url: `/api/cart/apply-coupon?cartId=${cartId}&coupon=NOT-A-COUPON`,
    })
    expect(response.json()).toEqual({
      code: 400,
      result: "The coupon code isn't valid. Verify the code and try again.",
      errors: [
        {
          field: 'query.coupon',
          message: "The coupon code isn't valid. Verify the code and try again.",
        },
      ],
    })
    const coupon = await app.inject({ method: 'GET', url: `/api/cart/coupon?cartId=${cartId}` })
    expect(coupon.json()).toEqual({ code: 200, result: 'SAVE5' })
  })

  it('answers 400 naming query.coupon when no coupon is given', async () => {
    const cartId = await createCart()
    const response = await app.inject({
      method: 'POST',
      url: `/api/cart/apply-coupon?cartId=${cartId}`,
    })
    expect(response.statusCode).toBe(400)
    expect((response.json() as { errors: Array<{ field: string }> }).errors[0]?.field).toBe(
      'query.coupon',
    )
  })
})

describe('the OpenAPI document', () => {
  it('documents every cart, coupon and stock endpoint with its error answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' })
    const document = response.json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
    }
    const expected: Array<[string, string, string[]]> = [
      ['/api/cart/create', 'post', ['200', '400', '401', '500', '503']],
      ['/api/cart/update', 'post', ['200', '400', '404', '500', '503']],
      ['/api/cart/delete', 'post', ['200', '400', '404']],
      ['/api/cart/pull', 'get', ['200', '400', '404']],
      ['/api/cart/totals', 'get', ['200', '400', '404']],
      ['/api/cart/payment-methods', 'get', ['200', '404']],
      ['/api/cart/shipping-methods', 'post', ['200', '400', '404']],
      ['/api/cart/shipping-information', 'post', ['200', '400', '404']],
      ['/api/cart/collect-totals', 'post', ['200', '400', '404']],
      ['/api/cart/apply-coupon', 'post', ['200', '400', '404']],
      ['/api/cart/delete-coupon', 'post', ['200', '404']],
      ['/api/ext/amasty-coupons/coupons', 'get', ['200', '404']],
      ['/api/ext/amasty-coupons/coupons-apply', 'post', ['200', '400', '404']],
      ['/api/stock/check', 'get', ['200', '400', '404']],
      ['/api/stock/list', 'get', ['200', '400']],
    ]
    for (const [path, method, codes] of expected) {
      const responses = document.paths[path]?.[method]?.responses ?? {}
      expect(Object.keys(responses), `${method} ${path}`).toEqual(expect.arrayContaining(codes))
    }
  })
})

describe('GET /readyz', () => {
  it('shows the commerce engine up on PGlite', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' })
    expect(response.json()).toMatchObject({
      code: 200,
      result: {
        ready: true,
        adapters: expect.arrayContaining([
          { port: 'commerce', adapter: 'embedded-pglite', status: 'up' },
        ]),
      },
    })
  })
})
