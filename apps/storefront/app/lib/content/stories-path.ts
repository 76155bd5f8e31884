// Where the header's stories row shows (spec 001 §2 "Header": stories, path
// storyline-stories/{current path}; D131): the layout story lists the paths inside the store view
// that have a storyline, so a page without one asks for nothing. The header (shell code) matches
// the current path here, so this file stays small.
import type { StoreView } from '@vitrine/contracts/store-views'

/** A path inside the store view as the layout lists it: `/`, `/women`, never a trailing slash. */
export function normaliseStoriesPath(path: string): string {
  return `/${path.trim().replace(/^\/+|\/+$/g, '')}`
}

/**
 * The current page's path inside its store view (the view of the pathname's prefix) when the
 * layout lists it for stories, else null.
 */
export function matchStoriesPath(
  paths: readonly string[],
  pathname: string,
  storeView: Pick<StoreView, 'url'>,
): string | null {
  // The shop's links never end in a slash; the store's bare prefix (`/nl`, `/nl/`) is its home.
  const inside = pathname.slice(storeView.url.length) || '/'
  return paths.includes(inside) ? inside : null
}
