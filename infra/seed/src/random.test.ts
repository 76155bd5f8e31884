import { describe, expect, it } from 'vitest'
import { createRandom } from './random.js'

const draw = (seed: number, count = 5): number[] => {
  const random = createRandom(seed)
  return Array.from({ length: count }, () => random.next())
}

describe('seeded random stream', () => {
  it('repeats the same numbers for the same seed and differs for another', () => {
    expect(draw(42)).toEqual(draw(42))
    expect(draw(42)).not.toEqual(draw(43))
  })

  it('keeps integers within their bounds and reaches both ends', () => {
    const random = createRandom(7)
    const values = new Set(Array.from({ length: 500 }, () => random.int(1, 3)))
    expect([...values].sort()).toEqual([1, 2, 3])
  })

  it('samples distinct items and refuses to pick from nothing', () => {
    const random = createRandom(1)
    const sample = random.sample(['a', 'b', 'c', 'd'], 3)
    expect(new Set(sample).size).toBe(3)
    expect(random.sample(['a'], 5)).toEqual(['a'])
    expect(() => random.pick([])).toThrow('empty')
  })

  it('derives forked streams that do not depend on how much the parent was used', () => {
    const fresh = createRandom(42)
    const used = createRandom(42)
    used.next()
    used.next()
    expect(fresh.fork('products').next()).toBe(used.fork('products').next())
    expect(fresh.fork('products').next()).not.toBe(fresh.fork('rewrites').next())
  })
})
