import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { readCountableQuantity } from './quantity.js'

describe('quantities in totals: negatives and non-numbers are not counted (spec 000 §4)', () => {
  it.each([
    [3, 3],
    [2.7, 2],
    [0, 0],
    [-0.5, 0],
    [-1, undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j counts as %j', (value, expected) => {
    expect(readCountableQuantity(value)).toBe(expected)
  })

  it('property: a whole number of 0 or more counts as itself, a negative one not at all', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (qty) => {
        expect(readCountableQuantity(qty)).toBe(qty >= 0 ? qty : undefined)
      }),
    )
  })
})
