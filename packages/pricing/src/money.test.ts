import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  assertMinorUnits,
  convertMinorToDecimal,
  DEFAULT_FRACTION_DIGITS,
  formatMinorAsDecimal,
  multiplyMinor,
  multiplyRatioHalfUp,
  parseDecimalToMinor,
  resolveFractionDigits,
  roundMinorForDisplay,
  sumMinor,
} from './money.js'

const cents = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 })

describe('parseDecimalToMinor: catalogue decimals to cents without float drift', () => {
  it.each([
    [24.95, 2495],
    ['24.95', 2495],
    ['24.9500', 2495],
    [0.1, 10],
    [0.07, 7],
    [1.005, 101],
    [1.004, 100],
    ['1.015', 102],
    [-1.005, -101],
    [-0.004, 0],
    [100, 10000],
    ['  19.9 ', 1990],
    ['7.', 700],
    ['.5', 50],
    [1e-7, 0],
    ['5e-3', 1],
    ['1.2e3', 120000],
    ['+3', 300],
    [0, 0],
    ['-0', 0],
    ['0e400', 0],
  ])('reads %j as %i cents', (value, expected) => {
    expect(parseDecimalToMinor(value)).toBe(expected)
  })

  it('reads with other fraction digits (tax percentages use 4)', () => {
    expect(parseDecimalToMinor('21.0000', 4)).toBe(210000)
    expect(parseDecimalToMinor(7.7, 4)).toBe(77000)
    expect(parseDecimalToMinor(24.5, 0)).toBe(25)
  })

  it.each([['abc'], [''], ['.'], ['1.2.3'], ['1,5'], [Number.NaN], [Number.POSITIVE_INFINITY]])(
    'refuses %j, which is not a decimal amount',
    (value) => {
      expect(() => parseDecimalToMinor(value)).toThrow(RangeError)
    },
  )

  it('refuses amounts too large for exact integer cents', () => {
    expect(() => parseDecimalToMinor('1e30')).toThrow(RangeError)
    expect(() => parseDecimalToMinor('90071992547409.93')).toThrow(RangeError)
  })

  it('property: every 2-decimal text reads as exactly its cents', () => {
    fc.assert(
      fc.property(cents, (minor) => {
        expect(parseDecimalToMinor(formatMinorAsDecimal(minor))).toBe(minor)
      }),
    )
  })

  it('property: converting cents to a decimal number and back is the identity', () => {
    fc.assert(
      fc.property(cents, (minor) => {
        expect(parseDecimalToMinor(convertMinorToDecimal(minor))).toBe(minor)
      }),
    )
  })
})

describe('formatMinorAsDecimal and convertMinorToDecimal', () => {
  it.each([
    [2495, 2, '24.95'],
    [5, 2, '0.05'],
    [-5, 2, '-0.05'],
    [-2495, 2, '-24.95'],
    [0, 2, '0.00'],
    [42, 0, '42'],
    [1234, 3, '1.234'],
  ])('formats %i with %i digits as %s', (minor, digits, text) => {
    expect(formatMinorAsDecimal(minor, digits)).toBe(text)
  })

  it('gives the catalogue number back', () => {
    expect(convertMinorToDecimal(2495)).toBe(24.95)
    expect(convertMinorToDecimal(-10)).toBe(-0.1)
  })
})

describe('display rounding with the store fraction digits (spec 000 §9)', () => {
  it.each([
    [{ fractionDigits: 2 }, 2],
    [{ fractionDigits: 0 }, 0],
    [{ fractionDigits: 3 }, 3],
    [{ fractionDigits: null }, 2],
    [{ fractionDigits: 2.5 }, 2],
    [{ fractionDigits: -1 }, 2],
    [{ fractionDigits: 9 }, 2],
    [{}, 2],
    [null, 2],
    [undefined, 2],
  ])('config %j gives %i fraction digits', (config, digits) => {
    expect(resolveFractionDigits(config)).toBe(digits)
  })

  it('falls back to two fraction digits', () => {
    expect(DEFAULT_FRACTION_DIGITS).toBe(2)
  })

  it.each([
    [2495, 2, '24.95'],
    [2495, 1, '25.0'],
    [2444, 1, '24.4'],
    [2445, 1, '24.5'],
    [2450, 0, '25'],
    [2449, 0, '24'],
    [-2450, 0, '-25'],
    [2495, 3, '24.950'],
    [2495, undefined, '24.95'],
  ])('shows %i cents with %s digits as %s', (minor, digits, text) => {
    expect(roundMinorForDisplay(minor, digits)).toBe(text)
  })
})

describe('integer money arithmetic', () => {
  it.each([
    [1000, 21, 100, 210],
    [1, 1, 2, 1],
    [-1, 1, 2, -1],
    [3, 1, 3, 1],
    [5, 1, 3, 2],
    [-5, 1, 3, -2],
    [0, 7, 9, 0],
  ])('%i × %i / %i rounds half-up to %i', (amount, numerator, denominator, expected) => {
    expect(multiplyRatioHalfUp(amount, numerator, denominator)).toBe(expected)
  })

  it('refuses a ratio with a zero or fractional denominator', () => {
    expect(() => multiplyRatioHalfUp(100, 1, 0)).toThrow(RangeError)
    expect(() => multiplyRatioHalfUp(100, 1.5, 2)).toThrow(RangeError)
  })

  it('refuses amounts that are not whole cents', () => {
    expect(() => assertMinorUnits(24.95)).toThrow(RangeError)
    expect(() => sumMinor([1, 0.5])).toThrow(RangeError)
    expect(() => multiplyMinor(100, 1.5)).toThrow(RangeError)
    expect(() => multiplyMinor(Number.MAX_SAFE_INTEGER, 2)).toThrow(RangeError)
  })

  it('sums and multiplies exactly', () => {
    expect(sumMinor([])).toBe(0)
    expect(sumMinor([2495, 5, -100])).toBe(2400)
    expect(multiplyMinor(2495, 3)).toBe(7485)
    expect(Object.is(multiplyMinor(-5, 0), 0)).toBe(true)
  })

  it('property: summing cents never drifts from summing the decimal texts', () => {
    fc.assert(
      fc.property(fc.array(cents, { maxLength: 50 }), (amounts) => {
        const total = sumMinor(amounts)
        const fromDecimals = sumMinor(
          amounts.map((a) => parseDecimalToMinor(convertMinorToDecimal(a))),
        )
        expect(fromDecimals).toBe(total)
        expect(Number.isSafeInteger(total)).toBe(true)
      }),
    )
  })
})
