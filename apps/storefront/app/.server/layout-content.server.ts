// The store view's layout story for the root loader (D125): read through the BFF's story API and
// turned into the shell's LayoutView, kept per store view in this server's memory as long as a
// rendered page is kept (D226, as the menu: D191), so an edited story shows within a page's
// lifetime and a page render asks the BFF for nothing it asked for a moment ago. A failed read is
// not kept and gives the empty layout: the shop's pages still render, with the fixed parts of the
// header and footer only. When the layout lists the page's path for stories, that path's
// storyline story is read after it (D131); other pages ask for nothing more.
import type { BffClient } from '@vitrine/contracts/bff-client'
import type { StoreView } from '@vitrine/contracts/store-views'
import type { LayoutView } from '~/lib/content/layout-view'
import { matchStoriesPath } from '~/lib/content/stories-path'
import { loadStoryline, type StorylineData } from '~/lib/content/storyline'
import { NO_LAYOUT } from '~/lib/content/use-layout'
import { toJsonPayload, type JsonPayload } from '~/lib/json-payload'
import { getEnv } from './env.server'
import { readPublishedStory } from './layout-story-api.server'
import { readLayoutStory } from './layout-story.server'
import { menuLifetimeMs } from './menu-categories.server'

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
  return (await readLayout(storeView, readStory)).payload
}

interface ReadLayout {
  payload: JsonPayload<LayoutView>
  view: LayoutView | null
}

async function readLayout(
  storeView: StoreView,
  readStory: (fullSlug: string) => Promise<unknown>,
): Promise<ReadLayout> {
  try {
    const story = await readStory(layoutFullSlug(storeView))
    const view = readLayoutStory(story, storeView)
    // The same story gives the same text on every page, which the browser parses once (D50).
    return { payload: toJsonPayload(view), view }
  } catch {
    return { payload: NO_LAYOUT, view: null }
  }
}

/** The layouts read, per store view, until they expire (D226). */
const kept = new Map<string, { expires: number; layout: ReadLayout }>()

async function readKeptLayout(
  bff: BffClient,
  storeView: StoreView,
  now: number,
): Promise<ReadLayout> {
  const hit = kept.get(storeView.storeCode)
  if (hit && hit.expires > now) return hit.layout
  const layout = await readLayout(storeView, (fullSlug) => readPublishedStory(bff, fullSlug))
  // The empty layout of a failed read is not kept: the next page asks again.
  if (layout.view !== null) {
    const lifetime = menuLifetimeMs(getEnv().STOREFRONT_PAGE_CACHE_SECONDS)
    kept.set(storeView.storeCode, { expires: now + lifetime, layout })
  }
  return layout
}

export interface ShellContent {
  layout: JsonPayload<LayoutView>
  /** The page's stories row; null on a page the layout lists no stories for. */
  storyline: StorylineData | null
}

/** The layout and, on a page with stories, its row: one BFF call, two on such a page. */
export async function loadShellContent(
  bff: BffClient,
  storeView: StoreView,
  pathname: string,
  now: number = Date.now(),
): Promise<ShellContent> {
  const { payload, view } = await readKeptLayout(bff, storeView, now)
  const path = view?.stories ? matchStoriesPath(view.stories.paths, pathname, storeView) : null
  if (path === null) return { layout: payload, storyline: null }
  const stories = await loadStoryline(bff, storeView, path, view?.stories?.title ?? '').catch(
    () => null,
  )
  return { layout: payload, storyline: { path, stories } }
}
