import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  CASH_ON_DELIVERY_CODE,
  calculateOfflineTotals,
  countCartItems,
  filterPaymentMethods,
  isVirtualCart,
} from './offline-totals.js'

describe('calculateOfflineTotals', () => {
  it.each([
    {
      name: 'sums rows, shipping and payment cost in cents',
      items: [
        { qty: 2, price_incl_tax: 1995 },
        { qty: 1, price_incl_tax: 4999 },
      ],
      shipping: { price_incl_tax: 495 },
      payment: { cost_incl_tax: 250 },
      totals: { subtotalInclTax: 8989, shipping: 495, paymentCost: 250, grandTotal: 9734 },
    },
    {
      name: 'prefers the row total the server computed',
      items: [{ qty: 2, price_incl_tax: 1995, totals: { row_total_incl_tax: 3590 } }],
      shipping: null,
      payment: null,
      totals: { subtotalInclTax: 3590, shipping: 0, paymentCost: 0, grandTotal: 3590 },
    },
    {
      name: 'ignores lines with a negative quantity',
      items: [
        { qty: -1, price_incl_tax: 1000 },
        { qty: 1, price_incl_tax: 100 },
      ],
      shipping: {},
      payment: {},
      totals: { subtotalInclTax: 100, shipping: 0, paymentCost: 0, grandTotal: 100 },
    },
    {
      name: 'counts a line without price as 0',
      items: [{ qty: 3 }],
      shipping: { price_incl_tax: 0 },
      payment: { cost_incl_tax: 0 },
      totals: { subtotalInclTax: 0, shipping: 0, paymentCost: 0, grandTotal: 0 },
    },
  ])('$name', ({ items, shipping, payment, totals }) => {
    expect(calculateOfflineTotals(items, shipping, payment)).toEqual(totals)
  })

  it('refuses amounts that are not integer minor units', () => {
    expect(() => calculateOfflineTotals([{ qty: 1, price_incl_tax: 19.95 }])).toThrow(RangeError)
    expect(() => calculateOfflineTotals([], { price_incl_tax: 4.95 })).toThrow(RangeError)
  })

  it('makes the grand total the sum of its parts, in whole cents (property)', () => {
    const cents = fc.integer({ min: 0, max: 1_000_000 })
    fc.assert(
      fc.property(
        fc.array(fc.record({ qty: fc.integer({ min: -3, max: 20 }), price_incl_tax: cents })),
        cents,
        cents,
        (items, shipping, payment) => {
          const totals = calculateOfflineTotals(
            items,
            { price_incl_tax: shipping },
            { cost_incl_tax: payment },
          )
          expect(totals.grandTotal).toBe(totals.subtotalInclTax + shipping + payment)
          expect(Number.isSafeInteger(totals.grandTotal)).toBe(true)
          expect(totals.subtotalInclTax).toBeGreaterThanOrEqual(0)
        },
      ),
    )
  })
})

describe('filterPaymentMethods', () => {
  const methods = [{ code: 'checkmo' }, { code: CASH_ON_DELIVERY_CODE }, { code: 'banktransfer' }]

  it.each([
    {
      name: 'removes cash on delivery for an all-virtual cart',
      items: [{ type_id: 'virtual' }, { type_id: 'downloadable' }],
      codes: ['checkmo', 'banktransfer'],
    },
    {
      name: 'keeps cash on delivery when something ships',
      items: [{ type_id: 'virtual' }, { type_id: 'simple' }],
      codes: ['checkmo', 'cashondelivery', 'banktransfer'],
    },
    {
      name: 'keeps cash on delivery for an empty cart',
      items: [],
      codes: ['checkmo', 'cashondelivery', 'banktransfer'],
    },
  ])('$name', ({ items, codes }) => {
    expect(filterPaymentMethods(methods, items).map((method) => method.code)).toEqual(codes)
  })

  it('treats only carts of virtual or downloadable lines as virtual', () => {
    expect(isVirtualCart([{ type_id: 'downloadable' }])).toBe(true)
    expect(isVirtualCart([{}])).toBe(false)
    expect(isVirtualCart([])).toBe(false)
  })
})

describe('countCartItems', () => {
  const items = [{ qty: 2 }, { qty: 3 }]

  it.each([
    { countType: 'items', count: 2 },
    { countType: 'quantities', count: 5 },
    { countType: 'anything else', count: 5 },
  ])('counts $count for count type $countType', ({ countType, count }) => {
    expect(countCartItems(items, countType)).toBe(count)
  })

  it('never counts more lines than pieces (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ qty: fc.integer({ min: 1, max: 50 }) })), (lines) => {
        expect(countCartItems(lines, 'items')).toBeLessThanOrEqual(
          countCartItems(lines, 'quantities'),
        )
      }),
    )
  })
})
