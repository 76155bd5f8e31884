import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DocBitset } from './doc-bitset.js'

const SIZE = 100
const positions = fc.uniqueArray(fc.integer({ min: 0, max: SIZE - 1 }), { maxLength: SIZE })

describe('DocBitset', () => {
  it('counts an intersection as the size of the intersected set, leaving both sets as they were', () => {
    fc.assert(
      fc.property(positions, positions, (a, b) => {
        const left = DocBitset.fromPositions(SIZE, a)
        const right = DocBitset.fromPositions(SIZE, b)
        const expected = a.filter((position) => b.includes(position)).length
        expect(left.countIntersection(right)).toBe(expected)
        expect(left.toPositions()).toEqual([...a].sort((x, y) => x - y))
        expect(right.count()).toBe(b.length)
      }),
    )
  })

  it('copies another set in place and clears itself in place', () => {
    fc.assert(
      fc.property(positions, positions, (a, b) => {
        const target = DocBitset.fromPositions(SIZE, a)
        const words = target.words
        expect(target.copyFrom(DocBitset.fromPositions(SIZE, b)).toPositions()).toEqual(
          [...b].sort((x, y) => x - y),
        )
        expect(target.words).toBe(words)
        expect(target.clear().count()).toBe(0)
      }),
    )
  })
})
