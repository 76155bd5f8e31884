// The browser's URL-to-route map (spec 000 §2 "URL resolution" step 2): answers of
// POST /api/url/resolve kept in memory first, then in a small persistent cache in localStorage, so a
// path met before resolves without asking the server. Both are bounded LRUs (most recent last).
// Only the few fields a navigation needs are kept, never whole product documents.

export type CachedUrlTarget =
  | { type: 'category'; slug: string }
  | { type: 'product'; path: string }
  | { type: 'cms_page'; identifier: string }
  | { type: 'redirect'; target: string; status: 301 | 302 }
  | { type: 'none' }

export interface UrlMapCacheStorage {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
}

export const URL_MAP_STORAGE_KEY = 'url-map-cache'
/** Enough for a shopping session; small enough to keep localStorage writes cheap. */
export const URL_MAP_MEMORY_LIMIT = 200
export const URL_MAP_PERSISTENT_LIMIT = 100

type Entries = [string, CachedUrlTarget][]

function isTarget(value: unknown): value is CachedUrlTarget {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  switch (entry.type) {
    case 'category':
      return typeof entry.slug === 'string'
    case 'product':
      return typeof entry.path === 'string'
    case 'cms_page':
      return typeof entry.identifier === 'string'
    case 'redirect':
      return typeof entry.target === 'string' && (entry.status === 301 || entry.status === 302)
    case 'none':
      return true
    default:
      return false
  }
}

function readPersistent(storage: UrlMapCacheStorage | undefined): Entries {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(URL_MAP_STORAGE_KEY) ?? '[]')
    if (!Array.isArray(parsed)) return []
    return parsed.filter(
      (entry): entry is [string, CachedUrlTarget] =>
        Array.isArray(entry) && typeof entry[0] === 'string' && isTarget(entry[1]),
    )
  } catch {
    return []
  }
}

/** Moves `key` to the most recent end and drops the oldest entries beyond `limit`. */
function touch(
  map: Map<string, CachedUrlTarget>,
  key: string,
  value: CachedUrlTarget,
  limit: number,
) {
  map.delete(key)
  map.set(key, value)
  while (map.size > limit) {
    const oldest = map.keys().next().value
    if (oldest === undefined) break
    map.delete(oldest)
  }
}

export interface UrlMapCache {
  get(url: string): CachedUrlTarget | undefined
  set(url: string, target: CachedUrlTarget): void
}

export function createUrlMapCache(storage?: UrlMapCacheStorage): UrlMapCache {
  const memory = new Map<string, CachedUrlTarget>()
  return {
    get(url) {
      const inMemory = memory.get(url)
      if (inMemory) return inMemory
      const stored = readPersistent(storage).find(([key]) => key === url)?.[1]
      if (stored) touch(memory, url, stored, URL_MAP_MEMORY_LIMIT)
      return stored
    },
    set(url, target) {
      touch(memory, url, target, URL_MAP_MEMORY_LIMIT)
      if (!storage) return
      const persistent = new Map(readPersistent(storage))
      touch(persistent, url, target, URL_MAP_PERSISTENT_LIMIT)
      try {
        storage.setItem(URL_MAP_STORAGE_KEY, JSON.stringify([...persistent]))
      } catch {
        // spec 000 §8: cache write failures are logged only; a full quota just skips persisting
        console.warn('url map cache write failed')
      }
    },
  }
}
