import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isCountableQuantity, parseQuantity } from './quantity.js'

describe('quantities: text parsed to an integer, negatives not counted', () => {
  it.each([
    [3, 3],
    ['3', 3],
    ['3 pcs', 3],
    [2.7, 2],
    ['2.7', 2],
    [-1, -1],
    ['-2', -2],
    [-0.5, 0],
    [0, 0],
    ['abc', undefined],
    ['', undefined],
    [Number.NaN, undefined],
    [Number.POSITIVE_INFINITY, undefined],
    [null, undefined],
    [undefined, undefined],
  ])('%j reads as %j', (value, expected) => {
    expect(parseQuantity(value)).toBe(expected)
  })

  it.each([
    [1, true],
    [0, true],
    ['4', true],
    [-1, false],
    ['x', false],
    [null, false],
  ])('%j counts in totals: %s', (value, counts) => {
    expect(isCountableQuantity(value)).toBe(counts)
  })

  it('property: a whole number written as text reads as itself', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 1_000_000 }), (qty) => {
        expect(parseQuantity(String(qty))).toBe(qty)
      }),
    )
  })
})
