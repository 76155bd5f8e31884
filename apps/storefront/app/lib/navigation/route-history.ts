// Route history (spec 000 §2): the current and previous route, each with its scroll position and
// the number of category products shown, and whether the last navigation went back. Entries are
// kept per history entry key, so going back to a category finds what was shown there.

export interface RouteEntry {
  /** The history entry key (react-router's `location.key`). */
  key: string
  path: string
  scrollY: number
  /** Products shown on a category page (after 'load more'); 0 elsewhere. */
  productsShown: number
}

export interface RouteHistory {
  current: RouteEntry | null
  previous: RouteEntry | null
  /** The current route was reached with the browser's back or forward button. */
  isBack: boolean
  /** Remembered entries by key (bounded), to restore on back navigation. */
  saved: Record<string, RouteEntry>
}

/** Enough entries for a long back-button walk; older ones are dropped. */
export const SAVED_ROUTE_LIMIT = 50

export const initialRouteHistory: RouteHistory = {
  current: null,
  previous: null,
  isBack: false,
  saved: {},
}

function save(saved: Record<string, RouteEntry>, entry: RouteEntry): Record<string, RouteEntry> {
  const { [entry.key]: _replaced, ...others } = saved
  const keys = Object.keys(others)
  const kept = keys.slice(Math.max(0, keys.length - (SAVED_ROUTE_LIMIT - 1)))
  return {
    ...Object.fromEntries(kept.map((key) => [key, others[key] as RouteEntry])),
    [entry.key]: entry,
  }
}

/** A navigation finished at `location`; `pop` is true for back/forward (navigation type POP). */
export function recordNavigation(
  history: RouteHistory,
  location: { key: string; path: string },
  pop: boolean,
): RouteHistory {
  if (history.current?.key === location.key) return history
  const remembered = pop ? history.saved[location.key] : undefined
  const current: RouteEntry = remembered ?? { ...location, scrollY: 0, productsShown: 0 }
  return {
    current,
    previous: history.current,
    isBack: pop && history.current !== null,
    saved: history.current ? save(history.saved, history.current) : history.saved,
  }
}

/** Notes the scroll position of the current route (taken just before leaving it). */
export function recordScroll(history: RouteHistory, scrollY: number): RouteHistory {
  if (!history.current || history.current.scrollY === scrollY) return history
  return { ...history, current: { ...history.current, scrollY } }
}

/** Notes how many category products the current route shows. */
export function recordProductsShown(history: RouteHistory, productsShown: number): RouteHistory {
  if (!history.current || history.current.productsShown === productsShown) return history
  return { ...history, current: { ...history.current, productsShown } }
}

/** What a page reached by going back should restore; null for a forward navigation. */
export function selectRestore(
  history: RouteHistory,
): { scrollY: number; productsShown: number } | null {
  if (!history.isBack || !history.current) return null
  const { scrollY, productsShown } = history.current
  return { scrollY, productsShown }
}
