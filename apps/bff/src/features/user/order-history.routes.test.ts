// GET /api/user/order-history: a customer reads their own orders, newest first and paged, in
// Magento's search-result shape; another customer sees none of them; no token is a 401.
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
let buyer: { id: number; token: string }
let other: { id: number; token: string }
const placed: string[] = []

async function placeOrder(qty: number): Promise<string> {
  const cartId = (
    (await post('/api/cart/create', undefined, buyer.token)).json() as {
      result: string
    }
  ).result
  await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'CAP', qty } }, buyer.token)
  const response = await post(
    '/api/order',
    {
      user_id: String(buyer.id),
      cart_id: cartId,
      products: [{ sku: 'CAP', qty }],
      addressInformation: {
        shippingAddress: dutchAddress,
        billingAddress: dutchAddress,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        payment_method_code: 'checkmo',
      },
    },
    buyer.token,
  )
  expect(response.statusCode).toBe(200)
  return (response.json() as { result: { orderNumber: string } }).result.orderNumber
}

function history(query: string, token?: string) {
  return app.inject({
    method: 'GET',
    url: `/api/user/order-history${query}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
}

beforeAll(async () => {
  app = await buildCommerceTestApp()
  buyer = await customer('buyer@example.nl')
  other = await customer('other@example.nl')
  for (const qty of [1, 2, 3]) placed.push(await placeOrder(qty))
}, 60_000)

afterAll(async () => {
  await app.close()
})

describe('GET /api/user/order-history', () => {
  it('lists the customer’s orders newest first with lines and totals', async () => {
    const response = await history('', buyer.token)
    expect(response.statusCode).toBe(200)
    const { result } = response.json() as {
      result: {
        items: Array<Record<string, unknown> & { items: Array<Record<string, unknown>> }>
        total_count: number
        search_criteria: unknown
      }
    }
    expect(result.total_count).toBe(3)
    expect(result.search_criteria).toEqual({ page_size: 20, current_page: 1 })
    expect(result.items.map((order) => order.increment_id)).toEqual([...placed].reverse())
    const newest = result.items[0]!
    expect(newest).toMatchObject({
      customer_email: 'jan@example.nl',
      order_currency_code: 'EUR',
      payment: { method: 'checkmo' },
      coupon_code: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    })
    expect(newest.items).toEqual([expect.objectContaining({ sku: 'CAP', qty_ordered: 3 })])
    const line = newest.items[0]!
    expect(line.row_total_incl_tax).toBe(Number(line.price_incl_tax) * 3)
    expect(Number(newest.grand_total)).toBeGreaterThan(Number(line.row_total_incl_tax))
  })

  it('pages with pageSize and currentPage while total_count counts all orders', async () => {
    const second = await history('?pageSize=2&currentPage=2', buyer.token)
    const body = second.json() as {
      result: { items: Array<{ increment_id: string }>; total_count: number }
    }
    expect(body.result.items.map((order) => order.increment_id)).toEqual([placed[0]])
    expect(body.result.total_count).toBe(3)
  })

  it('accepts the token as ?token= as vue-storefront sends it', async () => {
    const response = await history(`?token=${buyer.token}`)
    expect((response.json() as { result: { total_count: number } }).result.total_count).toBe(3)
  })

  it('shows another customer none of them', async () => {
    const response = await history('', other.token)
    expect(response.json()).toMatchObject({ code: 200, result: { items: [], total_count: 0 } })
  })

  it('answers 401 without a token or with an unknown one', async () => {
    expect((await history('')).statusCode).toBe(401)
    expect((await history('', 'not-a-token')).statusCode).toBe(401)
  })

  it('names the wrong field of a bad page request', async () => {
    const response = await history('?pageSize=0', buyer.token)
    expect(response.statusCode).toBe(400)
    expect(JSON.stringify(response.json())).toContain('pageSize')
  })
})
