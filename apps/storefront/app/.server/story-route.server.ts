// The loader of the routes that show a story (001 §2: home, `/i/{slug}`, `/cookie-policy`, FAQ,
// return policy): the store segment must be a store, and a path without a published story is the
// not-found page (HTTP 404).
import type { AppLoadContext } from '@remix-run/node'
import type { StoryPageData } from '~/lib/content/story-page-data'
import { assertKnownStoreSegment } from '~/lib/store-path'
import { loadStoryPage } from './story-page.server'
import { readLazyStyleSheets } from './lazy-style-sheets.server'

export async function respondStoryPage(
  context: AppLoadContext,
  store: string | undefined,
  path: string,
): Promise<StoryPageData> {
  assertKnownStoreSegment(store)
  const page = await loadStoryPage(context, path)
  if (!page) throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
  return { ...page, styleSheets: readLazyStyleSheets('blocks') }
}
