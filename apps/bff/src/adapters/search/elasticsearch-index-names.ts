// The names of the Elasticsearch aliases readers search (D81; reference vsf-api-contract §3.1):
// VSF1 keeps one index per store view and entity, `vue_storefront_catalog_product` for the
// default store view and `vue_storefront_catalog_de_product` for the German one. With the prefix
// `vitrine` that is `vitrine_product` and `vitrine_de_product`.
import type { StoreCode } from '@vitrine/contracts/store-views'
import { DEFAULT_SEARCH_STORE, type SearchEntity } from './search.port.js'

export function nameSearchAlias(prefix: string, entity: SearchEntity, store: StoreCode): string {
  return store === DEFAULT_SEARCH_STORE ? `${prefix}_${entity}` : `${prefix}_${store}_${entity}`
}
