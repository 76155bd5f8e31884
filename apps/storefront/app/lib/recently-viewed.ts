// Recently viewed products (spec 000 §3: a list keyed by sku, local storage key `recently-viewed`):
// newest first, one entry per sku, at most 12 kept.
import type { ProductCardView } from './catalog/product-card'

export const RECENTLY_VIEWED_KEY = 'recently-viewed'
export const RECENTLY_VIEWED_LIMIT = 12

export type RecentlyViewedEntry = ProductCardView

/** The list with a product moved (or added) to the front. */
export function addRecentlyViewed(
  list: readonly RecentlyViewedEntry[],
  entry: RecentlyViewedEntry,
  limit = RECENTLY_VIEWED_LIMIT,
): RecentlyViewedEntry[] {
  return [entry, ...list.filter((item) => item.sku !== entry.sku)].slice(0, limit)
}

function isEntry(value: unknown): value is RecentlyViewedEntry {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return (
    typeof entry.sku === 'string' &&
    typeof entry.name === 'string' &&
    typeof entry.link === 'string'
  )
}

/** Reads the stored list; anything unreadable counts as empty. */
export function readRecentlyViewed(storage: Pick<Storage, 'getItem'>): RecentlyViewedEntry[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(RECENTLY_VIEWED_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isEntry) : []
  } catch {
    return []
  }
}

/** Stores the list; a full or blocked storage only loses the history. */
export function writeRecentlyViewed(
  storage: Pick<Storage, 'setItem'>,
  list: readonly RecentlyViewedEntry[],
): void {
  try {
    storage.setItem(RECENTLY_VIEWED_KEY, JSON.stringify(list))
  } catch {
    // Quota or privacy mode: nothing to do.
  }
}
