// A Storyblok link field (multilink: `{ linktype, url, cached_url }`, spec 001 §3 "Menu item"
// link{url,cached_url}) as an href in the current store view. Addresses with a scheme stay as they
// are; a story link's full slug loses its store folder (`nl/i/about-us` → `/i/about-us`, spec 001
// §2 "Language switch": the slug prefix names the store); paths are taken inside the store view,
// unless they already name a store view (`/nl/i/about-us` in a Dutch story is that page, not
// `/nl/nl/i/about-us`).
import type { StoreView } from '@vitrine/contracts/store-views'
import { buildStorePath } from '../store-path'

const STORE_FOLDER = /^\/?(nl|de)(\/|$)/
const ABSOLUTE = /^(https?:|mailto:|tel:)/i
const STORE_PATH = /^\/(nl|de)(\/|$)/

function readText(value: unknown): string {
  return typeof value === 'string' ? value.trim() : ''
}

/** The href of a link field, or null when it leads nowhere. */
export function resolveStoryLink(link: unknown, storeView: Pick<StoreView, 'url'>): string | null {
  if (typeof link === 'string') return resolvePath(link, storeView)
  if (typeof link !== 'object' || link === null) return null
  const field = link as Record<string, unknown>
  const target =
    field.linktype === 'story'
      ? readText(field.cached_url).replace(STORE_FOLDER, '/')
      : readText(field.url) || readText(field.cached_url)
  const href = resolvePath(target, storeView)
  const anchor = readText(field.anchor)
  return href && anchor ? `${href}#${anchor}` : href
}

function resolvePath(target: string, storeView: Pick<StoreView, 'url'>): string | null {
  if (target === '') return null
  if (ABSOLUTE.test(target) || STORE_PATH.test(target)) return target
  return buildStorePath(storeView, target)
}
