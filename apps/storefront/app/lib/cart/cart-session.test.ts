import { hashCartItems } from '@vitrine/cart/cart-hash'
import { describe, expect, it } from 'vitest'
import { cartConfig } from './cart-config'
import { CartSession } from './cart-session'
import { createTestShop } from './cart-session.test-helpers'
import { createMemoryCartStore } from './cart-store'
import type { CartStore, ProductToAdd, StoredCart } from './cart-types'

const config = { ...cartConfig, allowOutOfStockInCart: true, externalCheckout: false }
const cap: ProductToAdd = {
  sku: 'CAP-BLACK-OS',
  parentSku: 'CAP',
  type_id: 'configurable',
  name: 'Washed Dad Cap',
  image: '/c/cap.jpg',
  variant: 'Black',
  price_incl_tax: 2495,
  product_option: {
    extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: '5001' }] },
  },
}
const ring: ProductToAdd = { sku: 'RING', type_id: 'simple', name: 'Ring', price_incl_tax: 1000 }

/** One lock for the sessions of a test, as the browser's Web Locks are one per origin. */
function createSharedLock() {
  let tail: Promise<unknown> = Promise.resolve()
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task)
    tail = run.catch(() => undefined)
    return run
  }
}

function session(
  shop: ReturnType<typeof createTestShop>,
  store: CartStore = createMemoryCartStore(),
  overrides: Partial<typeof config> = {},
) {
  return new CartSession(shop.client, store, { ...config, ...overrides })
}

describe('adding to the cart', () => {
  it('creates a guest cart on the first add, stores the line and announces it', async () => {
    const shop = createTestShop()
    const store = createMemoryCartStore()
    const outcome = await session(shop, store).add([cap])
    expect(outcome.notices).toEqual([
      { type: 'success', key: 'cart.productAdded', proceedToCheckout: true },
    ])
    expect(outcome).toMatchObject({ failed: false, added: 1 })
    expect(outcome.lines?.[0]).toMatchObject({ qty: 1, item: { sku: 'CAP-BLACK-OS' } })
    const stored = await store.read()
    expect(stored.token).toBe('cart-1')
    expect(stored.items).toMatchObject([
      { sku: 'CAP-BLACK-OS', qty: 1, parentSku: 'CAP', image: '/c/cap.jpg', server_item_id: 1 },
    ])
    // The hash of the synchronised cart is recorded (current-cart-hash), with the totals.
    expect(stored.hash).toBe(hashCartItems(stored.items, 'cart-1'))
    expect(stored.totals?.grand_total).toBe(24.2)
    expect(shop.carts.get('cart-1')).toMatchObject([{ sku: 'CAP-BLACK-OS', qty: 1 }])
    expect(shop.carts.get('cart-1')?.[0]?.product_option).toEqual(cap.product_option)
  })

  it('grows the line when the same item is added again; the server takes the new quantity', async () => {
    const shop = createTestShop()
    const cart = session(shop)
    await cart.add([cap])
    const outcome = await cart.add([cap])
    expect(outcome.notices).toEqual([{ type: 'success', key: 'cart.quantityUpdated' }])
    expect(cart.snapshot().items.map((item) => item.qty)).toEqual([2])
    expect(shop.carts.get('cart-1')?.map((line) => line.qty)).toEqual([2])
    expect(shop.count('POST /api/cart/create')).toBe(1)
  })

  it('refuses an out-of-stock product with the notice and creates no cart', async () => {
    const shop = createTestShop({ stock: { 'CAP-BLACK-OS': { status: 'out_of_stock', qty: 0 } } })
    const outcome = await session(shop).add([cap])
    expect(outcome).toMatchObject({
      failed: false,
      added: 0,
      notices: [{ type: 'danger', key: 'cart.outOfStockNotAdded' }],
    })
    expect(shop.calls).toEqual(['GET /api/stock/check'])
  })

  it('warns about volatile stock when out-of-stock items are not allowed, and still adds', async () => {
    const shop = createTestShop({ stock: { 'CAP-BLACK-OS': { status: 'volatile', qty: 2 } } })
    const outcome = await session(shop, undefined, { allowOutOfStockInCart: false }).add([cap])
    expect(outcome.notices.map((notice) => notice.key)).toEqual([
      'cart.volatileStock',
      'cart.productAdded',
    ])
  })

  it('shows the added line before the server has it (local first), then the synchronised cart', async () => {
    const shop = createTestShop()
    const published: Array<{ skus: string[]; token: string | null; cartsOnServer: number }> = []
    const current = new CartSession(shop.client, createMemoryCartStore(), config, {
      onChange: (snapshot) =>
        published.push({
          skus: snapshot.items.map((item) => item.sku),
          token: snapshot.token,
          cartsOnServer: shop.carts.size,
        }),
    })
    await current.add([cap])
    // The first change shown carries the line while no server cart exists yet.
    expect(published[0]).toEqual({ skus: ['CAP-BLACK-OS'], token: null, cartsOnServer: 0 })
    expect(current.snapshot()).toMatchObject({ token: 'cart-1', items: [{ sku: 'CAP-BLACK-OS' }] })
  })

  it('rolls a refused add back (the new line goes) and reports it with the server text', async () => {
    const shop = createTestShop({ stock: { 'CAP-BLACK-OS': { status: 'ok', qty: 2 } } })
    const store = createMemoryCartStore()
    const outcome = await session(shop, store).add([{ ...cap, qty: 3 }])
    expect(outcome).toMatchObject({
      failed: true,
      added: 0,
      notices: [{ type: 'danger', text: 'Only 2 products of this type are available!' }],
    })
    expect((await store.read()).items).toEqual([])
  })

  it('refuses a product without a known price before asking for stock', async () => {
    const shop = createTestShop()
    const { price_incl_tax: _price, ...unpriced } = cap
    const outcome = await session(shop).add([unpriced])
    expect(outcome.notices).toEqual([{ type: 'danger', key: 'cart.priceUnknown' }])
    expect(shop.calls).toEqual([])
  })

  it('adds a grouped product as its associated products', async () => {
    const shop = createTestShop()
    const chain: ProductToAdd = { ...ring, sku: 'CHAIN' }
    await session(shop).add([
      {
        sku: 'SET',
        type_id: 'grouped',
        price_incl_tax: 0,
        product_links: [
          { link_type: 'associated', linked_product_sku: 'RING', product: ring },
          { link_type: 'associated', linked_product_sku: 'CHAIN', product: chain },
        ],
      },
    ])
    expect(shop.carts.get('cart-1')?.map((line) => line.sku)).toEqual(['RING', 'CHAIN'])
  })

  it('marks the added line in stock (spec 000 §4 per-item stock sync)', async () => {
    const shop = createTestShop()
    const cart = session(shop)
    await cart.add([ring])
    expect(cart.snapshot().items[0]).toMatchObject({
      is_in_stock: true,
      info: { stock: 'In stock!' },
    })
  })

  it('names a failed stock check and still adds the other products', async () => {
    const shop = createTestShop()
    shop.state.failing.add('/api/stock/check')
    const outcome = await session(shop).add([ring])
    expect(outcome).toMatchObject({
      failed: true,
      added: 0,
      notices: [{ type: 'danger', text: 'Something went wrong ...' }],
    })
    expect(shop.carts.size).toBe(0)
  })

  it('keeps an add locally when the server fails, and sends it with the next sync', async () => {
    const shop = createTestShop()
    const cart = session(shop)
    await cart.start()
    shop.state.failing.add('/api/cart/pull')
    const outcome = await cart.add([ring])
    expect(outcome).toMatchObject({ failed: false, added: 1 })
    expect(cart.snapshot().items).toMatchObject([{ sku: 'RING', qty: 1 }])
    expect(shop.carts.get('cart-1')).toEqual([])
    shop.state.failing.clear()
    await cart.goOnline()
    expect(shop.carts.get('cart-1')).toMatchObject([{ sku: 'RING', qty: 1 }])
  })

  it('keeps an add made offline locally and sends it when the browser is online again', async () => {
    const shop = createTestShop()
    const store = createMemoryCartStore()
    const cart = session(shop, store)
    shop.state.offline = true
    const outcome = await cart.add([ring])
    expect(outcome).toMatchObject({ added: 1, failed: false })
    expect((await store.read()).items).toMatchObject([{ sku: 'RING', qty: 1 }])
    expect(shop.carts.size).toBe(0)

    shop.state.offline = false
    await cart.goOnline()
    expect(shop.carts.get('cart-1')).toMatchObject([{ sku: 'RING', qty: 1 }])
    expect((await store.read()).items).toMatchObject([{ sku: 'RING', server_item_id: 1 }])
  })
})

describe('starting the cart (spec 000 §4 "On start")', () => {
  const storedWith = (changes: Partial<StoredCart>) => createMemoryCartStore(changes)

  it('creates a cart when there is no token, and syncs nothing else', async () => {
    const shop = createTestShop()
    const store = storedWith({})
    const started = await session(shop, store).start()
    expect(started).toMatchObject({ token: 'cart-1', items: [], isLoaded: true })
    expect((await store.read()).token).toBe('cart-1')
    // A new cart is empty: it is not pulled or totalled before the first change.
    expect(shop.calls).toEqual(['POST /api/cart/create'])
  })

  it('checks the stock of a first add while the start is still creating the cart', async () => {
    const shop = createTestShop()
    const cart = session(shop, storedWith({}))
    const started = cart.start()
    const added = cart.add([ring])
    await Promise.all([started, added])
    // Asked before the cart exists, not after the start is over.
    expect(shop.calls.slice(0, 2)).toEqual(['GET /api/stock/check', 'POST /api/cart/create'])
    expect(cart.snapshot().items).toMatchObject([{ sku: 'RING', qty: 1 }])
  })

  it('merges the cached cart with the server cart: local lines pushed, server lines taken in', async () => {
    const shop = createTestShop()
    shop.seedCart('cart-9', [{ sku: 'CHAIN', qty: 2 }])
    const store = storedWith({ token: 'cart-9', items: [{ sku: 'RING', qty: 1, name: 'Ring' }] })
    const started = await session(shop, store).start()
    expect(started.items.map((item) => [item.sku, item.qty])).toEqual([
      ['RING', 1],
      ['CHAIN', 2],
    ])
    expect(shop.carts.get('cart-9')?.map((line) => [line.sku, line.qty])).toEqual([
      ['CHAIN', 2],
      ['RING', 1],
    ])
    expect((await store.read()).hash).toBe(hashCartItems(started.items, 'cart-9'))
  })

  it('only reports the differences in a dry run (server merge not the default)', async () => {
    const shop = createTestShop()
    shop.seedCart('cart-9', [{ sku: 'CHAIN', qty: 2 }])
    const store = storedWith({ token: 'cart-9', items: [{ sku: 'RING', qty: 1 }] })
    const started = await session(shop, store, { serverMergeByDefault: false }).start()
    expect(started.items.map((item) => item.sku)).toEqual(['RING'])
    expect(shop.carts.get('cart-9')?.map((line) => line.sku)).toEqual(['CHAIN'])
    expect(shop.count('POST /api/cart/update')).toBe(0)
  })

  it('restores the cart named by ?restoreQuoteId when there is no token', async () => {
    const shop = createTestShop()
    shop.seedCart('quote-5', [{ sku: 'RING', qty: 3 }])
    const started = await session(shop).start({ restoreQuoteId: 'quote-5' })
    expect(started.token).toBe('quote-5')
    expect(started.items).toMatchObject([{ sku: 'RING', qty: 3, server_item_id: 1 }])
  })

  it('keeps its own token over ?restoreQuoteId', async () => {
    const shop = createTestShop()
    shop.seedCart('mine', [])
    shop.seedCart('quote-5', [{ sku: 'RING', qty: 3 }])
    const started = await session(shop, storedWith({ token: 'mine' })).start({
      restoreQuoteId: 'quote-5',
    })
    expect(started).toMatchObject({ token: 'mine', items: [] })
  })

  it('adopts the server cart the forms filled when it has none of its own (D235)', async () => {
    const shop = createTestShop()
    shop.seedCart('form-cart', [{ sku: 'RING', qty: 2 }])
    const started = await session(shop).start({
      serverCart: { token: 'form-cart', changed: false },
    })
    expect(started).toMatchObject({ token: 'form-cart', items: [{ sku: 'RING', qty: 2 }] })
  })

  it('takes the server cart as it is when a form changed it, over its own stale lines (D235)', async () => {
    const shop = createTestShop()
    // A form removed the ring and added a cap since this browser last synchronised.
    shop.seedCart('shared', [{ sku: 'CAP', qty: 1 }])
    const store = storedWith({
      token: 'shared',
      items: [{ sku: 'RING', qty: 2, server_item_id: 9, prev_qty: 2 }],
    })
    const started = await session(shop, store).start({
      serverCart: { token: 'shared', changed: true },
    })
    expect(started.items).toMatchObject([{ sku: 'CAP', qty: 1 }])
    expect(shop.carts.get('shared')).toMatchObject([{ sku: 'CAP', qty: 1 }])
  })

  it('keeps its own cart over an unchanged server cart of another id (D235)', async () => {
    const shop = createTestShop()
    shop.seedCart('mine', [{ sku: 'RING', qty: 1 }])
    shop.seedCart('other', [{ sku: 'CAP', qty: 1 }])
    const store = storedWith({ token: 'mine', items: [{ sku: 'RING', qty: 1 }] })
    const started = await session(shop, store).start({
      serverCart: { token: 'other', changed: false },
    })
    expect(started).toMatchObject({ token: 'mine', items: [{ sku: 'RING', qty: 1 }] })
  })

  it('falls back to a new guest cart for an unknown token and sends the local lines to it', async () => {
    const shop = createTestShop()
    const store = storedWith({
      token: 'expired',
      items: [{ sku: 'RING', qty: 2, server_item_id: 77, prev_qty: 2 }],
    })
    const started = await session(shop, store).start()
    expect(started.token).toBe('cart-1')
    expect(shop.carts.get('cart-1')).toMatchObject([{ sku: 'RING', qty: 2 }])
    expect(started.items).toMatchObject([{ sku: 'RING', qty: 2, server_item_id: 1 }])
    expect((await store.read()).bypassTs).not.toBeNull()
  })

  it('disables the sync when cart creation keeps failing, and keeps the local cart', async () => {
    const shop = createTestShop({ createAnswers: [500, 500] })
    const store = storedWith({ items: [{ sku: 'RING', qty: 1 }] })
    const cart = session(shop, store)
    const started = await cart.start()
    expect(started).toMatchObject({ token: null, syncDisabled: true })
    expect(started.items).toMatchObject([{ sku: 'RING', qty: 1 }])
    // maxBypassAttempts 1: the first try and one guest retry.
    expect(shop.count('POST /api/cart/create')).toBe(2)
    await cart.add([ring])
    expect(shop.count('POST /api/cart/create')).toBe(2)
    expect(cart.snapshot().items).toMatchObject([{ sku: 'RING', qty: 2 }])
  })

  it('marks lines in and out of stock from the stock list', async () => {
    const shop = createTestShop({ stock: { CHAIN: { status: 'out_of_stock', qty: 0 } } })
    shop.seedCart('cart-9', [
      { sku: 'RING', qty: 1 },
      { sku: 'CHAIN', qty: 1 },
    ])
    const started = await session(shop, storedWith({ token: 'cart-9' })).start()
    expect(started.items).toMatchObject([
      { sku: 'RING', is_in_stock: true, info: { stock: 'In stock!' } },
      { sku: 'CHAIN', is_in_stock: false, errors: { stock: 'Out of the stock!' } },
    ])
  })

  it('keeps the cached cart when the shop cannot be reached', async () => {
    const shop = createTestShop()
    shop.state.offline = true
    const started = await session(shop, storedWith({ items: [{ sku: 'RING', qty: 1 }] })).start()
    expect(started).toMatchObject({ isLoaded: true, items: [{ sku: 'RING', qty: 1 }] })
  })
})

describe('changing lines', () => {
  it('rolls a refused quantity back to the previous one and rejects with the server text', async () => {
    const shop = createTestShop({ stock: { RING: { status: 'ok', qty: 5 } } })
    const cart = session(shop)
    await cart.add([ring])
    const itemId = Number(cart.snapshot().items[0]?.server_item_id)
    await expect(cart.setQuantity(itemId, 9)).rejects.toThrow(
      'Only 5 products of this type are available!',
    )
    expect(cart.snapshot().items.map((item) => item.qty)).toEqual([1])
    await cart.setQuantity(itemId, 4)
    expect(shop.carts.get('cart-1')?.map((line) => line.qty)).toEqual([4])
  })

  it('removes a line on the server and locally, and reads the totals again', async () => {
    const shop = createTestShop()
    const cart = session(shop)
    await cart.add([ring])
    const itemId = Number(cart.snapshot().items[0]?.server_item_id)
    const totalsBefore = shop.count('GET /api/cart/totals')
    await cart.remove(itemId)
    expect(cart.snapshot().items).toEqual([])
    expect(shop.carts.get('cart-1')).toEqual([])
    expect(shop.count('GET /api/cart/totals')).toBe(totalsBefore + 1)
    expect(cart.snapshot().totals?.grand_total).toBe(0)
  })

  it('clears the cart with the server, or without it and disconnected after an order', async () => {
    const shop = createTestShop()
    const store = createMemoryCartStore()
    const cart = session(shop, store)
    await cart.add([ring])
    await cart.clear()
    expect(shop.carts.get('cart-1')).toEqual([])
    await cart.add([ring])
    const cleared = await cart.clear({ sync: false, disconnect: true })
    expect(cleared).toMatchObject({ token: null, items: [], totals: null })
    expect(shop.carts.get('cart-1')).toHaveLength(1)
    expect(await store.read()).toMatchObject({ token: null, items: [], hash: null })
  })
})

describe('synchronisation rules', () => {
  it('fetches shipping and payment methods only when the cart changed, with defaults', async () => {
    const shop = createTestShop({
      paymentMethods: [
        { code: 'cashondelivery', title: 'Cash on delivery', cost_incl_tax: 0 },
        { code: 'checkmo', title: 'Check', cost_incl_tax: 0 },
      ],
    })
    const cart = session(shop)
    await cart.add([ring])
    await cart.reloadFromStore() // waits for the queued methods refresh
    expect(shop.count('GET /api/cart/payment-methods')).toBe(1)
    expect(cart.snapshot().methods).toMatchObject({
      shipping: { carrier_code: 'flatrate', method_code: 'flatrate' },
      payment: { code: 'cashondelivery' },
    })
    await cart.setCoupons(['WELCOME10'])
    await cart.goOnline() // a forced sync of an unchanged cart
    expect(shop.count('GET /api/cart/payment-methods')).toBe(1)
    await cart.add([ring])
    await cart.reloadFromStore()
    expect(shop.count('GET /api/cart/payment-methods')).toBe(2)
  })

  it('drops cash on delivery for a virtual cart', async () => {
    const shop = createTestShop({
      paymentMethods: [
        { code: 'cashondelivery', title: 'Cash on delivery', cost_incl_tax: 0 },
        { code: 'checkmo', title: 'Check', cost_incl_tax: 0 },
      ],
    })
    const cart = session(shop)
    await cart.add([{ ...ring, sku: 'GIFTCARD', type_id: 'virtual' }])
    await cart.reloadFromStore()
    expect(cart.snapshot().methods.paymentMethods.map((method) => method.code)).toEqual(['checkmo'])
  })

  it('does not pull an unchanged cart again', async () => {
    const shop = createTestShop()
    const store = createMemoryCartStore()
    await session(shop, store).add([ring])
    const pulls = shop.count('GET /api/cart/pull')
    const other = session(shop, store)
    await other.reloadFromStore()
    await other.setQuantity(Number(other.snapshot().items[0]?.server_item_id), 1)
    expect(shop.count('GET /api/cart/pull')).toBe(pulls)
  })

  it('lets a tab that starts while another adds take the line over instead of sending it twice', async () => {
    const shop = createTestShop({ latencyMs: 5 })
    const store = createMemoryCartStore()
    const exclusive = createSharedLock()
    const second = new CartSession(shop.client, store, config, { exclusive })
    // The second tab starts when the first one announces its stored cart (cart-tabs.ts), which
    // the first add does before its line has reached the server.
    let secondStarted: Promise<unknown> | undefined
    const first = new CartSession(shop.client, store, config, {
      exclusive,
      onStored: () => void (secondStarted ??= second.start()),
    })
    await first.add([ring])
    await secondStarted
    // One server cart with the line once, and both tabs showing it.
    expect([...shop.carts.values()].map((lines) => lines.map((l) => [l.sku, l.qty]))).toEqual([
      [['RING', 1]],
    ])
    expect(second.snapshot().items.map((item) => [item.sku, item.qty])).toEqual([['RING', 1]])
    expect(second.snapshot().token).toBe(first.snapshot().token)
  })

  it('gives two tabs sharing the store the same cart', async () => {
    const shop = createTestShop()
    const store = createMemoryCartStore()
    const first = session(shop, store)
    const second = session(shop, store)
    await first.start()
    await second.start()
    await first.add([ring])
    // The second tab's next change starts from the stored cart: nothing is lost or doubled.
    await second.add([cap])
    await first.reloadFromStore()
    const skus = (cart: CartSession) => cart.snapshot().items.map((item) => [item.sku, item.qty])
    expect(skus(first)).toEqual([
      ['RING', 1],
      ['CAP-BLACK-OS', 1],
    ])
    expect(skus(second)).toEqual(skus(first))
    expect(shop.carts.get('cart-1')?.map((line) => [line.sku, line.qty])).toEqual(skus(first))
  })
})
