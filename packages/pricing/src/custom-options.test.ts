import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { applyCustomOptions, computeCustomOptionsDelta } from './custom-options.js'
import { addTaxToNet } from './tax.js'

const base = addTaxToNet(2000, 210000) // 20.00 + 4.20 = 24.20

describe('custom option prices (spec 000 §4): option_type_id > 0, fixed or percent', () => {
  it.each([
    [
      'a fixed price with its price including tax',
      [{ option_type_id: 3, price_type: 'fixed', price: 5, price_incl_tax: 6.05 }],
      { excl: 500, tax: 105, incl: 605 },
    ],
    [
      'a fixed price without a price including tax',
      [{ option_type_id: 3, price_type: 'fixed', price: '2.50' }],
      { excl: 250, tax: 0, incl: 250 },
    ],
    [
      'a missing price type counts as fixed',
      [{ option_type_id: 3, price: 1 }],
      { excl: 100, tax: 0, incl: 100 },
    ],
    [
      'a percent price is a percentage of the base price',
      [{ option_type_id: 4, price_type: 'percent', price: 10 }],
      { excl: 200, tax: 42, incl: 242 },
    ],
    [
      'a fractional percentage rounds half-up',
      [{ option_type_id: 4, price_type: 'percent', price: 12.5 }],
      { excl: 250, tax: 53, incl: 303 }, // 302.5 → 303
    ],
    [
      'an option_type_id of 0 does not count',
      [{ option_type_id: 0, price_type: 'fixed', price: 5 }],
      { excl: 0, tax: 0, incl: 0 },
    ],
    [
      'a missing option_type_id does not count',
      [{ price_type: 'fixed', price: 5 }],
      { excl: 0, tax: 0, incl: 0 },
    ],
    [
      'option type ids given as text',
      [{ option_type_id: '7', price_type: 'fixed', price: 1 }],
      { excl: 100, tax: 0, incl: 100 },
    ],
    [
      'several options add up',
      [
        { option_type_id: 3, price_type: 'fixed', price: 5, price_incl_tax: 6.05 },
        { option_type_id: 4, price_type: 'percent', price: 10 },
        { option_type_id: 0, price_type: 'fixed', price: 99 },
      ],
      { excl: 700, tax: 147, incl: 847 },
    ],
    ['no options', [], { excl: 0, tax: 0, incl: 0 }],
  ])('%s', (_name, values, delta) => {
    expect(computeCustomOptionsDelta(values, base)).toEqual(delta)
  })

  it('applies the options to the base price', () => {
    expect(
      applyCustomOptions(base, [{ option_type_id: 4, price_type: 'percent', price: 10 }]),
    ).toEqual({ excl: 2200, tax: 462, incl: 2662 })
  })

  it('property: with options applied, incl = excl + tax', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 300_000 }),
        fc.array(
          fc.record({
            option_type_id: fc.integer({ min: -1, max: 5 }),
            price_type: fc.constantFrom('fixed', 'percent'),
            price: fc.integer({ min: 0, max: 10_000 }).map((v) => v / 100),
          }),
          { maxLength: 5 },
        ),
        (excl, rate, values) => {
          const price = applyCustomOptions(addTaxToNet(excl, rate), values)
          expect(price.incl).toBe(price.excl + price.tax)
          expect(price.excl).toBeGreaterThanOrEqual(excl)
        },
      ),
    )
  })
})
