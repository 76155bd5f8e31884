import { describe, expect, it } from 'vitest'
import type { CartItem } from './cart-item.types.js'
import { IN_STOCK_INFO, OUT_OF_STOCK_ITEM_ERROR } from './cart-messages.js'
import { applyStockResult } from './stock-sync.js'

const tee: CartItem = { sku: 'TEE', qty: 1, errors: { stock: OUT_OF_STOCK_ITEM_ERROR } }
const cap: CartItem = { sku: 'CAP', qty: 1, info: { stock: IN_STOCK_INFO } }

describe('applyStockResult', () => {
  it('marks a line in stock with the info text and drops a stale stock error', () => {
    const outcome = applyStockResult(
      [tee, cap],
      { sku: 'TEE', is_in_stock: true },
      { allowOutOfStockInCart: false, serverSyncEnabled: true },
    )
    expect(outcome.kind).toBe('in-stock')
    expect(outcome.items[0]).toEqual({
      sku: 'TEE',
      qty: 1,
      is_in_stock: true,
      info: { stock: 'In stock!' },
      errors: {},
    })
  })

  it.each([
    { allow: true, sync: false },
    { allow: true, sync: true },
    { allow: false, sync: true },
  ])(
    'marks a line out of stock (allowed in cart: $allow, server sync: $sync)',
    ({ allow, sync }) => {
      const outcome = applyStockResult(
        [tee, cap],
        { sku: 'CAP', is_in_stock: false },
        { allowOutOfStockInCart: allow, serverSyncEnabled: sync },
      )
      expect(outcome.kind).toBe('out-of-stock')
      expect(outcome.items[1]).toEqual({
        sku: 'CAP',
        qty: 1,
        is_in_stock: false,
        info: {},
        errors: { stock: 'Out of the stock!' },
      })
    },
  )

  it('removes an out-of-stock line when such lines are disallowed and server sync is off', () => {
    const outcome = applyStockResult(
      [tee, cap],
      { sku: 'CAP', is_in_stock: false },
      { allowOutOfStockInCart: false, serverSyncEnabled: false },
    )
    expect(outcome).toEqual({ kind: 'removed', items: [tee] })
  })

  it('ignores a stock answer for a line no longer in the cart', () => {
    const outcome = applyStockResult(
      [tee],
      { sku: 'CAP', is_in_stock: false },
      { allowOutOfStockInCart: false, serverSyncEnabled: false },
    )
    expect(outcome).toEqual({ kind: 'no-such-line', items: [tee] })
  })
})
