// spec 000 §8: a data-loading failure on a route change shows an error notification with OK, then
// navigation continues; when the content is unavailable offline, the offline text is shown and
// the shopper goes home. Route loaders run outside React, so they announce the failure as a window
// event and the layout's notifications pick it up.

export const NAVIGATION_FAILURE_EVENT = 'vitrine:navigation-failure'
/** spec 000 §8: the marker of a failed offline query. */
export const OFFLINE_EMPTY_RESULT = 'query returned empty result'

export interface NavigationFailure {
  offline: boolean
}

export function classifyNavigationFailure(error: unknown, online: boolean): NavigationFailure {
  const message = error instanceof Error ? error.message : String(error)
  return { offline: !online || message.includes(OFFLINE_EMPTY_RESULT) }
}

export function announceNavigationFailure(failure: NavigationFailure): void {
  window.dispatchEvent(
    new CustomEvent<NavigationFailure>(NAVIGATION_FAILURE_EVENT, { detail: failure }),
  )
}
