// Product page paths (spec 000 §2): `/p/{parentSku}/{slug}` for every type, with the chosen child
// of a configurable product as a third segment `/p/{parentSku}/{slug}/{childSku}`. The store prefix
// is added for /nl and /de. (With the URL dispatcher on, links use `url_path`: spec 000 §2, D57.)
import type { StoreView } from '@vitrine/contracts/store-views'
import { buildStorePath } from '../store-path'

export interface ProductPathInput {
  sku: string
  slug?: string | undefined
  url_key?: string | undefined
}

export function buildProductPath(
  storeView: Pick<StoreView, 'url'>,
  product: ProductPathInput,
  childSku?: string,
): string {
  const slug = product.slug ?? product.url_key ?? product.sku.toLowerCase()
  const segments = ['p', product.sku, slug, ...(childSku ? [childSku] : [])]
  return buildStorePath(storeView, `/${segments.map(encodeURIComponent).join('/')}`)
}

/** `/c/{slug}` in a store view (spec 000 §2). */
export function buildCategoryPath(storeView: Pick<StoreView, 'url'>, slug: string): string {
  return buildStorePath(storeView, `/c/${encodeURIComponent(slug)}`)
}
