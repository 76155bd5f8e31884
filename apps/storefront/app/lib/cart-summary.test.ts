import { describe, expect, it } from 'vitest'
import { summarizeCart } from './cart-summary'

describe('summarizeCart', () => {
  it('shows an empty cart as zero items costing nothing', () => {
    expect(summarizeCart([])).toEqual({ totalQuantity: 0, lineCount: 0, subtotalInclTax: 0 })
  })

  it('counts quantities for the badge and adds row totals in cents', () => {
    const summary = summarizeCart([
      { sku: 'CAP-1', qty: 2, rowTotalInclTax: 3990 },
      { sku: 'HAT-7', qty: 1, rowTotalInclTax: 2495 },
    ])
    expect(summary).toEqual({ totalQuantity: 3, lineCount: 2, subtotalInclTax: 6485 })
  })

  it('ignores lines with a negative quantity', () => {
    const summary = summarizeCart([
      { sku: 'CAP-1', qty: -1, rowTotalInclTax: -1995 },
      { sku: 'HAT-7', qty: 1, rowTotalInclTax: 2495 },
    ])
    expect(summary.totalQuantity).toBe(1)
    expect(summary.subtotalInclTax).toBe(2495)
  })
})
