// URL resolution for paths no real route matches (spec 000 §2 "URL resolution before each
// navigation", steps 2–5, and the server-side rules after it). Real routes match first (step 1:
// the router's own matching), so only the catch-all route calls these. Pure: the caller looks the
// URL up (memory, persistent cache, then POST /api/url/resolve) and acts on the decision.
import { resolveStoreFromPath, type StoreView } from '@vitrine/contracts/store-views'
import type { UrlMapResult } from '@vitrine/contracts/url-map'
import { buildProductPath } from '../catalog/product-path'
import { buildStorePath } from '../store-path'
import type { CachedUrlTarget } from './url-map-cache'

/**
 * Query parameters of the old shop's layered navigation and toolbar (Magento 2). An unmapped path
 * carrying one of them is an old filtered listing, sent to the home page instead of a 404.
 */
export const LEGACY_FILTER_PARAMS = [
  'cat',
  'product_list_order',
  'product_list_dir',
  'product_list_mode',
  'product_list_limit',
] as const

export type DispatchDecision =
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'category'; slug: string }
  | { kind: 'cms-page'; identifier: string }
  | { kind: 'not-found' }

/** The path inside its store, e.g. `/nl/home` → `/home`; the bare store root `/nl/` → `/`. */
export function readPathInStore(pathname: string): { storeView: StoreView; path: string } {
  const { storeView, path } = resolveStoreFromPath(pathname)
  const trimmed = path.replace(/\/+$/, '')
  return { storeView, path: trimmed === '' ? '/' : trimmed }
}

/** spec 000 §2: a bare store root gets /home appended; `/home` is that store's home page. */
export function isStoreHome(pathname: string): boolean {
  const { path } = readPathInStore(pathname)
  return path === '/' || path === '/home'
}

export function hasLegacyFilterParams(search: URLSearchParams): boolean {
  return LEGACY_FILTER_PARAMS.some((param) => search.has(param))
}

function readString(item: Record<string, unknown>, field: string): string | undefined {
  const value = item[field]
  return typeof value === 'string' && value !== '' ? value : undefined
}

/** A server answer reduced to what a navigation needs (also what the browser caches). */
export function toCachedTarget(
  result: UrlMapResult | null,
  storeView: Pick<StoreView, 'url'>,
): CachedUrlTarget {
  if (!result) return { type: 'none' }
  switch (result.type) {
    case 'redirect':
      return { type: 'redirect', ...result.redirect }
    case 'category': {
      const slug = readString(result.item, 'slug')
      return slug ? { type: 'category', slug } : { type: 'none' }
    }
    case 'product': {
      const sku = readString(result.item, 'sku')
      if (!sku) return { type: 'none' }
      const path = buildProductPath(storeView, {
        sku: readString(result.item, 'parentSku') ?? sku,
        slug: readString(result.item, 'slug'),
        url_key: readString(result.item, 'url_key'),
      })
      return { type: 'product', path }
    }
    case 'cms_page': {
      const identifier = readString(result.item, 'identifier')
      return identifier ? { type: 'cms_page', identifier } : { type: 'none' }
    }
  }
}

function withSearch(location: string, search: string): string {
  return search ? `${location}${location.includes('?') ? '&' : '?'}${search.slice(1)}` : location
}

/**
 * What the catch-all route does with a path (with `search`, `?…` or ``) and its looked-up target.
 * `target` is undefined when the lookup failed (a data-loading failure).
 */
export function decideDispatch(
  pathname: string,
  search: string,
  target: CachedUrlTarget | undefined,
): DispatchDecision {
  const { storeView, path } = readPathInStore(pathname)
  if (isStoreHome(pathname)) {
    return {
      kind: 'redirect',
      location: withSearch(buildStorePath(storeView, '/'), search),
      status: 301,
    }
  }
  if (path.startsWith('/api/')) return { kind: 'not-found' }
  switch (target?.type) {
    case 'redirect':
      // spec 000 §2: server-side rendering redirects with the rewrite's stored redirect type
      return {
        kind: 'redirect',
        location: withSearch(target.target, search),
        status: target.status,
      }
    case 'category':
      return { kind: 'category', slug: target.slug }
    case 'cms_page':
      return { kind: 'cms-page', identifier: target.identifier }
    case 'product':
      // The URL dispatcher is off for products (D23): their url_path leads to the named route.
      return { kind: 'redirect', location: withSearch(target.path, search), status: 302 }
    case 'none':
    case undefined:
      if (hasLegacyFilterParams(new URLSearchParams(search))) {
        return { kind: 'redirect', location: buildStorePath(storeView, '/'), status: 302 }
      }
      return { kind: 'not-found' }
  }
}

/** spec 000 §2: product routes are named by type (`configurable-product`). */
export function nameProductRoute(typeId: string, storeCode?: string): string {
  const name = `${typeId}-product`
  return storeCode && storeCode !== 'default' ? `${storeCode}-${name}` : name
}

/**
 * spec 000 §2: the store-specific route of a product: its url path with the store code, and the
 * params parentSku (the parent sku, or its own) and slug.
 */
export function mapStoreProductRoute(
  product: { type_id: string; sku: string; parentSku?: string; slug?: string; url_path?: string },
  storeView: Pick<StoreView, 'storeCode' | 'url'>,
): { name: string; path: string; params: { parentSku: string; slug: string } } {
  const slug = product.slug ?? ''
  const urlPath = (product.url_path ?? slug).replace(/^\/+/, '')
  return {
    name: nameProductRoute(product.type_id, storeView.storeCode),
    path: buildStorePath(storeView, `/${urlPath}`),
    params: { parentSku: product.parentSku ?? product.sku, slug },
  }
}

/** spec 000 §2 multistore: a move into another store view is a full page load. */
export function isStoreSwitch(fromPathname: string, toPathname: string): boolean {
  return (
    resolveStoreFromPath(fromPathname).storeView.storeCode !==
    resolveStoreFromPath(toPathname).storeView.storeCode
  )
}
