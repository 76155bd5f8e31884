// POST /api/catalog (spec 000 §7): a typed query → the search port → an answer with server-side
// prices, aggregations and attribute metadata for the store view, cached by normalised query,
// store view and customer group and tagged by the entities it was built from.
import type { CatalogQueryRequest, CatalogQueryResult } from '@vitrine/contracts/catalog-query'
import type { StoreView } from '@vitrine/contracts/store-views'
import type { CachePort, JsonValue } from '../../adapters/cache/cache.port.js'
import {
  compilePathPatterns,
  projectDocumentSource,
} from '../../adapters/search/project-document-source.js'
import type { SearchDocument, SearchPort, SearchResult } from '../../adapters/search/search.port.js'
import {
  buildAttributeMetadata,
  listReferencedAttributeCodes,
} from './catalog-attribute-metadata.js'
import { keyCatalogAnswer, listAnswerEntities, tagCatalogEntity } from './catalog-cache.js'
import { stripIndexFields } from './catalog-index-fields.js'
import { priceProductDocument, type CatalogPricingContext } from './catalog-pricing.js'
import { buildCatalogSearch, PRICE_RANGES } from './catalog-query-rules.js'
import type { CatalogReference, CatalogReferenceCache } from './catalog-reference.js'

export interface CatalogServiceDeps {
  search: SearchPort
  cache: CachePort
  reference: CatalogReferenceCache
  /** spec 000 §9: out-of-stock products are not listed unless configured. */
  listOutOfStock: boolean
  now?: () => Date
}

export interface CatalogCaller {
  storeView: StoreView
  /** The customer group prices are computed for; null for a guest. */
  customerGroupId: number | null
}

/** The pricing context of a caller: its store view's tax country and its customer group. */
export function createPricingContext(
  reference: CatalogReference,
  caller: CatalogCaller,
  now: Date,
): CatalogPricingContext {
  return {
    taxRules: reference.taxRules,
    country: caller.storeView.tax.defaultCountry,
    sourcePriceIncludesTax: caller.storeView.tax.sourcePriceIncludesTax,
    // spec 000 §6: group tax applies only with a customer group; guests use every rule of the class
    ...(caller.customerGroupId === null ? {} : { customerTaxClassId: caller.customerGroupId }),
    now,
  }
}

/** Prices a product hit and applies the caller's field lists; callers never see index fields. */
export function presentProduct(
  hit: SearchDocument,
  pricing: CatalogPricingContext,
  projection: { includeFields?: readonly string[]; excludeFields?: readonly string[] },
): SearchDocument {
  const priced = priceProductDocument(stripIndexFields(hit), pricing)
  if (!projection.includeFields && !projection.excludeFields) return priced
  const include = projection.includeFields
    ? [...projection.includeFields, 'prices', '*_incl_tax', '*_tax']
    : undefined
  return projectDocumentSource(
    priced,
    compilePathPatterns(include),
    compilePathPatterns(projection.excludeFields),
  )
}

function presentAggregations(result: SearchResult): CatalogQueryResult['aggregations'] {
  const aggregations: CatalogQueryResult['aggregations'] = {}
  for (const [name, { buckets }] of Object.entries(result.aggregations)) {
    aggregations[name] = {
      buckets: buckets.map((bucket) => {
        const range = name === 'agg_range_price' && PRICE_RANGES.find((r) => r.key === bucket.key)
        return range
          ? { ...bucket, from: range.from, ...('to' in range ? { to: range.to } : {}) }
          : bucket
      }),
    }
  }
  return aggregations
}

/** Answers a catalogue query, from the cache when the same query was answered before. */
export async function queryCatalog(
  deps: CatalogServiceDeps,
  request: CatalogQueryRequest,
  caller: CatalogCaller,
): Promise<CatalogQueryResult> {
  const reference = await deps.reference.get()
  const plan = buildCatalogSearch(request, {
    listOutOfStock: deps.listOutOfStock,
    taxCountry: caller.storeView.tax.defaultCountry,
    filterableAttributes: reference.filterableCodes,
  })
  const key = keyCatalogAnswer('query', {
    query: plan.query,
    projection: plan.projection,
    store: caller.storeView.storeCode,
    group: caller.customerGroupId,
  })
  const cached = await deps.cache.get(key)
  if (cached !== undefined) return cached as unknown as CatalogQueryResult

  const result = await deps.search.search(plan.query)
  const isProduct = request.type === 'product'
  const pricing = createPricingContext(reference, caller, deps.now?.() ?? new Date())
  const items = result.hits.map((hit) =>
    isProduct ? presentProduct(hit, pricing, plan.projection) : stripIndexFields(hit),
  )
  const aggregations = presentAggregations(result)
  const answer: CatalogQueryResult = {
    items,
    total: result.total,
    perPage: plan.query.size,
    start: plan.query.from,
    aggregations,
    attributeMetadata: isProduct
      ? buildAttributeMetadata(
          reference.attributes,
          listReferencedAttributeCodes(Object.keys(aggregations), items),
          caller.storeView.storeId,
        )
      : [],
  }
  await deps.cache.set(key, answer as unknown as JsonValue, {
    tags: listAnswerEntities(request.type).map(tagCatalogEntity),
  })
  return answer
}
