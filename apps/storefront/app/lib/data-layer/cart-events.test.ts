import { describe, expect, it } from 'vitest'
import {
  buildCartItem,
  buildCartPayload,
  pushAddToCart,
  pushRemoveFromCart,
  pushViewCart,
} from './cart-events'

const cap = {
  sku: 'CAP-0005-BLACK',
  parentSku: 'CAP-0005',
  name: 'Washed Dad Cap',
  variant: 'Black / One size',
  unitPriceInclTax: 2495,
  qty: 2,
}

describe('cart events (GA4)', () => {
  it('names a configurable line by its product, with the chosen variant', () => {
    expect(buildCartItem(cap)).toEqual({
      item_id: 'CAP-0005',
      item_name: 'Washed Dad Cap',
      price: 24.95,
      quantity: 2,
      item_variant: 'Black / One size',
    })
  })

  it('falls back to the child sku as the variant, and to the sku as the name', () => {
    expect(buildCartItem({ ...cap, variant: null, name: null })).toMatchObject({
      item_id: 'CAP-0005',
      item_name: 'CAP-0005-BLACK',
      item_variant: 'CAP-0005-BLACK',
    })
    expect(buildCartItem({ sku: 'RING', parentSku: null, unitPriceInclTax: 5, qty: 1 })).toEqual({
      item_id: 'RING',
      item_name: 'RING',
      price: 0.05,
      quantity: 1,
    })
  })

  it('sums the value in cents before turning it into an amount', () => {
    // 3 × 0.10 is 0.30000000000000004 in floating point; in cents it is exact.
    const payload = buildCartPayload([{ sku: 'A', unitPriceInclTax: 10, qty: 3 }])
    expect(payload).toMatchObject({ currency: 'EUR', value: 0.3 })
    expect(buildCartPayload([cap]).value).toBe(49.9)
  })

  it('pushes add_to_cart, remove_from_cart and view_cart after clearing the previous object', () => {
    const target = {} as Window
    pushAddToCart([cap], target)
    pushRemoveFromCart([{ ...cap, qty: 1 }], target)
    pushViewCart([], target)
    expect(target.dataLayer?.map((entry) => entry.event ?? 'clear')).toEqual([
      'clear',
      'add_to_cart',
      'clear',
      'remove_from_cart',
      'clear',
      'view_cart',
    ])
    expect(target.dataLayer?.[3]).toMatchObject({
      ecommerce: { value: 24.95, items: [{ item_id: 'CAP-0005', quantity: 1 }] },
    })
    expect(target.dataLayer?.[5]).toEqual({
      event: 'view_cart',
      ecommerce: { currency: 'EUR', value: 0, items: [] },
    })
  })

  it('pushes nothing for an add or removal without lines', () => {
    const target = {} as Window
    pushAddToCart([], target)
    pushRemoveFromCart([], target)
    expect(target.dataLayer).toBeUndefined()
  })
})
