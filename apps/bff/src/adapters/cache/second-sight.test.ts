import { describe, expect, it } from 'vitest'
import { SecondSight } from './second-sight.js'

describe('SecondSight', () => {
  it('says a key is new the first time and seen from the second on', () => {
    const sight = new SecondSight()
    expect(sight.seenBefore('catalog:envelope:abc')).toBe(false)
    expect(sight.seenBefore('catalog:envelope:abc')).toBe(true)
    expect(sight.seenBefore('catalog:envelope:abc')).toBe(true)
    expect(sight.seenBefore('catalog:envelope:abd')).toBe(false)
  })

  it('takes few unseen keys for seen while a generation fills', () => {
    const sight = new SecondSight(1 << 16)
    // A full generation (one key per eight bits) of keys, each asked once.
    let falseSightings = 0
    for (let i = 0; i < 8192; i++) if (sight.seenBefore(`query ${i}`)) falseSightings++
    expect(falseSightings / 8192).toBeLessThan(0.05)
  })

  it('remembers a key for at least one whole generation after its last sight, then forgets it', () => {
    const sight = new SecondSight(1024)
    // 1,024 bits take 128 keys per generation.
    expect(sight.seenBefore('popular')).toBe(false)
    for (let i = 0; i < 127; i++) sight.seenBefore(`once ${i}`)
    // The generation aged: `popular` is in the previous one and still seen (and marked again).
    expect(sight.seenBefore('popular')).toBe(true)
    for (let i = 0; i < 256; i++) sight.seenBefore(`later ${i}`)
    // Two more generations without it: forgotten.
    expect(sight.seenBefore('popular')).toBe(false)
  })
})
