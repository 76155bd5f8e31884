import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeLinesTotal, computeRowTotal } from './line-totals.js'
import { addTaxToNet } from './tax.js'

const unit = addTaxToNet(2062, 210000) // 20.62 + 4.33 = 24.95

describe('row and cart totals; negative quantities are ignored (spec 000 §4)', () => {
  it.each([
    ['one unit', 1, { excl: 2062, tax: 433, incl: 2495 }],
    ['three units', 3, { excl: 6186, tax: 1299, incl: 7485 }],
    ['a fractional quantity counts whole units', 2.5, { excl: 4124, tax: 866, incl: 4990 }],
    ['zero units', 0, { excl: 0, tax: 0, incl: 0 }],
    ['a negative quantity is ignored', -2, { excl: 0, tax: 0, incl: 0 }],
    ['a quantity that is not a number is ignored', Number.NaN, { excl: 0, tax: 0, incl: 0 }],
    ['a missing quantity is ignored', undefined, { excl: 0, tax: 0, incl: 0 }],
  ])('%s', (_name, qty, expected) => {
    expect(computeRowTotal({ unitPrice: unit, qty })).toEqual(expected)
  })

  it('the total adds the rows and skips negative quantities', () => {
    const total = computeLinesTotal([
      { unitPrice: unit, qty: 2 },
      { unitPrice: addTaxToNet(1000, 90000), qty: 1 },
      { unitPrice: unit, qty: -5 },
    ])
    expect(total).toEqual({ excl: 5124, tax: 956, incl: 6080 })
  })

  it('property: a total equals the sum of its row totals including tax', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.tuple(
            fc.integer({ min: 0, max: 1_000_000 }),
            fc.integer({ min: 0, max: 300_000 }),
            fc.integer({ min: -5, max: 50 }),
          ),
          { maxLength: 30 },
        ),
        (lines) => {
          const priced = lines.map(([excl, rate, qty]) => ({
            unitPrice: addTaxToNet(excl, rate),
            qty,
          }))
          const total = computeLinesTotal(priced)
          const expected = priced.reduce(
            (sum, line) => sum + (line.qty < 0 ? 0 : line.unitPrice.incl * line.qty),
            0,
          )
          expect(total.incl).toBe(expected)
          expect(total.incl).toBe(total.excl + total.tax)
        },
      ),
    )
  })
})
