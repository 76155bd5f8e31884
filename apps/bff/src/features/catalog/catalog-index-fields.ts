// Fields the BFF adds to documents when it indexes them, and removes from every answer:
// - `search_facets.<code>`: a product's values of each filterable attribute, its own plus those of
//   its available configurable children, so one facet filter and one terms aggregation per
//   attribute cover simple and configurable products alike (spec 000 §9: multi-select filters);
// - `search_prices.<country>`: the price a shopper sees, including tax, per tax country of the store
//   views, so the price ranges, price facet and price sorts (spec 000 §9) use shelf prices;
// - `rewrite_key` on URL rewrites: `<store_id>:<request_path>`, the entry's identity.
// These are computed when the catalogue is loaded, so special-price windows count from that moment.
import { convertMinorToDecimal } from '@vitrine/pricing/money'
import { isVariantAvailable, readChildAttribute } from '@vitrine/variants/variant-child'
import type { SearchDocument } from '../../adapters/search/search.port.js'
import { computeShownPrice, type CatalogPricingContext } from './catalog-pricing.js'

export const FACET_FIELD_PREFIX = 'search_facets'
export const PRICE_FIELD_PREFIX = 'search_prices'
export const REWRITE_KEY_FIELD = 'rewrite_key'
const INDEX_ONLY_FIELDS = [FACET_FIELD_PREFIX, PRICE_FIELD_PREFIX, REWRITE_KEY_FIELD]

export function facetFieldOf(attributeCode: string): string {
  return `${FACET_FIELD_PREFIX}.${attributeCode}`
}

export function priceFieldOf(country: string): string {
  return `${PRICE_FIELD_PREFIX}.${country.toUpperCase()}`
}

export function keyUrlRewrite(rewrite: { store_id?: unknown; request_path?: unknown }): string {
  return `${String(rewrite.store_id)}:${String(rewrite.request_path)}`
}

export interface IndexFieldsContext {
  /** Filterable attribute codes other than `price`. */
  facetCodes: readonly string[]
  /** Tax countries to compute shelf prices for, e.g. ['NL', 'DE']. */
  countries: readonly string[]
  pricing: Omit<CatalogPricingContext, 'country'>
}

function toFacetValue(value: unknown): string | number | boolean | undefined {
  if (typeof value === 'number' || typeof value === 'boolean') return value
  if (typeof value !== 'string' || value === '') return undefined
  return /^\d+$/.test(value) ? Number(value) : value
}

function collectFacetValues(product: SearchDocument, code: string): (string | number | boolean)[] {
  const values = new Set<string | number | boolean>()
  const add = (value: unknown) => {
    for (const item of Array.isArray(value) ? value : [value]) {
      const facetValue = toFacetValue(item)
      if (facetValue !== undefined) values.add(facetValue)
    }
  }
  add(product[code])
  const children = product.configurable_children
  if (Array.isArray(children)) {
    for (const child of children as Array<Record<string, unknown> & { sku: string }>) {
      const status = typeof child.status === 'number' ? child.status : null
      const stock = child.stock as { is_in_stock?: boolean } | undefined
      if (!isVariantAvailable({ status, stock })) continue
      add(readChildAttribute(child, code))
    }
  }
  return [...values]
}

/** A product document with its facet values and shelf prices per country. */
export function addProductIndexFields(
  product: SearchDocument,
  context: IndexFieldsContext,
): SearchDocument {
  const facets: Record<string, (string | number | boolean)[]> = {}
  for (const code of context.facetCodes) {
    const values = collectFacetValues(product, code)
    if (values.length > 0) facets[code] = values
  }
  const prices: Record<string, number> = {}
  for (const country of context.countries) {
    const price = computeShownPrice(product, { ...context.pricing, country })
    if (price) prices[country.toUpperCase()] = convertMinorToDecimal(price.final.incl)
  }
  return { ...product, [FACET_FIELD_PREFIX]: facets, [PRICE_FIELD_PREFIX]: prices }
}

/** A URL rewrite with its identity field. */
export function addUrlRewriteIndexFields(rewrite: SearchDocument): SearchDocument {
  return { ...rewrite, [REWRITE_KEY_FIELD]: keyUrlRewrite(rewrite) }
}

/** The document as callers see it: without the fields only the index needs. */
const INDEX_ONLY_FIELD_SET: ReadonlySet<string> = new Set(INDEX_ONLY_FIELDS)

export function stripIndexFields(document: SearchDocument): SearchDocument {
  if (!INDEX_ONLY_FIELDS.some((field) => field in document)) return document
  // Copied key by key: deleting keys from a copy would leave it a slow dictionary object for the
  // pricing and serialization that follow.
  const copy: SearchDocument = {}
  for (const key of Object.keys(document)) {
    if (!INDEX_ONLY_FIELD_SET.has(key)) copy[key] = document[key]
  }
  return copy
}
