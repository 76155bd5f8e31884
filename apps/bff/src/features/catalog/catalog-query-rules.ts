// Query rules of the catalogue (spec 000 §5, §7, §9): a typed POST /api/catalog body becomes the
// search port's SearchQuery. The BFF adds the visibility, status and stock filters of the product
// `use`, the default sort and page size of each entity, the text-search settings, the price ranges
// and a terms aggregation per filterable attribute. Pure: no I/O, no clock.
import {
  MIN_SEARCH_TEXT_LENGTH,
  PRICE_FACET,
  SEARCH_TEXT_TOO_SHORT_MESSAGE,
  type CatalogFieldFilter,
  type CatalogFilter,
  type CatalogQueryRequest,
  type CatalogSort,
  type FacetSelection,
  type ProductUse,
} from '@vitrine/contracts/catalog-query'
import type {
  SearchAggregation,
  SearchFieldFilter,
  SearchFilter,
  SearchQuery,
  SearchSort,
  TextQuery,
} from '../../adapters/search/search.port.js'
import { ValidationError } from '../../errors.js'
import { facetFieldOf, priceFieldOf } from './catalog-index-fields.js'
import { keyOfNames, SharedPlanParts } from './shared-plan-parts.js'

const shared = new SharedPlanParts()

// spec 000 §9: default page size 50, category fetch size 4000, attribute list size 150; CMS
// content at most 500 pages or blocks. Larger pages are cut to the category fetch size.
export const DEFAULT_PAGE_SIZE = 50
export const MAX_PAGE_SIZE = 4000
const DEFAULT_SIZE_BY_TYPE: Record<CatalogQueryRequest['type'], number> = {
  product: DEFAULT_PAGE_SIZE,
  category: 4000,
  attribute: 150,
  taxrule: 150,
  cms_page: 500,
  cms_block: 500,
}

// spec 000 §9: filter aggregation size 10; price filter ranges 0-50, 50-100, 100-150, 150 and up.
export const FILTER_AGGREGATION_SIZE = 10
/** The price facet counted per distinct price (D228). */
export const PRICE_TERMS = 'agg_terms_price'
export const PRICE_RANGES = [
  { key: '0-50', from: 0, to: 50 },
  { key: '50-100', from: 50, to: 100 },
  { key: '100-150', from: 100, to: 150 },
  { key: '150-', from: 150 },
] as const

// spec 000 §9: minimum score 0.02, fuzziness 2, minimum match 75 %, boosts name 4, sku 2, category name 1.
export const PRODUCT_TEXT_SETTINGS: Omit<TextQuery, 'text'> = {
  fields: [
    { field: 'name', boost: 4 },
    { field: 'sku', boost: 2 },
    { field: 'category.name', boost: 1 },
  ],
  fuzziness: 2,
  minimumShouldMatch: 0.75,
  minScore: 0.02,
}

/** The fields price computation reads: always fetched, whatever the caller's field lists say. */
export const PRICING_FIELDS = [
  'sku',
  'type_id',
  'price',
  'special_price',
  'special_from_date',
  'special_to_date',
  'tax_class_id',
  'tier_prices',
  'configurable_children',
] as const

export interface QueryRuleContext {
  /** Out-of-stock products are listed too (spec 000 §9: off by default). */
  listOutOfStock: boolean
  /** The store view's tax country: price facets, ranges and sorts use its prices. */
  taxCountry: string
  /** Codes of the filterable attributes (`price` included when filterable). */
  filterableAttributes: readonly string[]
  /**
   * The price facet is also counted per distinct price (`agg_terms_price`), as VSF1 asks beside
   * the ranges (D228); the shop's own pages read the ranges only.
   */
  priceTerms?: boolean
}

export interface CatalogSearchPlan {
  query: SearchQuery
  /** The caller's own field lists, applied after pricing (products) or already in `query`. */
  projection: { includeFields?: readonly string[]; excludeFields?: readonly string[] }
}

const fieldError = (field: string, message: string) => new ValidationError([{ field, message }])

/** Turns a validated catalogue request into the search plan, or throws a 400 naming the field. */
export function buildCatalogSearch(
  request: CatalogQueryRequest,
  context: QueryRuleContext,
): CatalogSearchPlan {
  const isProduct = request.type === 'product'
  rejectProductOnlyParts(request, isProduct)
  const text = normalizeSearchText(request.query.text)
  const use: ProductUse | undefined = isProduct
    ? (request.use ?? (text === undefined ? 'listing' : 'search'))
    : undefined

  const useFilters = use ? listProductUseFilters(use, context.listOutOfStock) : []
  const filters =
    request.query.filters.length === 0
      ? useFilters
      : [...useFilters, ...request.query.filters.map(toSearchFilter)]
  if (use === 'parent' && !request.query.filters.some(isChildSkuFilter)) {
    throw fieldError(
      'body.query.filters',
      'A parent lookup needs a filter on configurable_children.sku.',
    )
  }

  const projection = {
    ...(request.includeFields
      ? { includeFields: sharedNames('include', request.includeFields) }
      : {}),
    ...(request.excludeFields
      ? { excludeFields: sharedNames('exclude', request.excludeFields) }
      : {}),
  }
  const query: SearchQuery = {
    entity: request.type,
    ...(text === undefined ? {} : { text: { text, ...PRODUCT_TEXT_SETTINGS } }),
    filters,
    facetFilters: request.query.facets.map((facet) => toFacetFilter(facet, context.taxCountry)),
    aggregations: use ? listAggregations(use, request.query.aggregations, context) : [],
    sort: resolveSort(request.type, request.sort, text !== undefined, context.taxCountry),
    from: normalizeFrom(request.from),
    size: normalizeSize(request.size, request.type),
    ...(isProduct ? widenForPricing(projection) : projection),
  }
  return { query, projection }
}

function rejectProductOnlyParts(request: CatalogQueryRequest, isProduct: boolean): void {
  if (isProduct) return
  const only = 'Only product queries accept this.'
  if (request.use !== undefined) throw fieldError('body.use', only)
  if (request.query.text !== undefined) throw fieldError('body.query.text', only)
  if (request.query.facets.length > 0) throw fieldError('body.query.facets', only)
  if (request.query.aggregations !== undefined) throw fieldError('body.query.aggregations', only)
}

/** spec 000 §5: search text must be at least 3 characters; blank text means no text. */
export function normalizeSearchText(text: string | undefined): string | undefined {
  const trimmed = text?.trim()
  if (trimmed === undefined || trimmed === '') return undefined
  if ([...trimmed].length < MIN_SEARCH_TEXT_LENGTH) {
    throw fieldError('body.query.text', SEARCH_TEXT_TOO_SHORT_MESSAGE)
  }
  return trimmed
}

/** spec 000 §5: size below 1 becomes 50; absent, the entity's default. */
export function normalizeSize(size: number | undefined, type: CatalogQueryRequest['type']): number {
  if (size === undefined) return DEFAULT_SIZE_BY_TYPE[type]
  if (size < 1) return DEFAULT_PAGE_SIZE
  return Math.min(size, MAX_PAGE_SIZE)
}

/** spec 000 §5: a negative start becomes 0. */
export function normalizeFrom(from: number | undefined): number {
  return from === undefined || from < 0 ? 0 : from
}

/** A caller's field list, shared with every plan that names the same fields. */
function sharedNames(kind: string, names: readonly string[]): readonly string[] {
  return shared.list(`${kind}\u0001${keyOfNames(names)}`, () => [...names])
}

/** spec 000 §5, §9: the filters each product use adds to the caller's (shared, frozen). */
export function listProductUseFilters(
  use: ProductUse,
  listOutOfStock: boolean,
): readonly SearchFilter[] {
  return shared.list(`filters\u0001${use}\u0001${listOutOfStock}`, () =>
    buildProductUseFilters(use, listOutOfStock),
  )
}

function buildProductUseFilters(use: ProductUse, listOutOfStock: boolean): SearchFilter[] {
  const inStock: SearchFilter[] = listOutOfStock
    ? []
    : [{ field: 'stock.is_in_stock', op: 'eq', value: true }]
  switch (use) {
    case 'search':
      return [
        { field: 'visibility', op: 'in', values: [3, 4] },
        { field: 'status', op: 'in', values: [0, 1] },
        ...inStock,
      ]
    case 'listing':
      return [
        { field: 'visibility', op: 'in', values: [2, 3, 4] },
        { field: 'status', op: 'eq', value: 1 },
        ...inStock,
      ]
    case 'tile':
      return [
        { field: 'visibility', op: 'in', values: [2, 3, 4] },
        { field: 'status', op: 'in', values: [0, 1] },
      ]
    case 'parent':
      return [
        { field: 'type_id', op: 'eq', value: 'configurable' },
        { field: 'status', op: 'in', values: [0, 1] },
      ]
    case 'single':
      return []
  }
}

function isChildSkuFilter(filter: CatalogFilter): boolean {
  return (
    filter.op !== 'any' &&
    filter.field === 'configurable_children.sku' &&
    (filter.op === 'eq' || filter.op === 'in')
  )
}

function toSearchFilter(filter: CatalogFilter): SearchFilter {
  if (filter.op === 'any') return { op: 'any', filters: filter.filters.map(toSearchFieldFilter) }
  return toSearchFieldFilter(filter)
}

function toSearchFieldFilter(filter: CatalogFieldFilter): SearchFieldFilter {
  if (filter.op !== 'range') return filter
  const { field, op, gt, gte, lt, lte } = filter
  return {
    field,
    op,
    ...(gt === undefined ? {} : { gt }),
    ...(gte === undefined ? {} : { gte }),
    ...(lt === undefined ? {} : { lt }),
    ...(lte === undefined ? {} : { lte }),
  }
}

// Option ids arrive as numbers or as digit strings (VSF1 clients send both); the index holds numbers.
function normalizeFacetValue(value: string | number | boolean): string | number | boolean {
  return typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
}

/** A shopper's facet choice as a facet filter on the field its aggregation counts. */
export function toFacetFilter(facet: FacetSelection, taxCountry: string): SearchFieldFilter {
  if ('range' in facet) {
    const { from, to } = facet.range
    return {
      field: priceFieldOf(taxCountry),
      op: 'range',
      ...(from === undefined ? {} : { gte: from }),
      ...(to === undefined ? {} : { lt: to }),
    }
  }
  return {
    field: facetFieldOf(facet.field),
    op: 'in',
    values: facet.values.map(normalizeFacetValue),
  }
}

/**
 * spec 000 §9: terms per filterable attribute (size 10) and the price ranges, for lists only
 * (shared, frozen).
 */
export function listAggregations(
  use: ProductUse,
  requested: readonly string[] | undefined,
  context: Pick<QueryRuleContext, 'filterableAttributes' | 'taxCountry' | 'priceTerms'>,
): readonly SearchAggregation[] {
  const codes =
    requested ?? (use === 'search' || use === 'listing' ? context.filterableAttributes : [])
  const priceTerms = context.priceTerms === true
  return shared.list(
    `aggregations\u0001${context.taxCountry}\u0001${priceTerms ? 1 : 0}\u0001${keyOfNames(codes)}`,
    () => buildAggregations(codes, context.taxCountry, priceTerms),
  )
}

function buildAggregations(
  codes: readonly string[],
  taxCountry: string,
  priceTerms: boolean,
): SearchAggregation[] {
  return [...new Set(codes)].flatMap((code): SearchAggregation[] => {
    if (code !== PRICE_FACET) {
      return [
        {
          kind: 'terms',
          name: `agg_terms_${code}`,
          field: facetFieldOf(code),
          size: FILTER_AGGREGATION_SIZE,
        },
      ]
    }
    const field = priceFieldOf(taxCountry)
    const ranges: SearchAggregation = {
      kind: 'range',
      name: 'agg_range_price',
      field,
      ranges: PRICE_RANGES,
    }
    return priceTerms
      ? [ranges, { kind: 'terms', name: PRICE_TERMS, field, size: FILTER_AGGREGATION_SIZE }]
      : [ranges]
  })
}

/** spec 000 §9 sorts; products default to Recommended, or relevance when searching text. */
export function resolveSort(
  type: CatalogQueryRequest['type'],
  sort: CatalogSort | undefined,
  hasText: boolean,
  taxCountry: string,
): SearchSort[] {
  if (Array.isArray(sort)) return sort.map(({ field, order }) => ({ field, order }))
  if (sort !== undefined && type !== 'product') {
    throw fieldError('body.sort', 'Named sorts apply to products only; give a list of fields.')
  }
  if (type === 'category' && sort === undefined) return [{ field: 'position', order: 'asc' }]
  if (type !== 'product') return []
  switch (sort) {
    case 'latest':
      return [{ field: 'created_at', order: 'desc' }]
    case 'price-asc':
      return [{ field: priceFieldOf(taxCountry), order: 'asc' }]
    case 'price-desc':
      return [{ field: priceFieldOf(taxCountry), order: 'desc' }]
    case 'recommended':
      return [{ field: 'product_position', order: 'asc' }]
    case undefined:
      return hasText ? [] : [{ field: 'product_position', order: 'asc' }]
  }
}

// Prices are computed from fields the caller may have left out; fetch them, project afterwards.
function widenForPricing(projection: CatalogSearchPlan['projection']) {
  const { includeFields: included, excludeFields: excluded } = projection
  const include = included
    ? shared.list(`widened\u0001${keyOfNames(included)}`, () => [
        ...new Set([...included, ...PRICING_FIELDS]),
      ])
    : undefined
  const exclude = excluded
    ? shared.list(`narrowed\u0001${keyOfNames(excluded)}`, () =>
        excluded.filter(
          (field) =>
            !PRICING_FIELDS.some((kept) => kept === field || kept.startsWith(`${field}.`)) &&
            !PRICING_FIELDS.some((kept) => field.startsWith(`${kept}.`)),
        ),
      )
    : undefined
  return {
    ...(include ? { includeFields: include } : {}),
    ...(exclude && exclude.length > 0 ? { excludeFields: exclude } : {}),
  }
}
