// A path's stories row (spec 001 §2 "Header": stories, path storyline-stories/{current path}; §3
// stories: title, logo, slider; D131): the story `storyline-stories/<path>` in the store view's
// folder (`home` for its home page), read through the BFF's story API, which caches it (D111).
// The root loader reads the first page's on the server; the header's lazy stories row reads the
// next pages' in the browser.
import { BffError, type BffClient } from '@vitrine/contracts/bff-client'
import type { StoreView } from '@vitrine/contracts/store-views'
import type { StoriesView } from './layout-view'
import { isBlok, readAsset, readBloks, readHref, readText } from './read-blok'
import { storySlugOf } from './story-path'

export const STORYLINE_FOLDER = 'storyline-stories'

/** A path's row as the root loader read it: null when the path has no storyline (or it failed). */
export interface StorylineData {
  path: string
  stories: StoriesView | null
}

/** `storyline-stories/home` for `/`, `nl/storyline-stories/dames` for `/dames` in nl. */
export function storylineSlugOf(storeView: Pick<StoreView, 'storeCode'>, path: string): string {
  const inside = path.replace(/^\/+|\/+$/g, '') || 'home'
  return storySlugOf(storeView, `/${STORYLINE_FOLDER}/${inside}`)
}

/** A stories block (the storyline story's content, or one inside a page): title, stories. */
export function readStoriesBlock(
  block: unknown,
  storeView: Pick<StoreView, 'url'>,
  fallbackTitle: string,
): StoriesView {
  const fields = isBlok(block) ? block : {}
  return {
    title: readText(fields.title) || fallbackTitle,
    items: readBloks(fields.stories ?? fields.slider).flatMap((item) => {
      const logo = readAsset(item.logo)
      const title = readText(item.title)
      return logo && title
        ? [{ title, image: logo.src, alt: logo.alt, href: readHref(item.link, storeView) }]
        : []
    }),
  }
}

/** The path's row, or null when the store view has no storyline story for it. */
export async function loadStoryline(
  bff: BffClient,
  storeView: Pick<StoreView, 'storeCode' | 'url'>,
  path: string,
  fallbackTitle: string,
): Promise<StoriesView | null> {
  try {
    const { story } = await bff.call('/api/ext/vsf-storyblok-extension/story', {
      params: storylineSlugOf(storeView, path).split('/'),
    })
    return readStoriesBlock(story.content, storeView, fallbackTitle)
  } catch (error) {
    if (error instanceof BffError && error.status === 404) return null
    throw error
  }
}
