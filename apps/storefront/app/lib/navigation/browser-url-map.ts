// The browser's URL map lookups (spec 000 §2 steps 2–3): memory, then localStorage, then the
// server. One cache for the page's lifetime; the server is asked through the same-origin proxy.
import { createBffClient } from '@vitrine/contracts/bff-client'
import { resolveStoreFromPath } from '@vitrine/contracts/store-views'
import { lookUpUrl } from './look-up-url'
import { createUrlMapCache, type CachedUrlTarget, type UrlMapCache } from './url-map-cache'

let cache: UrlMapCache | undefined

function getCache(): UrlMapCache {
  if (!cache) {
    let storage: Storage | undefined
    try {
      storage = window.localStorage
    } catch {
      storage = undefined // storage disabled: memory only
    }
    cache = createUrlMapCache(storage)
  }
  return cache
}

/** The target of a path with its query (e.g. `/nl/women?size=5021`); throws when the server fails. */
export async function resolveInBrowser(url: URL): Promise<CachedUrlTarget> {
  const key = `${url.pathname}${url.search}`
  const cached = getCache().get(key)
  if (cached) return cached
  const { storeView } = resolveStoreFromPath(url.pathname)
  const bff = createBffClient({ baseUrl: window.location.origin, storeCode: storeView.storeCode })
  const target = await lookUpUrl(bff, storeView, key)
  getCache().set(key, target)
  return target
}
