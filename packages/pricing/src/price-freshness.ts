// spec 000 §4 "Prices": prices are flagged current or not current with a refresh time. A price
// computed from fresh server data is current; one read from a cache (offline, before the platform
// prices were synchronised) is marked not current until it is computed again. The time is passed
// in: pure functions never read the clock.

export interface PriceFreshness {
  readonly isCurrent: boolean
  /** ISO 8601 time the price was computed or refreshed. */
  readonly refreshedAt: string
}

// A whole answer is priced with one `now`: the text of the last time is kept (by its value).
let lastTime = Number.NaN
let lastIso = ''

/** The ISO 8601 text of `now` (the last one is kept: a whole answer is priced with one time). */
export function formatRefreshTime(now: Date): string {
  const time = now.getTime()
  if (time !== lastTime) {
    lastIso = now.toISOString()
    lastTime = time
  }
  return lastIso
}

/** Stamps a price with its refresh time and current flag (current unless told otherwise). */
export function stampPrice<T extends object>(
  price: T,
  now: Date,
  isCurrent = true,
): T & PriceFreshness {
  return { ...price, isCurrent, refreshedAt: formatRefreshTime(now) }
}

/** The same price flagged not current, keeping the time it was last refreshed. */
export function markPriceNotCurrent<T extends PriceFreshness>(price: T): T {
  return { ...price, isCurrent: false }
}
