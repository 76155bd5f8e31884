import { describe, expect, it } from 'vitest'
import { MemoryCache } from './memory-cache.js'

function createClock(start = 1_000_000) {
  let now = start
  return { now: () => now, advanceSeconds: (seconds: number) => (now += seconds * 1000) }
}

describe('the in-memory cache', () => {
  it('counts a text beyond Latin-1 at two bytes a character, as V8 holds it', async () => {
    const cache = new MemoryCache({ maxEntries: 10, maxBytes: 130, defaultTtlSeconds: 0 })
    await cache.set('latin', 'a'.repeat(40))
    await cache.set('accents', 'é'.repeat(40))
    expect(cache.size).toBe(2)
    // 40 characters with a euro sign take 80 bytes: 160 with the others, so the oldest goes.
    await cache.set('euro', `€${'a'.repeat(39)}`)
    expect(await cache.get('latin')).toBeUndefined()
    expect(await cache.get('accents')).toBe('é'.repeat(40))
    expect(await cache.get('euro')).toBe(`€${'a'.repeat(39)}`)
  })

  it('forgets an entry once its TTL has passed, and not before', async () => {
    const clock = createClock()
    const cache = new MemoryCache({ maxEntries: 10, defaultTtlSeconds: 300, now: clock.now })
    await cache.set('stock:WS12', 5, { ttlSeconds: 60 })
    clock.advanceSeconds(59)
    expect(await cache.get('stock:WS12')).toBe(5)
    clock.advanceSeconds(2)
    expect(await cache.get('stock:WS12')).toBeUndefined()
  })

  it('applies the default TTL to entries stored without one', async () => {
    const clock = createClock()
    const cache = new MemoryCache({ maxEntries: 10, defaultTtlSeconds: 30, now: clock.now })
    await cache.set('a', 1)
    clock.advanceSeconds(31)
    expect(await cache.get('a')).toBeUndefined()
  })

  it('keeps an entry stored with TTL 0 until it is evicted', async () => {
    const clock = createClock()
    const cache = new MemoryCache({ maxEntries: 10, defaultTtlSeconds: 30, now: clock.now })
    await cache.set('forever', 1, { ttlSeconds: 0 })
    clock.advanceSeconds(365 * 24 * 3600)
    expect(await cache.get('forever')).toBe(1)
  })

  it('says whether an entry would fit without pushing another out', async () => {
    const cache = new MemoryCache({ maxEntries: 2, maxBytes: 100, defaultTtlSeconds: 0 })
    expect(cache.hasRoomFor(100)).toBe(true)
    await cache.set('a', 'x'.repeat(60))
    expect(cache.hasRoomFor(40)).toBe(true)
    expect(cache.hasRoomFor(41)).toBe(false)
    await cache.set('b', 'x'.repeat(10))
    // Two entries of two: no room by count.
    expect(cache.hasRoomFor(1)).toBe(false)
  })

  it('evicts the least recently used entry when full', async () => {
    const cache = new MemoryCache({ maxEntries: 2, defaultTtlSeconds: 0 })
    await cache.set('a', 1)
    await cache.set('b', 2)
    await cache.get('a')
    await cache.set('c', 3)
    expect(await cache.get('a')).toBe(1)
    expect(await cache.get('b')).toBeUndefined()
    expect(await cache.get('c')).toBe(3)
  })

  it('does not drop a re-stored entry for a tag it no longer carries', async () => {
    const cache = new MemoryCache({ maxEntries: 10, defaultTtlSeconds: 0 })
    await cache.set('product:WS12', 'v1', { tags: ['category:3'] })
    await cache.set('product:WS12', 'v2', { tags: ['category:4'] })
    await cache.invalidateTags(['category:3'])
    expect(await cache.get('product:WS12')).toBe('v2')
    await cache.invalidateTags(['category:4'])
    expect(await cache.get('product:WS12')).toBeUndefined()
  })

  it('does not drop an entry that replaced an evicted one under an old tag', async () => {
    const cache = new MemoryCache({ maxEntries: 1, defaultTtlSeconds: 0 })
    await cache.set('a', 1, { tags: ['t'] })
    await cache.set('b', 2)
    await cache.set('a', 3)
    await cache.invalidateTags(['t'])
    expect(await cache.get('a')).toBe(3)
  })

  it('keeps the total stored text within maxBytes, dropping the least recently used first', async () => {
    const cache = new MemoryCache({ maxEntries: 100, maxBytes: 25, defaultTtlSeconds: 0 })
    await cache.set('a', 'x'.repeat(10))
    await cache.set('b', 'y'.repeat(10))
    await cache.get('a')
    await cache.set('c', 'z'.repeat(10))
    expect(await cache.get('a')).toBe('x'.repeat(10))
    expect(await cache.get('b')).toBeUndefined()
    expect(await cache.get('c')).toBe('z'.repeat(10))
  })

  it('does not keep a value larger than the whole budget, nor an older value under its key', async () => {
    const cache = new MemoryCache({ maxEntries: 100, maxBytes: 25, defaultTtlSeconds: 0 })
    await cache.set('big', 'old')
    await cache.set('big', 'x'.repeat(30))
    expect(await cache.get('big')).toBeUndefined()
  })
})
