import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { BundleOption } from './bundle-price.js'
import { computeBundlePrice } from './bundle-price.js'
import { addTaxToNet } from './tax.js'

const cap = addTaxToNet(1000, 210000) // 12.10 incl
const hat = addTaxToNet(2000, 210000) // 24.20 incl
const pin = addTaxToNet(300, 210000) // 3.63 incl

const options: BundleOption[] = [
  {
    option_id: 1,
    product_links: [
      { id: 11, qty: 1, unitPrice: cap },
      { id: 12, qty: 1, is_default: true, unitPrice: hat },
    ],
  },
  { option_id: 2, product_links: [{ id: 21, qty: 2, unitPrice: pin }] },
]

describe('bundle price (spec 000 §4): default link of each option times its quantity', () => {
  it('sums the default link of each option, the first link when none is default', () => {
    expect(computeBundlePrice(options)).toEqual({ excl: 2600, tax: 546, incl: 3146 })
  })

  it.each([
    [
      'a selected link replaces the default',
      [{ option_id: 1, option_selections: [11] }],
      1000 + 600,
    ],
    [
      'the selection quantity overrides the link quantity',
      [{ option_id: '2', option_qty: 3, option_selections: ['21'] }],
      2000 + 900,
    ],
    ['an empty selection keeps the default', [{ option_id: 1, option_selections: [] }], 2000 + 600],
    [
      'a selection of an unknown link adds nothing',
      [{ option_id: 1, option_selections: [99] }],
      600,
    ],
    [
      'a negative selection quantity is ignored',
      [{ option_id: 2, option_qty: -1, option_selections: [21] }],
      2000,
    ],
  ])('%s', (_name, selections, excl) => {
    expect(computeBundlePrice(options, selections).excl).toBe(excl)
  })

  it.each([
    ['an option with quantity below 0 is ignored', -1, 0],
    ['an option with quantity 0 counts as nothing', 0, 0],
    ['an option with quantity 3 counts three times', 3, 900],
    ['a missing quantity counts as 1', null, 300],
  ])('%s', (_name, qty, excl) => {
    expect(
      computeBundlePrice([{ option_id: 1, product_links: [{ qty, unitPrice: pin }] }]).excl,
    ).toBe(excl)
  })

  it('starts at 0: no options, or an option without links, cost nothing', () => {
    expect(computeBundlePrice([])).toEqual({ excl: 0, tax: 0, incl: 0 })
    expect(computeBundlePrice([{ option_id: 1, product_links: [] }])).toEqual({
      excl: 0,
      tax: 0,
      incl: 0,
    })
  })

  it('property: the bundle price is the sum of its default links times their quantities', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 0, max: 100_000 }), fc.integer({ min: -3, max: 10 })), {
          maxLength: 10,
        }),
        (links) => {
          const bundle = links.map(([excl, qty], index) => ({
            option_id: index,
            product_links: [{ qty, unitPrice: addTaxToNet(excl, 210000) }],
          }))
          const price = computeBundlePrice(bundle)
          const expected = links.reduce(
            (sum, [excl, qty]) => sum + (qty < 0 ? 0 : addTaxToNet(excl, 210000).incl * qty),
            0,
          )
          expect(price.incl).toBe(expected)
          expect(price.incl).toBe(price.excl + price.tax)
        },
      ),
    )
  })
})
