import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addCartItem,
  addProductsToCart,
  chooseAddNotification,
  decideStockOutcome,
  parseQuantity,
  readQuantityToCheck,
  splitGroupedProduct,
  type AddableProduct,
} from './add-to-cart.js'
import { computeCartItemChecksum } from './cart-item-checksum.js'
import type { CartItem } from './cart-item.types.js'
import {
  OUT_OF_STOCK_ADD_MESSAGE,
  PRODUCT_ADDED_MESSAGE,
  PRODUCT_QUANTITY_UPDATED_MESSAGE,
  UNSAFE_QUANTITY_MESSAGE,
} from './cart-messages.js'

describe('parseQuantity', () => {
  it.each([
    { input: '3', qty: 3 },
    { input: ' 12 ', qty: 12 },
    { input: '2 pieces', qty: 2 },
    { input: '2.7', qty: 2 },
    { input: 4, qty: 4 },
    { input: 4.9, qty: 4 },
    { input: 'two', qty: 1 },
    { input: '', qty: 1 },
    { input: '0', qty: 1 },
    { input: -3, qty: 1 },
    { input: null, qty: 1 },
    { input: undefined, qty: 1 },
  ])('parses $input as $qty', ({ input, qty }) => {
    expect(parseQuantity(input)).toBe(qty)
  })

  it('always gives a whole number of at least 1 (property)', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (input) => {
        const qty = parseQuantity(input)
        expect(Number.isSafeInteger(qty) && qty >= 1).toBe(true)
      }),
    )
  })
})

describe('splitGroupedProduct', () => {
  it('adds a grouped product as its associated products and reports unloaded links', () => {
    const cap = { sku: 'CAP', qty: 1 }
    const scarf = { sku: 'SCARF', qty: 2 }
    const split = splitGroupedProduct<AddableProduct>({
      sku: 'SET',
      type_id: 'grouped',
      product_links: [
        { link_type: 'associated', linked_product_sku: 'CAP', product: cap },
        { link_type: 'related', linked_product_sku: 'BAG', product: { sku: 'BAG' } },
        { link_type: 'associated', linked_product_sku: 'SCARF', product: scarf },
        { link_type: 'associated', linked_product_sku: 'GONE', product: null },
      ],
    })
    expect(split).toEqual({ products: [cap, scarf], missingSkus: ['GONE'] })
  })

  it('adds a grouped product without links as nothing', () => {
    expect(splitGroupedProduct({ sku: 'SET', type_id: 'grouped' })).toEqual({
      products: [],
      missingSkus: [],
    })
  })

  it('adds any other product as itself', () => {
    const tee = { sku: 'TEE', type_id: 'simple' }
    expect(splitGroupedProduct(tee)).toEqual({ products: [tee], missingSkus: [] })
  })
})

describe('decideStockOutcome', () => {
  it.each([
    { status: 'ok', allow: false, kind: 'add', message: null },
    { status: 'ok', allow: true, kind: 'add', message: null },
    { status: 'volatile', allow: false, kind: 'add', message: UNSAFE_QUANTITY_MESSAGE },
    { status: 'volatile', allow: true, kind: 'add', message: null },
    { status: 'out_of_stock', allow: false, kind: 'not-added', message: OUT_OF_STOCK_ADD_MESSAGE },
    { status: 'out_of_stock', allow: true, kind: 'not-added', message: OUT_OF_STOCK_ADD_MESSAGE },
    { status: 'pending', allow: false, kind: 'not-added', message: null },
  ])(
    '$status (out-of-stock allowed: $allow) → $kind, $message',
    ({ status, allow, kind, message }) => {
      const decision = decideStockOutcome(status, { allowOutOfStockInCart: allow })
      expect(decision.kind).toBe(kind)
      expect(decision.notification?.message ?? null).toBe(message)
    },
  )

  it('warns about a volatile quantity and refuses out of stock with the spec texts', () => {
    expect(UNSAFE_QUANTITY_MESSAGE).toBe(
      'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
    )
    expect(OUT_OF_STOCK_ADD_MESSAGE).toBe(
      'The product is out of stock and cannot be added to the cart!',
    )
    expect(
      decideStockOutcome('volatile', { allowOutOfStockInCart: false }).notification?.type,
    ).toBe('warning')
  })
})

describe('chooseAddNotification', () => {
  it('announces a new line as added and a grown line as updated', () => {
    expect(chooseAddNotification('added')).toEqual({
      type: 'success',
      message: PRODUCT_ADDED_MESSAGE,
    })
    expect(chooseAddNotification('updated')).toEqual({
      type: 'success',
      message: PRODUCT_QUANTITY_UPDATED_MESSAGE,
    })
    expect(PRODUCT_ADDED_MESSAGE).toBe('Product has been added to the cart!')
    expect(PRODUCT_QUANTITY_UPDATED_MESSAGE).toBe('Product quantity has been updated!')
  })
})

describe('addCartItem', () => {
  it('starts a new line at quantity 1 with its checksum', () => {
    const { items, change } = addCartItem<CartItem>([], { sku: 'CAP' })
    expect(change).toBe('added')
    expect(items).toEqual([{ sku: 'CAP', qty: 1, checksum: computeCartItemChecksum(undefined) }])
  })

  it('starts a new line at a quantity typed as text', () => {
    expect(addCartItem<CartItem>([], { sku: 'CAP', qty: '3' }).items[0]?.qty).toBe(3)
  })

  it('grows the existing line of the same item', () => {
    const start: CartItem[] = [
      { sku: 'CAP', qty: 2 },
      { sku: 'TEE', qty: 1 },
    ]
    const { items, change } = addCartItem(start, { sku: 'CAP', qty: '2' })
    expect(change).toBe('updated')
    expect(items).toEqual([
      { sku: 'CAP', qty: 4 },
      { sku: 'TEE', qty: 1 },
    ])
    expect(start[0]?.qty).toBe(2)
  })

  it('keeps the total quantity equal to what was added (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({ sku: fc.constantFrom('A', 'B', 'C'), qty: fc.integer({ min: 1, max: 5 }) }),
        ),
        (adds) => {
          let items: CartItem[] = []
          for (const add of adds) items = addCartItem(items, add).items
          expect(items.reduce((sum, item) => sum + item.qty, 0)).toBe(
            adds.reduce((sum, add) => sum + add.qty, 0),
          )
          expect(new Set(items.map((item) => item.sku)).size).toBe(items.length)
        },
      ),
    )
  })
})

describe('readQuantityToCheck', () => {
  it('asks the stock check about the quantity after the add', () => {
    expect(readQuantityToCheck([{ sku: 'CAP', qty: 2 }], { sku: 'CAP' })).toBe(3)
    expect(readQuantityToCheck([], { sku: 'CAP', qty: '4' })).toBe(4)
  })
})

describe('addProductsToCart', () => {
  it('adds ok and volatile products, warns, refuses out of stock and announces the last add', () => {
    const result = addProductsToCart<CartItem>(
      [{ sku: 'TEE', qty: 1 }],
      [
        { product: { sku: 'CAP' }, stockStatus: 'ok' },
        { product: { sku: 'HAT' }, stockStatus: 'out_of_stock' },
        { product: { sku: 'SOCK' }, stockStatus: 'unknown' },
        { product: { sku: 'TEE' }, stockStatus: 'volatile' },
      ],
      { allowOutOfStockInCart: false },
    )
    expect(result.items.map(({ sku, qty }) => ({ sku, qty }))).toEqual([
      { sku: 'TEE', qty: 2 },
      { sku: 'CAP', qty: 1 },
    ])
    expect(result.added).toEqual([
      { sku: 'CAP', change: 'added' },
      { sku: 'TEE', change: 'updated' },
    ])
    expect(result.notifications.map((n) => n.message)).toEqual([
      OUT_OF_STOCK_ADD_MESSAGE,
      UNSAFE_QUANTITY_MESSAGE,
      PRODUCT_QUANTITY_UPDATED_MESSAGE,
    ])
  })

  it('announces nothing when nothing was added', () => {
    const result = addProductsToCart<CartItem>(
      [],
      [{ product: { sku: 'HAT' }, stockStatus: 'error' }],
      {
        allowOutOfStockInCart: true,
      },
    )
    expect(result).toEqual({ items: [], added: [], notifications: [] })
  })
})
