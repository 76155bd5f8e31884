// What a route module may declare in its `handle` export, and how the shell reads it.
// spec 001 §2 "Layouts": default, minimal, maintenance, empty; the header is sticky except on home.

export const layoutNames = ['default', 'minimal', 'maintenance', 'empty'] as const
export type LayoutName = (typeof layoutNames)[number]

export interface RouteHandle {
  layout?: LayoutName
  /** The home page: its header scrolls away instead of sticking. */
  isHome?: boolean
  /**
   * A checkout page (spec 001 §2): the mega menu, newsletter pop-up, mobile and bottom navigation,
   * the header icons and the menu button are hidden.
   */
  checkout?: boolean
}

interface MatchLike {
  handle?: unknown
}

function readHandle(match: MatchLike): RouteHandle {
  const handle = match.handle
  if (typeof handle !== 'object' || handle === null) return {}
  const { layout, isHome, checkout } = handle as Record<string, unknown>
  return {
    layout: layoutNames.find((name) => name === layout),
    isHome: isHome === true,
    checkout: checkout === true,
  }
}

/** The layout asked for by the deepest route that names one; `default` otherwise. */
export function selectLayout(matches: readonly MatchLike[]): LayoutName {
  for (const match of [...matches].reverse()) {
    const { layout } = readHandle(match)
    if (layout) return layout
  }
  return 'default'
}

/** Whether the deepest route is the home page. */
export function selectIsHome(matches: readonly MatchLike[]): boolean {
  const last = matches.at(-1)
  return last ? readHandle(last).isHome === true : false
}

/** Whether the deepest route is a checkout page (spec 001 §2: checkout hides parts of the shell). */
export function selectIsCheckout(matches: readonly MatchLike[]): boolean {
  const last = matches.at(-1)
  return last ? readHandle(last).checkout === true : false
}
