// Where a story lives in the shop (001 §2 "Language switch": the store view by slug prefix — nl,
// de, otherwise default): `home` → `/`, `nl/home` → `/nl`, `de/i/about-us` → `/de/i/about-us`.
import { defaultStoreView, findStoreView, type StoreView } from '@vitrine/contracts/store-views'
import { buildStorePath } from '../store-path'

/** The store view a full slug belongs to, by its first segment. */
export function storeViewOfSlug(fullSlug: string): StoreView {
  const first = fullSlug.split('/')[0] ?? ''
  const view = first === 'default' ? undefined : findStoreView(first)
  return view ?? defaultStoreView
}

/** The full slug of a page path within a store view: ('/', nl) → `nl/home`. */
export function storySlugOf(storeView: Pick<StoreView, 'storeCode'>, path: string): string {
  const inside = path.replace(/^\/+|\/+$/g, '') || 'home'
  return storeView.storeCode === defaultStoreView.storeCode
    ? inside
    : `${storeView.storeCode}/${inside}`
}

/** The shop path of a story's full slug. */
export function storyPath(fullSlug: string): string {
  const storeView = storeViewOfSlug(fullSlug)
  const prefix = storeView.storeCode === defaultStoreView.storeCode ? '' : `${storeView.storeCode}/`
  const inside = fullSlug.startsWith(prefix) ? fullSlug.slice(prefix.length) : fullSlug
  return buildStorePath(storeView, inside === 'home' ? '/' : `/${inside}`)
}

/** The story's path in each store view, by store code, from itself and its alternates. */
export function storyPathsByStore(story: {
  full_slug: string
  alternates: readonly { full_slug: string }[]
}): Record<string, string> {
  const paths: Record<string, string> = {}
  for (const slug of [story.full_slug, ...story.alternates.map((item) => item.full_slug)]) {
    paths[storeViewOfSlug(slug).storeCode] ??= storyPath(slug)
  }
  return paths
}
