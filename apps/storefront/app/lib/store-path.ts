// Store view routing helpers. Routes live under an optional `($store)` segment; the store view
// itself is always read from the path by `resolveStoreFromPath`, the segment only has to name a
// known non-default store or the page does not exist.
import { storeViews, type StoreView } from '@vitrine/contracts/store-views'

/** The store view mounted at `/{segment}`; `undefined` for anything else (also `default`). */
export function findStoreByPrefix(segment: string): StoreView | undefined {
  return storeViews.find((view) => view.url !== '' && view.url === `/${segment}`)
}

/** Throws a 404 response when the optional store segment is not a known store prefix. */
export function assertKnownStoreSegment(segment: string | undefined): void {
  if (segment !== undefined && !findStoreByPrefix(segment)) {
    throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
  }
}

/** A path inside a store view: ('/login', nl) → '/nl/login'; the home of nl is '/nl'. */
export function buildStorePath(storeView: Pick<StoreView, 'url'>, path: string): string {
  const inside = path.startsWith('/') ? path : `/${path}`
  if (inside === '/') return storeView.url === '' ? '/' : storeView.url
  return `${storeView.url}${inside}`
}
