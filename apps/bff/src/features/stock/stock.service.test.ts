// The stock status the shop decides on (spec 000 §4 "Add to cart").
import { describe, expect, it } from 'vitest'
import { classifyStock } from './stock.service.js'

const level = (qty: number, overrides = {}) => ({
  sku: 'CAP',
  productId: 1,
  qty,
  isInStock: true,
  manageStock: true,
  ...overrides,
})

describe('classifyStock', () => {
  it.each([
    [10, {}, 'ok'],
    [4, {}, 'ok'],
    [3, {}, 'volatile'],
    [1, {}, 'volatile'],
    [0, {}, 'out_of_stock'],
    [50, { isInStock: false }, 'out_of_stock'],
    [0, { manageStock: false }, 'ok'],
  ])('qty %i %j with threshold 3 is %s', (qty, overrides, status) => {
    expect(classifyStock(level(qty, overrides), 3)).toBe(status)
  })
})
