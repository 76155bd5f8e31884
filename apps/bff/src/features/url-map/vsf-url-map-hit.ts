// POST /api/url/map's answer as vue-storefront-api gives it (vsf-api-contract §1.2; D232): the one
// Elasticsearch hit of the product, category or CMS page, from the store view's index
// (`{index}_{type}`, VSF_CATALOG_INDICES), or null. A redirect of a rewrite entry is not a hit:
// vue-storefront-api searches the three entities only.
import type { StoreCode } from '@vitrine/contracts/store-views'
import type { UrlMapResult } from '@vitrine/contracts/url-map'
import type { VsfIndexNames } from '../vsf-catalog/vsf-index-names.js'

export interface VsfUrlMapHit {
  _index: string
  _type: 'product' | 'category' | 'cms_page'
  _id: string | null
  _score: null
  _source: Record<string, unknown>
}

/** The store view's VSF1 index name; the store code when none is configured for it. */
function indexOf(indices: VsfIndexNames, store: StoreCode): string {
  for (const [name, code] of indices) if (code === store) return name
  return store
}

export function toVsfUrlMapHit(
  found: UrlMapResult | null,
  indices: VsfIndexNames,
  store: StoreCode,
): VsfUrlMapHit | null {
  if (!found || found.type === 'redirect') return null
  const id = found.item.id
  return {
    _index: `${indexOf(indices, store)}_${found.type}`,
    _type: found.type,
    _id: typeof id === 'number' || typeof id === 'string' ? String(id) : null,
    _score: null,
    _source: found.item,
  }
}
