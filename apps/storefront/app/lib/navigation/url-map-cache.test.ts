import { describe, expect, it } from 'vitest'
import {
  createUrlMapCache,
  URL_MAP_MEMORY_LIMIT,
  URL_MAP_PERSISTENT_LIMIT,
  URL_MAP_STORAGE_KEY,
  type UrlMapCacheStorage,
} from './url-map-cache'

function createStorage(): UrlMapCacheStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  }
}

describe('url map cache', () => {
  it('answers from memory first, then from the persistent cache of an earlier visit', () => {
    const storage = createStorage()
    createUrlMapCache(storage).set('/women', { type: 'category', slug: 'women-3' })
    const nextVisit = createUrlMapCache(storage)
    expect(nextVisit.get('/women')).toEqual({ type: 'category', slug: 'women-3' })
    storage.data.clear()
    expect(nextVisit.get('/women')).toEqual({ type: 'category', slug: 'women-3' })
  })

  it('misses an unknown url', () => {
    expect(createUrlMapCache(createStorage()).get('/nothing')).toBeUndefined()
  })

  it('keeps the persistent cache bounded, dropping the least recently used', () => {
    const storage = createStorage()
    const cache = createUrlMapCache(storage)
    for (let index = 0; index <= URL_MAP_PERSISTENT_LIMIT; index += 1) {
      cache.set(`/p${index}`, { type: 'none' })
    }
    const stored = JSON.parse(storage.data.get(URL_MAP_STORAGE_KEY) ?? '[]') as unknown[]
    expect(stored).toHaveLength(URL_MAP_PERSISTENT_LIMIT)
    expect(createUrlMapCache(storage).get('/p0')).toBeUndefined()
    expect(createUrlMapCache(storage).get(`/p${URL_MAP_PERSISTENT_LIMIT}`)).toEqual({
      type: 'none',
    })
  })

  it('keeps the memory map bounded too', () => {
    const cache = createUrlMapCache()
    for (let index = 0; index <= URL_MAP_MEMORY_LIMIT; index += 1) {
      cache.set(`/p${index}`, { type: 'none' })
    }
    expect(cache.get('/p0')).toBeUndefined()
    expect(cache.get('/p1')).toEqual({ type: 'none' })
  })

  it('ignores a damaged persistent cache and survives a full quota', () => {
    const storage = createStorage()
    storage.data.set(URL_MAP_STORAGE_KEY, '{not json')
    expect(createUrlMapCache(storage).get('/women')).toBeUndefined()
    storage.data.set(URL_MAP_STORAGE_KEY, JSON.stringify([['/x', { type: 'bogus' }]]))
    expect(createUrlMapCache(storage).get('/x')).toBeUndefined()
    const full: UrlMapCacheStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const cache = createUrlMapCache(full)
    cache.set('/women', { type: 'category', slug: 'women-3' })
    expect(cache.get('/women')).toEqual({ type: 'category', slug: 'women-3' })
  })
})
