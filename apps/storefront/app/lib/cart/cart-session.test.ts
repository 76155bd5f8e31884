import { createBffClient } from '@vitrine/contracts/bff-client'
import { describe, expect, it } from 'vitest'
import { CartSession, type ProductToAdd } from './cart-session'
import { CART_ITEMS_KEY, CART_TOKEN_KEY, type KeyValueStorage } from './cart-storage'

/** A small stand-in for the BFF's cart and stock API at the network edge. */
function fakeShop(stock: Record<string, { status: string; qty: number }>) {
  const lines: Array<{ item_id: number; sku: string; qty: number; product_option?: unknown }> = []
  const calls: string[] = []
  let carts = 0
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input))
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`)
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    const answer = (status: number, result: unknown) =>
      new Response(JSON.stringify({ code: status, result }), { status })
    const cartId = url.searchParams.get('cartId')
    if (cartId && cartId !== `cart-${carts}`)
      return answer(404, `No such entity with cartId = ${cartId}`)
    switch (url.pathname) {
      case '/api/stock/check': {
        const sku = url.searchParams.get('sku') ?? ''
        const level = stock[sku]
        if (!level) return answer(404, 'unknown sku')
        return answer(200, {
          sku,
          product_id: 1,
          qty: level.qty,
          is_in_stock: level.status !== 'out_of_stock',
          manage_stock: true,
          status: level.status,
        })
      }
      case '/api/cart/create':
        carts++
        return answer(200, `cart-${carts}`)
      case '/api/cart/update': {
        const { sku, qty, product_option } = body.cartItem
        const level = stock[sku]
        const line = lines.find((entry) => entry.sku === sku)
        const next = (line?.qty ?? 0) + qty
        if (level && next > level.qty) {
          return answer(400, `Only ${level.qty} products of this type are available!`)
        }
        if (line) line.qty = next
        else lines.push({ item_id: lines.length + 1, sku, qty, product_option })
        return answer(200, toServer(lines.at(-1)!))
      }
      case '/api/cart/pull':
        return answer(200, lines.map(toServer))
      case '/api/cart/totals':
        return answer(200, totalsOf(lines))
      default:
        return answer(404, 'not here')
    }
  }
  const toServer = (line: (typeof lines)[number]) => ({
    item_id: line.item_id,
    sku: line.sku,
    qty: line.qty,
    name: `Name of ${line.sku}`,
    price: 20,
    price_incl_tax: 24.2,
    product_type: line.product_option ? 'configurable' : 'simple',
    quote_id: `cart-${carts}`,
    ...(line.product_option ? { product_option: line.product_option } : {}),
  })
  const totalsOf = (entries: typeof lines) => ({
    grand_total: 0,
    base_grand_total: 0,
    subtotal: 0,
    base_subtotal: 0,
    subtotal_incl_tax: 0,
    discount_amount: 0,
    shipping_amount: 0,
    shipping_incl_tax: 0,
    shipping_tax_amount: 0,
    payment_cost_incl_tax: 0,
    tax_amount: 0,
    coupon_code: null,
    base_currency_code: 'EUR',
    quote_currency_code: 'EUR',
    items_qty: entries.length,
    items: [],
    total_segments: [],
  })
  return { client: createBffClient({ baseUrl: 'http://shop', fetch }), calls, lines }
}

function memoryStorage(
  initial: Record<string, string> = {},
): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial }
  return {
    data,
    getItem: (key) => data[key] ?? null,
    setItem: (key, value) => void (data[key] = value),
    removeItem: (key) => void delete data[key],
  }
}

const config = { allowOutOfStockInCart: true, externalCheckout: false }
const cap: ProductToAdd = {
  sku: 'CAP-BLACK-OS',
  parentSku: 'CAP',
  type_id: 'configurable',
  name: 'Washed Dad Cap',
  image: '/c/cap.jpg',
  price_incl_tax: 2495,
  product_option: {
    extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: '5001' }] },
  },
}

describe('adding to the cart', () => {
  it('creates a guest cart on the first add, keeps its token and announces the new line', async () => {
    const shop = fakeShop({ 'CAP-BLACK-OS': { status: 'ok', qty: 50 } })
    const storage = memoryStorage()
    const session = new CartSession(shop.client, storage, config)
    const outcome = await session.add([cap])
    expect(outcome).toEqual({
      failed: false,
      added: 1,
      notices: [{ type: 'success', key: 'cart.productAdded', proceedToCheckout: true }],
    })
    expect(JSON.parse(storage.data[CART_TOKEN_KEY] ?? '')).toBe('cart-1')
    expect(shop.lines[0]?.product_option).toEqual(cap.product_option)
    const [line] = session.snapshot().items
    expect(line).toMatchObject({
      sku: 'CAP-BLACK-OS',
      qty: 1,
      parentSku: 'CAP',
      image: '/c/cap.jpg',
    })
    expect(JSON.parse(storage.data[CART_ITEMS_KEY] ?? '[]')).toHaveLength(1)
  })

  it('announces a quantity update when the same item is added again', async () => {
    const shop = fakeShop({ 'CAP-BLACK-OS': { status: 'ok', qty: 50 } })
    const session = new CartSession(shop.client, memoryStorage(), config)
    await session.add([cap])
    const outcome = await session.add([cap])
    expect(outcome.notices).toEqual([{ type: 'success', key: 'cart.quantityUpdated' }])
    expect(session.snapshot().items.map((item) => item.qty)).toEqual([2])
    expect(shop.calls.filter((call) => call === 'POST /api/cart/create')).toHaveLength(1)
  })

  it('refuses an out-of-stock product with the notice and creates no cart', async () => {
    const shop = fakeShop({ 'CAP-BLACK-OS': { status: 'out_of_stock', qty: 0 } })
    const session = new CartSession(shop.client, memoryStorage(), config)
    const outcome = await session.add([cap])
    expect(outcome).toEqual({
      failed: false,
      added: 0,
      notices: [{ type: 'danger', key: 'cart.outOfStockNotAdded' }],
    })
    expect(shop.calls).toEqual(['GET /api/stock/check'])
  })

  it('warns about volatile stock when out-of-stock items are not allowed, and still adds', async () => {
    const shop = fakeShop({ 'CAP-BLACK-OS': { status: 'volatile', qty: 2 } })
    const session = new CartSession(shop.client, memoryStorage(), {
      ...config,
      allowOutOfStockInCart: false,
    })
    const outcome = await session.add([cap])
    expect(outcome.notices.map((notice) => notice.key)).toEqual([
      'cart.volatileStock',
      'cart.productAdded',
    ])
  })

  it('reports a refused add as failed with the server text', async () => {
    const shop = fakeShop({ 'CAP-BLACK-OS': { status: 'ok', qty: 2 } })
    const session = new CartSession(shop.client, memoryStorage(), config)
    const outcome = await session.add([{ ...cap, qty: 3 }])
    expect(outcome).toEqual({
      failed: true,
      added: 0,
      notices: [{ type: 'danger', text: 'Only 2 products of this type are available!' }],
    })
  })

  it('refuses a product without a known price before asking for stock', async () => {
    const shop = fakeShop({})
    const session = new CartSession(shop.client, memoryStorage(), config)
    const { price_incl_tax: _price, ...unpriced } = cap
    const outcome = await session.add([unpriced])
    expect(outcome.notices).toEqual([{ type: 'danger', key: 'cart.priceUnknown' }])
    expect(shop.calls).toEqual([])
  })

  it('adds a grouped product as its associated products', async () => {
    const shop = fakeShop({ RING: { status: 'ok', qty: 9 }, CHAIN: { status: 'ok', qty: 9 } })
    const session = new CartSession(shop.client, memoryStorage(), config)
    const member = (sku: string): ProductToAdd => ({ sku, type_id: 'simple', price_incl_tax: 1000 })
    await session.add([
      {
        sku: 'SET',
        type_id: 'grouped',
        price_incl_tax: 0,
        product_links: [
          { link_type: 'associated', linked_product_sku: 'RING', product: member('RING') },
          { link_type: 'associated', linked_product_sku: 'CHAIN', product: member('CHAIN') },
        ],
      },
    ])
    expect(shop.lines.map((line) => line.sku)).toEqual(['RING', 'CHAIN'])
  })
})

describe('loading the cart', () => {
  it('forgets a stored cart the server no longer knows', async () => {
    const shop = fakeShop({})
    const storage = memoryStorage({
      [CART_TOKEN_KEY]: '"expired"',
      [CART_ITEMS_KEY]: '[{"sku":"A","qty":1}]',
    })
    const session = new CartSession(shop.client, storage, config)
    expect(session.snapshot().items).toHaveLength(1)
    await expect(session.load()).resolves.toEqual({ token: null, items: [], totals: null })
    expect(storage.data[CART_TOKEN_KEY]).toBeUndefined()
  })
})
