// The cache port's contract: the behaviour every cache adapter must show, run by cache.test.ts
// against each adapter (ARCHITECTURE §6: one contract test file per port, run on every adapter).
// Expiry is not timed here; adapter-specific tests check TTLs with a manual clock or Redis' PTTL.
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { CachePort } from './cache.port.js'

export interface CacheHarness {
  cache: CachePort
  /** Releases what the harness created (connections, keys). */
  dispose(): Promise<void>
}

export function describeCacheContract(
  adapterName: string,
  createHarness: () => Promise<CacheHarness>,
) {
  describe(`cache port contract: ${adapterName}`, () => {
    let harness: CacheHarness
    let cache: CachePort

    beforeEach(async () => {
      harness = await createHarness()
      cache = harness.cache
    })

    afterEach(async () => {
      await harness.dispose()
    })

    it('reports itself up on the cache port', () => {
      expect(cache.status()).toMatchObject({ port: 'cache', adapter: adapterName, status: 'up' })
    })

    it('answers undefined for a key that was never stored', async () => {
      expect(await cache.get('never-stored')).toBeUndefined()
    })

    it('gives back every kind of JSON value it stored', async () => {
      const values = {
        object: { sku: 'WS12', qty: 2, options: [{ id: 93, value: 'M' }], special: null },
        array: [1, 'two', false],
        text: 'Hoodie "Rosa" · €',
        number: 4999,
        zero: 0,
        boolean: false,
        nothing: null,
      }
      for (const [key, value] of Object.entries(values)) await cache.set(key, value)
      for (const [key, value] of Object.entries(values)) expect(await cache.get(key)).toEqual(value)
    })

    it('keeps its own copy, so changing the stored object later does not change the cache', async () => {
      const cart = { items: [{ sku: 'WS12', qty: 1 }] }
      await cache.set('cart', cart)
      cart.items.push({ sku: 'MH01', qty: 3 })
      expect(await cache.get('cart')).toEqual({ items: [{ sku: 'WS12', qty: 1 }] })
    })

    it('replaces the value of a key stored twice', async () => {
      await cache.set('price', 1000)
      await cache.set('price', 1200, { ttlSeconds: 60 })
      expect(await cache.get('price')).toBe(1200)
    })

    it('keeps keys apart even when they contain separators, spaces or accents', async () => {
      await cache.set('catalog:product:WS12', 'a')
      await cache.set('catalog:product', 'b')
      await cache.set('zoek naar: jurk', 'c')
      await cache.set('größe', 'd')
      expect(await cache.get('catalog:product:WS12')).toBe('a')
      expect(await cache.get('catalog:product')).toBe('b')
      expect(await cache.get('zoek naar: jurk')).toBe('c')
      expect(await cache.get('größe')).toBe('d')
    })

    it('forgets a deleted key and shrugs at deleting a missing one', async () => {
      await cache.set('stock:WS12', 5)
      await cache.delete('stock:WS12')
      await cache.delete('stock:never-stored')
      expect(await cache.get('stock:WS12')).toBeUndefined()
    })

    it('drops every entry stored with an invalidated tag and keeps the others', async () => {
      await cache.set('search:hats', ['WS12', 'MH01'], { tags: ['product:WS12', 'product:MH01'] })
      await cache.set('product:WS12', { sku: 'WS12' }, { tags: ['product:WS12'] })
      await cache.set('product:MH01', { sku: 'MH01' }, { tags: ['product:MH01'] })
      await cache.set('cms:home', { blocks: [] }, { tags: ['cms'] })
      await cache.set('untagged', 1)

      await cache.invalidateTags(['product:WS12'])

      expect(await cache.get('search:hats')).toBeUndefined()
      expect(await cache.get('product:WS12')).toBeUndefined()
      expect(await cache.get('product:MH01')).toEqual({ sku: 'MH01' })
      expect(await cache.get('cms:home')).toEqual({ blocks: [] })
      expect(await cache.get('untagged')).toBe(1)
    })

    it('invalidates several tags in one call', async () => {
      await cache.set('a', 1, { tags: ['category:3'] })
      await cache.set('b', 2, { tags: ['category:4'] })
      await cache.set('c', 3, { tags: ['category:5'] })
      await cache.invalidateTags(['category:3', 'category:4'])
      expect([await cache.get('a'), await cache.get('b'), await cache.get('c')]).toEqual([
        undefined,
        undefined,
        3,
      ])
    })

    it('stores entries again under a tag after that tag was invalidated', async () => {
      await cache.set('product:WS12', 'old', { tags: ['product:WS12'] })
      await cache.invalidateTags(['product:WS12'])
      await cache.set('product:WS12', 'new', { tags: ['product:WS12'] })
      expect(await cache.get('product:WS12')).toBe('new')
      await cache.invalidateTags(['product:WS12'])
      expect(await cache.get('product:WS12')).toBeUndefined()
    })

    it('accepts invalidating a tag nothing was stored with', async () => {
      await cache.set('kept', true, { tags: ['t1'] })
      await cache.invalidateTags(['no-such-tag'])
      await cache.invalidateTags([])
      expect(await cache.get('kept')).toBe(true)
    })

    it('refuses a TTL that is not a whole number of seconds', async () => {
      await expect(cache.set('k', 1, { ttlSeconds: -1 })).rejects.toThrow(RangeError)
      await expect(cache.set('k', 1, { ttlSeconds: 1.5 })).rejects.toThrow(RangeError)
      expect(await cache.get('k')).toBeUndefined()
    })

    it('reports itself down once closed', async () => {
      await cache.close()
      expect(cache.status()).toMatchObject({ port: 'cache', status: 'down' })
    })
  })
}
