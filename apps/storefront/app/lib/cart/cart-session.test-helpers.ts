// A small stand-in for the BFF's cart and stock API at the network edge, for the cart session's
// unit tests: carts by id, lines that grow when a product is added again and take a quantity
// when named by item id (as Magento does), stock limits with the server's refusal text, and a
// switch that takes the network away.
import { createBffClient } from '@vitrine/contracts/bff-client'

export interface ShopLine {
  item_id: number
  sku: string
  qty: number
  product_option?: unknown
}

export interface TestShopOptions {
  stock?: Record<string, { status: string; qty: number }>
  /** Answers of POST /api/cart/create, in order (then 200 with a new id). */
  createAnswers?: number[]
  paymentMethods?: Array<{ code: string; title: string; cost_incl_tax: number }>
  /** Each answer comes this many milliseconds late (a network to be raced against). */
  latencyMs?: number
}

export function createTestShop(options: TestShopOptions = {}) {
  const stock = options.stock ?? {}
  const createAnswers = [...(options.createAnswers ?? [])]
  const carts = new Map<string, ShopLine[]>()
  const calls: string[] = []
  let nextCart = 1
  let nextItem = 1
  /** `offline`: no answer at all; `failing`: paths that answer 500. */
  const state = { offline: false, failing: new Set<string>() }

  const answer = (status: number, result: unknown) =>
    new Response(JSON.stringify({ code: status, result }), { status })

  const toServer = (cartId: string, line: ShopLine) => ({
    item_id: line.item_id,
    sku: line.sku,
    qty: line.qty,
    name: `Name of ${line.sku}`,
    price: 20,
    price_incl_tax: 24.2,
    product_type: line.product_option ? 'configurable' : 'simple',
    quote_id: cartId,
    ...(line.product_option ? { product_option: line.product_option } : {}),
  })

  const totalsOf = (lines: readonly ShopLine[]) => {
    const subtotal = lines.reduce((sum, line) => sum + line.qty * 2420, 0) / 100
    return {
      grand_total: subtotal,
      base_grand_total: subtotal,
      subtotal,
      base_subtotal: subtotal,
      subtotal_incl_tax: subtotal,
      discount_amount: 0,
      shipping_amount: 0,
      shipping_incl_tax: 0,
      shipping_tax_amount: 0,
      payment_cost_incl_tax: 0,
      tax_amount: 0,
      coupon_code: null,
      base_currency_code: 'EUR',
      quote_currency_code: 'EUR',
      items_qty: lines.length,
      items: [],
      total_segments: [],
    }
  }

  const stockRecord = (sku: string) => {
    const level = stock[sku] ?? { status: 'ok', qty: 100 }
    return {
      sku,
      product_id: 1,
      qty: level.qty,
      is_in_stock: level.status !== 'out_of_stock',
      manage_stock: true,
      status: level.status,
    }
  }

  const fetch: typeof globalThis.fetch = async (input, init) => {
    if (options.latencyMs) await new Promise((resolve) => setTimeout(resolve, options.latencyMs))
    if (state.offline) throw new TypeError('Failed to fetch')
    const url = new URL(String(input))
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`)
    if (state.failing.has(url.pathname)) return answer(500, 'Something went wrong ...')
    const body = init?.body ? JSON.parse(String(init.body)) : undefined
    const cartId = url.searchParams.get('cartId') ?? ''
    const lines = carts.get(cartId)
    if (url.pathname.startsWith('/api/cart/') && url.pathname !== '/api/cart/create' && !lines) {
      return answer(404, `No such entity with cartId = ${cartId}`)
    }
    switch (url.pathname) {
      case '/api/stock/check':
        return answer(200, stockRecord(url.searchParams.get('sku') ?? ''))
      case '/api/stock/list':
        return answer(200, (url.searchParams.get('skus') ?? '').split(',').map(stockRecord))
      case '/api/cart/create': {
        const status = createAnswers.shift() ?? 200
        if (status !== 200) return answer(status, 'The cart could not be created')
        const id = `cart-${nextCart++}`
        carts.set(id, [])
        return answer(200, id)
      }
      case '/api/cart/update': {
        const { sku, qty, product_option, item_id } = body.cartItem
        const cart = lines as ShopLine[]
        const line =
          item_id === undefined
            ? cart.find((entry) => entry.sku === sku)
            : cart.find((entry) => entry.item_id === Number(item_id))
        const next = item_id === undefined ? (line?.qty ?? 0) + qty : qty
        const level = stock[sku]
        if (level && next > level.qty) {
          return answer(400, `Only ${level.qty} products of this type are available!`)
        }
        if (line) {
          line.qty = next
          return answer(200, toServer(cartId, line))
        }
        const created: ShopLine = { item_id: nextItem++, sku, qty: next, product_option }
        cart.push(created)
        return answer(200, toServer(cartId, created))
      }
      case '/api/cart/delete': {
        const cart = lines as ShopLine[]
        const index = cart.findIndex((entry) => entry.item_id === Number(body.cartItem.item_id))
        if (index < 0) return answer(404, 'No such item')
        cart.splice(index, 1)
        return answer(200, true)
      }
      case '/api/cart/pull':
        return answer(
          200,
          (lines as ShopLine[]).map((line) => toServer(cartId, line)),
        )
      case '/api/cart/totals':
        return answer(200, totalsOf(lines as ShopLine[]))
      case '/api/cart/payment-methods':
        return answer(
          200,
          options.paymentMethods ?? [{ code: 'checkmo', title: 'Check', cost_incl_tax: 0 }],
        )
      case '/api/cart/shipping-methods':
        return answer(200, [
          {
            carrier_code: 'flatrate',
            method_code: 'flatrate',
            carrier_title: 'Flat rate',
            method_title: 'Fixed',
            amount: 5,
            base_amount: 5,
            available: true,
            error_message: '',
            price_excl_tax: 5,
            price_incl_tax: 5,
          },
        ])
      case '/api/ext/amasty-coupons/coupons-apply':
        return answer(
          200,
          body.couponCodes.map((code: string) => ({ code, applied: code === 'WELCOME10' })),
        )
      default:
        return answer(404, 'not here')
    }
  }

  /** Puts a cart on the server (another device's, or one to restore). */
  const seedCart = (id: string, seeded: Array<Omit<ShopLine, 'item_id'>>) => {
    carts.set(
      id,
      seeded.map((line) => ({ ...line, item_id: nextItem++ })),
    )
  }

  return {
    client: createBffClient({ baseUrl: 'http://shop', fetch }),
    calls,
    carts,
    state,
    seedCart,
    count: (call: string) => calls.filter((entry) => entry === call).length,
  }
}
