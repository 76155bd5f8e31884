import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { rankTopHits } from './rank-top-hits.js'

// Hits with few distinct scores, so ties (broken by position) are common.
const hits = fc.uniqueArray(fc.integer({ min: 0, max: 499 }), { maxLength: 300 })
const scoresOf = (seed: number) => (position: number) => ((position * 7919 + seed) % 13) / 13

describe('rankTopHits', () => {
  it('gives exactly the first hits of a full sort, however many are asked for', () => {
    fc.assert(
      fc.property(hits, fc.nat(320), fc.nat(1000), (positions, count, seed) => {
        const score = scoresOf(seed)
        const byRelevance = (a: number, b: number) => score(b) - score(a) || a - b
        const expected = [...positions].sort(byRelevance).slice(0, count)
        expect(rankTopHits(positions, count, byRelevance)).toEqual(expected)
      }),
    )
  })

  it('leaves the hits it was given as they were', () => {
    const positions = [5, 1, 9, 3, 7, 2, 8, 4, 6, 0, 11, 10]
    const copy = [...positions]
    expect(rankTopHits(positions, 2, (a, b) => b - a)).toEqual([11, 10])
    expect(positions).toEqual(copy)
  })

  it('answers an empty page for no hits or a count of zero', () => {
    expect(rankTopHits([], 10, (a, b) => a - b)).toEqual([])
    expect(rankTopHits([3, 1], 0, (a, b) => a - b)).toEqual([])
  })
})
