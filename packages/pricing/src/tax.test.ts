import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  addTaxedPrices,
  addTaxToNet,
  computeTaxedPrice,
  extractTaxFromGross,
  multiplyTaxedPrice,
  parseTaxPercentage,
  ZERO_TAXED_PRICE,
} from './tax.js'

const cents = fc.integer({ min: 0, max: 100_000_000 })
const ratePpm = fc.integer({ min: 0, max: 1_000_000 })

describe('tax rate = percentage / 100 (spec 000 §4)', () => {
  it.each([
    [21, 210000],
    ['21.0000', 210000],
    [9, 90000],
    [7.7, 77000],
    ['19', 190000],
    [0, 0],
    ['8.875', 88750],
  ])('reads a rate of %j %% as %i parts per million', (percentage, ppm) => {
    expect(parseTaxPercentage(percentage)).toBe(ppm)
  })

  it('refuses a negative rate', () => {
    expect(() => parseTaxPercentage(-21)).toThrow(RangeError)
  })
})

describe('prices excluding tax get tax added (source prices excl. tax → incl.)', () => {
  it.each([
    // excl, rate, tax, incl
    [2062, 210000, 433, 2495], // 20.62 + 21 % = 24.95 (4.3302 → 4.33)
    [1000, 210000, 210, 1210],
    [1, 210000, 0, 1], // 0.21 cent rounds down
    [3, 210000, 1, 4], // 0.63 cent rounds up
    [50, 90000, 5, 55], // 4.5 cents rounds half-up to 5
    [1999, 0, 0, 1999],
  ])('%i cents at %i ppm: tax %i, incl %i', (excl, rate, tax, incl) => {
    expect(addTaxToNet(excl, rate)).toEqual({ excl, tax, incl })
    expect(computeTaxedPrice(excl, rate, false)).toEqual({ excl, tax, incl })
  })
})

describe('prices including tax are split into excl. and tax', () => {
  it.each([
    // incl, rate, excl, tax
    [2495, 210000, 2062, 433], // 24.95 / 1.21 = 20.6198 → 20.62
    [1210, 210000, 1000, 210],
    [100, 90000, 92, 8], // 91.74 → 92
    [1999, 0, 1999, 0],
    [0, 210000, 0, 0],
  ])('%i cents at %i ppm: excl %i, tax %i', (incl, rate, excl, tax) => {
    expect(extractTaxFromGross(incl, rate)).toEqual({ excl, tax, incl })
    expect(computeTaxedPrice(incl, rate, true)).toEqual({ excl, tax, incl })
  })

  it('refuses a source amount that is not whole cents', () => {
    expect(() => computeTaxedPrice(24.95, 210000, true)).toThrow(RangeError)
  })
})

describe('invariants', () => {
  it('property: incl = excl + tax always, both directions', () => {
    fc.assert(
      fc.property(cents, ratePpm, fc.boolean(), (amount, rate, includesTax) => {
        const price = computeTaxedPrice(amount, rate, includesTax)
        expect(price.incl).toBe(price.excl + price.tax)
        expect(price.tax).toBeGreaterThanOrEqual(0)
        expect(includesTax ? price.incl : price.excl).toBe(amount)
      }),
    )
  })

  it('property: tax differs from the exact tax by at most half a cent', () => {
    fc.assert(
      fc.property(cents, ratePpm, (excl, rate) => {
        const { tax } = addTaxToNet(excl, rate)
        const exactTimesMillion = excl * rate
        expect(Math.abs(tax * 1_000_000 - exactTimesMillion)).toBeLessThanOrEqual(500_000)
      }),
    )
  })

  it('property: rows and sums keep incl = excl + tax and never drift', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(cents, ratePpm, fc.integer({ min: 0, max: 99 })), { maxLength: 20 }),
        (lines) => {
          const rows = lines.map(([excl, rate, qty]) =>
            multiplyTaxedPrice(addTaxToNet(excl, rate), qty),
          )
          const total = addTaxedPrices(rows)
          expect(total.incl).toBe(total.excl + total.tax)
          expect(total.incl).toBe(rows.reduce((sum, row) => sum + row.incl, 0))
        },
      ),
    )
  })

  it('an empty sum is zero', () => {
    expect(addTaxedPrices([])).toEqual(ZERO_TAXED_PRICE)
  })
})
