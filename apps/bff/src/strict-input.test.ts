// Strict request schemas (ARCHITECTURE §3) as an API caller meets them: a key a route does not
// know is a 400 naming it in `errors`, never silently dropped; raw Elasticsearch DSL is pointed to
// the typed query; what a vue-storefront 1 client legitimately sends is still accepted.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCommerceTestApp, dutchAddress } from '../test/commerce-app.js'
import { UNKNOWN_KEY_MESSAGE } from './plugins/unknown-keys.js'

type TestApp = Awaited<ReturnType<typeof buildCommerceTestApp>>
let app: TestApp
let cartId: string

interface ErrorAnswer {
  code: number
  result: string
  errors?: Array<{ field: string; message: string }>
}

beforeAll(async () => {
  app = await buildCommerceTestApp()
  const created = await app.inject({ method: 'POST', url: '/api/cart/create' })
  cartId = (created.json() as { result: string }).result
})

afterAll(async () => {
  await app.close()
})

async function send(method: 'GET' | 'POST', url: string, payload?: object) {
  const response = await app.inject({ method, url, ...(payload ? { payload } : {}) })
  return { status: response.statusCode, body: response.json() as ErrorAnswer }
}

const order = {
  cart_id: '',
  products: [{ sku: 'CAP', qty: 1 }],
  addressInformation: {
    shippingAddress: dutchAddress,
    billingAddress: dutchAddress,
    shipping_method_code: 'flatrate',
    shipping_carrier_code: 'flatrate',
    payment_method_code: 'checkmo',
  },
}

describe('a request with a key the route does not know', () => {
  const cases: Array<[string, 'GET' | 'POST', () => string, object | undefined, string]> = [
    [
      'a catalogue query with a misplaced filters list',
      'POST',
      () => '/api/catalog',
      { type: 'product', filters: [{ field: 'sku', op: 'eq', value: 'CAP' }] },
      'body.filters',
    ],
    [
      'a catalogue filter with an extra key',
      'POST',
      () => '/api/catalog',
      { type: 'product', query: { filters: [{ field: 'sku', op: 'eq', value: 'CAP', boost: 2 }] } },
      'body.query.filters.0.boost',
    ],
    [
      'a catalogue sort field with an extra key',
      'POST',
      () => '/api/catalog',
      { type: 'category', sort: [{ field: 'position', order: 'asc', missing: '_last' }] },
      'body.sort.0.missing',
    ],
    [
      'a catalogue query string',
      'POST',
      () => '/api/catalog?size=5',
      { type: 'product' },
      'query.size',
    ],
    [
      'a URL lookup',
      'POST',
      () => '/api/url/resolve',
      { url: '/women', groupId: 1 },
      'body.groupId',
    ],
    ['a cart read', 'GET', () => `/api/cart/pull?cartId=${cartId}&page=2`, undefined, 'query.page'],
    [
      'a cart write',
      'POST',
      () => `/api/cart/update?cartId=${cartId}`,
      { cartItem: { sku: 'CAP', qty: 1 }, quantity: 2 },
      'body.quantity',
    ],
    [
      'the coupon extension',
      'POST',
      () => `/api/ext/amasty-coupons/coupons-apply?cartId=${cartId}`,
      { couponCodes: ['SAVE5'], replace: true },
      'body.replace',
    ],
    ['a stock list', 'GET', () => '/api/stock/list?skus=CAP&sku=TEE', undefined, 'query.sku'],
    [
      'an order',
      'POST',
      () => '/api/order',
      { ...order, paymentMethod: 'checkmo' },
      'body.paymentMethod',
    ],
    [
      'a login',
      'POST',
      () => '/api/user/login',
      { username: 'eva@example.com', password: 'x', remember: true },
      'body.remember',
    ],
    [
      'an order history page',
      'GET',
      () => '/api/user/order-history?limit=5',
      undefined,
      'query.limit',
    ],
  ]

  it.each(cases)(
    'is refused with the key named: %s',
    async (_name, method, url, payload, field) => {
      const { status, body } = await send(method, url(), payload)
      expect(status).toBe(400)
      expect(body.code).toBe(400)
      expect(body.errors).toContainEqual({ field, message: UNKNOWN_KEY_MESSAGE })
      expect(body.result).toContain(field)
    },
  )
})

describe('raw Elasticsearch DSL in a catalogue query', () => {
  it('is refused, pointing to the typed query in the OpenAPI document', async () => {
    const { status, body } = await send('POST', '/api/catalog', {
      type: 'product',
      query: { bool: { filter: { terms: { sku: ['CAP'] } } } },
    })
    expect(status).toBe(400)
    const error = body.errors?.find((entry) => entry.field === 'body.query.bool')
    expect(error?.message).toContain('Elasticsearch query DSL (`bool`) is not accepted')
    expect(error?.message).toContain('/api/docs')
  })

  it('names every DSL key sent at the top level', async () => {
    const { status, body } = await send('POST', '/api/catalog', {
      type: 'product',
      match: { name: 'cap' },
      function_score: {},
    })
    expect(status).toBe(400)
    expect(body.errors?.map((entry) => entry.field)).toEqual(['body.match', 'body.function_score'])
    expect(body.errors?.every((entry) => entry.message.includes('/api/docs'))).toBe(true)
  })
})

describe('what a vue-storefront 1 client legitimately sends', () => {
  it('keeps the token and store code query parameters on every call', async () => {
    const pulled = await send('GET', `/api/cart/pull?token=&cartId=${cartId}&storeCode=nl`)
    expect(pulled.status).toBe(200)
    const stock = await send('GET', '/api/stock/check?sku=CAP&storeCode=de')
    expect(stock.status).toBe(200)
    const catalogue = await send('POST', '/api/catalog?storeCode=nl&token=', { type: 'category' })
    expect(catalogue.status).toBe(200)
  })

  it('keeps whole cart items with their product fields in a cart update', async () => {
    const { status } = await send('POST', `/api/cart/update?token=&cartId=${cartId}`, {
      cartItem: {
        sku: 'CAP',
        qty: 1,
        quoteId: cartId,
        name: 'Cap',
        price: 12,
        product_type: 'simple',
      },
    })
    expect(status).toBe(200)
  })

  it('keeps the options object vue-storefront sends to the URL lookup', async () => {
    const { status, body } = await send('POST', '/api/url/resolve?storeCode=nl', {
      url: 'women',
      includeFields: null,
      excludeFields: [],
      options: { prefetchGroupProducts: true },
    })
    // Nothing is imported in this app: the lookup runs and finds nothing.
    expect(status).toBe(404)
    expect(body.errors).toBeUndefined()
  })

  it('keeps the offline queue stamps of an order', async () => {
    const { status } = await send('POST', '/api/order', {
      ...order,
      order_id: 'local-7',
      created_at: '2026-11-25T10:00:00Z',
      updated_at: '2026-11-25T10:00:00Z',
      transmited: false,
      transmited_at: null,
    })
    expect(status).toBe(200)
  })
})
