// Loads catalogue documents into the search port: each entity replaced whole, products and URL
// rewrites first given their index-only fields (catalog-index-fields.ts). Used by the importer and,
// for the embedded engine, at start from the catalogue store.
import type { Attribute } from '@vitrine/contracts/catalog/attribute'
import type { CatalogEntityType } from '@vitrine/contracts/catalog/catalog-entities'
import type { TaxRule } from '@vitrine/contracts/catalog/tax-rule'
import { storeViews } from '@vitrine/contracts/store-views'
import type { SearchDocument } from '../../adapters/search/search.port.js'
import { addProductIndexFields, addUrlRewriteIndexFields } from '../catalog/catalog-index-fields.js'
import { DEFAULT_STORE_TIME_ZONE } from '@vitrine/pricing/store-time'
import { PRICE_FACET } from '@vitrine/contracts/catalog-query'

export interface IndexingReference {
  taxRules: readonly TaxRule[]
  attributes: readonly Attribute[]
  now: Date
  /** The shop's time zone for special price windows (D90); the pricing default when absent. */
  timeZone?: string
}

// The tax countries of the store views; each gets its shelf prices indexed (spec 000 §9 filters).
const TAX_COUNTRIES = [...new Set(storeViews.map((view) => view.tax.defaultCountry.toUpperCase()))]
const SOURCE_PRICE_INCLUDES_TAX = storeViews[0]?.tax.sourcePriceIncludesTax ?? false

/** The documents as the index holds them. */
export function prepareIndexDocuments(
  entity: CatalogEntityType,
  documents: readonly Record<string, unknown>[],
  reference: IndexingReference,
): SearchDocument[] {
  if (entity === 'url_rewrite') return documents.map(addUrlRewriteIndexFields)
  if (entity !== 'product') return [...documents]
  const facetCodes = reference.attributes
    .filter((attribute) => attribute.is_filterable === true)
    .map((attribute) => attribute.attribute_code)
    .filter((code) => code !== PRICE_FACET)
  const context = {
    facetCodes,
    countries: TAX_COUNTRIES,
    pricing: {
      taxRules: reference.taxRules,
      sourcePriceIncludesTax: SOURCE_PRICE_INCLUDES_TAX,
      now: reference.now,
      timeZone: reference.timeZone ?? DEFAULT_STORE_TIME_ZONE,
    },
  }
  return documents.map((product) => addProductIndexFields(product, context))
}
