// The store view's layout story for the root loader (D125): read through the BFF's story API on
// every page render (the BFF keeps stories in its content cache, so an edited story shows on the
// next request) and turned into the shell's LayoutView. A failed read gives the empty layout: the
// shop's pages still render, with the fixed parts of the header and footer only.
import type { StoreView } from '@vitrine/contracts/store-views'
import type { LayoutView } from '~/lib/content/layout-view'
import { NO_LAYOUT } from '~/lib/content/use-layout'
import { toJsonPayload, type JsonPayload } from '~/lib/json-payload'
import { readLayoutStory } from './layout-story.server'

/** The layout story's slug inside a store view's folder (D125). */
export const LAYOUT_SLUG = 'layout'

/** `layout`, `nl/layout`, `de/layout`: the store folder is the store view's URL prefix. */
export function layoutFullSlug(storeView: Pick<StoreView, 'url'>): string {
  const folder = storeView.url.replace(/^\//, '')
  return folder ? `${folder}/${LAYOUT_SLUG}` : LAYOUT_SLUG
}

export async function loadLayout(
  storeView: StoreView,
  readStory: (fullSlug: string) => Promise<unknown>,
): Promise<JsonPayload<LayoutView>> {
  try {
    const story = await readStory(layoutFullSlug(storeView))
    // The same story gives the same text on every page, which the browser parses once (D50).
    return toJsonPayload(readLayoutStory(story, storeView))
  } catch {
    return NO_LAYOUT
  }
}
