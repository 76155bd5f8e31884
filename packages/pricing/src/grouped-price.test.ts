import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { computeGroupedPrice } from './grouped-price.js'
import { addTaxToNet } from './tax.js'

describe('grouped price (spec 000 §4): the associated simple products, quantity 1 each', () => {
  it.each([
    ['no associated products cost nothing', [], { excl: 0, tax: 0, incl: 0 }],
    [
      'sums the simple products once each',
      [
        { type_id: 'simple', unitPrice: addTaxToNet(1000, 210000) },
        { unitPrice: addTaxToNet(500, 90000) },
      ],
      { excl: 1500, tax: 255, incl: 1755 },
    ],
    [
      'products of another type do not count',
      [
        { type_id: 'simple', unitPrice: addTaxToNet(1000, 210000) },
        { type_id: 'configurable', unitPrice: addTaxToNet(9900, 210000) },
      ],
      { excl: 1000, tax: 210, incl: 1210 },
    ],
  ])('%s', (_name, associated, expected) => {
    expect(computeGroupedPrice(associated)).toEqual(expected)
  })

  it('property: the grouped price including tax is the sum of its products including tax', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 20 }),
        (amounts) => {
          const associated = amounts.map((excl) => ({ unitPrice: addTaxToNet(excl, 210000) }))
          const price = computeGroupedPrice(associated)
          expect(price.incl).toBe(associated.reduce((sum, p) => sum + p.unitPrice.incl, 0))
        },
      ),
    )
  })
})
