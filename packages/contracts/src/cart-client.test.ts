import { describe, expect, it } from 'vitest'
import { bffAnswerSchemas } from './bff-answer-schemas.js'
import { BffError, createBffClient } from './bff-client.js'
import {
  applyCoupon,
  applyCoupons,
  checkStock,
  collectTotals,
  createCart,
  deleteCartItem,
  deleteCoupon,
  estimateShippingMethods,
  listCoupons,
  listPaymentMethods,
  listStock,
  pullCart,
  readCartTotals,
  saveShippingInformation,
  updateCartItem,
} from './cart-client.js'

type Seen = { url: string; method: string; body: unknown; headers: Record<string, string> }

/** A fake network edge: answers each request with the next canned answer and records it. */
function fakeBff(answers: Array<{ status: number; body: unknown }>, seen: Seen[]) {
  return createBffClient({
    baseUrl: 'http://bff',
    storeCode: 'nl',
    answers: bffAnswerSchemas,
    fetch: async (input, init) => {
      seen.push({
        url: String(input),
        method: init?.method ?? 'GET',
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        headers: init?.headers ?? {},
      })
      const answer = answers.shift() ?? { status: 500, body: {} }
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      })
    },
  })
}

const line = {
  item_id: 7,
  sku: 'CAP-0005-BLACK-OS',
  qty: 2,
  name: 'Washed Dad Cap',
  price: 20.62,
  price_incl_tax: 24.95,
  product_type: 'configurable',
  quote_id: 'abc',
}

describe('cart client', () => {
  it('creates a guest cart and returns its id', async () => {
    const seen: Seen[] = []
    const client = fakeBff([{ status: 200, body: { code: 200, result: 'guest-cart-1' } }], seen)
    await expect(createCart(client)).resolves.toBe('guest-cart-1')
    expect(seen[0]).toMatchObject({ url: 'http://bff/api/cart/create', method: 'POST' })
    expect(seen[0]?.headers['x-vs-store-code']).toBe('nl')
  })

  it('adds an item to the named cart with the cart id as quoteId', async () => {
    const seen: Seen[] = []
    const client = fakeBff([{ status: 200, body: { code: 200, result: line } }], seen)
    const item = await updateCartItem(client, 'abc', { sku: 'CAP-0005-BLACK-OS', qty: 2 })
    expect(item.item_id).toBe(7)
    expect(seen[0]?.url).toBe('http://bff/api/cart/update?cartId=abc')
    expect(seen[0]?.body).toEqual({
      cartItem: { sku: 'CAP-0005-BLACK-OS', qty: 2, quoteId: 'abc' },
    })
  })

  it('rejects with the server message when the stock is short', async () => {
    const message = 'Only 3 products of this type are available!'
    const client = fakeBff([{ status: 400, body: { code: 400, result: message } }], [])
    const failure = await updateCartItem(client, 'abc', { sku: 'X', qty: 9, item_id: 7 }).catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(BffError)
    expect((failure as BffError).message).toBe(message)
  })

  it('reports an unknown cart as a 404 so the caller can create a new one', async () => {
    const client = fakeBff(
      [{ status: 404, body: { code: 404, result: 'No such entity with cartId = gone' } }],
      [],
    )
    const failure = await pullCart(client, 'gone').catch((error: unknown) => error)
    expect((failure as BffError).status).toBe(404)
  })

  it('deletes a line by item id', async () => {
    const seen: Seen[] = []
    const client = fakeBff([{ status: 200, body: { code: 200, result: true } }], seen)
    await deleteCartItem(client, 'abc', { item_id: 7 })
    expect(seen[0]?.url).toBe('http://bff/api/cart/delete?cartId=abc')
    expect(seen[0]?.body).toEqual({ cartItem: { item_id: 7, quoteId: 'abc' } })
  })

  it('refuses a totals answer that does not match the contract', async () => {
    const client = fakeBff([{ status: 200, body: { code: 200, result: { grand_total: 'x' } } }], [])
    await expect(readCartTotals(client, 'abc')).rejects.toMatchObject({ status: 502 })
  })

  it('applies several coupon codes and returns a result per code', async () => {
    const seen: Seen[] = []
    const results = [
      { code: 'WELCOME10', applied: true },
      { code: 'NOPE', applied: false },
    ]
    const client = fakeBff([{ status: 200, body: { code: 200, result: results } }], seen)
    await expect(applyCoupons(client, 'abc', ['WELCOME10', 'NOPE'])).resolves.toEqual(results)
    expect(seen[0]?.url).toBe('http://bff/api/ext/amasty-coupons/coupons-apply?cartId=abc')
    expect(seen[0]?.body).toEqual({ couponCodes: ['WELCOME10', 'NOPE'] })
  })
})

const totals = {
  grand_total: 24.95,
  base_grand_total: 24.95,
  subtotal: 20.62,
  base_subtotal: 20.62,
  subtotal_incl_tax: 24.95,
  discount_amount: 0,
  shipping_amount: 0,
  shipping_incl_tax: 0,
  shipping_tax_amount: 0,
  payment_cost_incl_tax: 0,
  tax_amount: 4.33,
  coupon_code: null,
  base_currency_code: 'EUR',
  quote_currency_code: 'EUR',
  items_qty: 1,
  items: [],
  total_segments: [],
}
const payment = { code: 'checkmo', title: 'Check / Money order', cost_incl_tax: 0 }
const shipping = {
  carrier_code: 'flatrate',
  method_code: 'flatrate',
  carrier_title: 'Flat Rate',
  method_title: 'Fixed',
  amount: 4.5,
  base_amount: 4.5,
  available: true,
  error_message: '',
  price_excl_tax: 3.72,
  price_incl_tax: 4.5,
}
const address = { country_id: 'NL', postcode: '1011 AB', city: 'Amsterdam', street: ['Dam 1'] }

describe('checkout calls on a cart', () => {
  it.each([
    {
      name: 'payment methods',
      run: (client: ReturnType<typeof fakeBff>) => listPaymentMethods(client, 'abc'),
      result: [payment],
      request: { method: 'GET', path: '/api/cart/payment-methods', body: undefined },
    },
    {
      name: 'shipping methods for an address',
      run: (client: ReturnType<typeof fakeBff>) => estimateShippingMethods(client, 'abc', address),
      result: [shipping],
      request: { method: 'POST', path: '/api/cart/shipping-methods', body: { address } },
    },
    {
      name: 'shipping information',
      run: (client: ReturnType<typeof fakeBff>) =>
        saveShippingInformation(client, 'abc', {
          shippingAddress: { countryId: 'NL' },
          shippingCarrierCode: 'flatrate',
          shippingMethodCode: 'flatrate',
        }),
      result: { payment_methods: [payment], totals },
      request: {
        method: 'POST',
        path: '/api/cart/shipping-information',
        body: {
          addressInformation: {
            shippingAddress: { countryId: 'NL' },
            shippingCarrierCode: 'flatrate',
            shippingMethodCode: 'flatrate',
          },
        },
      },
    },
    {
      name: 'collect totals',
      run: (client: ReturnType<typeof fakeBff>) =>
        collectTotals(client, 'abc', { paymentMethod: { method: 'checkmo' } }),
      result: totals,
      request: {
        method: 'POST',
        path: '/api/cart/collect-totals',
        body: { methods: { paymentMethod: { method: 'checkmo' } } },
      },
    },
    {
      name: 'the coupons on the cart',
      run: (client: ReturnType<typeof fakeBff>) => listCoupons(client, 'abc'),
      result: [{ code: 'WELCOME10', applied: true }],
      request: { method: 'GET', path: '/api/ext/amasty-coupons/coupons', body: undefined },
    },
  ])('reads $name from the server', async ({ run, result, request }) => {
    const seen: Seen[] = []
    const client = fakeBff([{ status: 200, body: { code: 200, result } }], seen)
    await expect(run(client)).resolves.toEqual(result)
    const url = new URL(seen[0]?.url ?? '')
    expect({ method: seen[0]?.method, path: url.pathname, body: seen[0]?.body }).toEqual(request)
    expect(url.searchParams.get('cartId')).toBe('abc')
  })

  it('applies one coupon through the query and removes the coupons', async () => {
    const seen: Seen[] = []
    const client = fakeBff(
      [
        { status: 200, body: { code: 200, result: true } },
        { status: 200, body: { code: 200, result: true } },
      ],
      seen,
    )
    await applyCoupon(client, 'abc', 'WELCOME10')
    await deleteCoupon(client, 'abc')
    expect(seen.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST http://bff/api/cart/apply-coupon?cartId=abc&coupon=WELCOME10',
      'POST http://bff/api/cart/delete-coupon?cartId=abc',
    ])
  })
})

describe('stock client', () => {
  const record = (sku: string) => ({
    sku,
    product_id: 1,
    qty: 5,
    is_in_stock: true,
    manage_stock: true,
    status: 'ok',
  })

  it('checks the stock of one sku', async () => {
    const seen: Seen[] = []
    const client = fakeBff([{ status: 200, body: { code: 200, result: record('A') } }], seen)
    await expect(checkStock(client, 'A B')).resolves.toMatchObject({ status: 'ok' })
    expect(seen[0]?.url).toBe('http://bff/api/stock/check?sku=A+B')
  })

  it('asks for the stock of many skus in batches of 15', async () => {
    const seen: Seen[] = []
    const skus = Array.from({ length: 17 }, (_, index) => `S${index}`)
    const client = fakeBff(
      [
        { status: 200, body: { code: 200, result: skus.slice(0, 15).map(record) } },
        { status: 200, body: { code: 200, result: skus.slice(15).map(record) } },
      ],
      seen,
    )
    const records = await listStock(client, skus)
    expect(records.map((entry) => entry.sku)).toEqual(skus)
    expect(seen).toHaveLength(2)
    expect(new URL(seen[1]?.url ?? '').searchParams.get('skus')).toBe('S15,S16')
  })
})
