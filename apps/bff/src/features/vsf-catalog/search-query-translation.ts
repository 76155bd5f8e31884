// Vue Storefront 1's SearchQuery (storefront-query-builder; vsf-api-contract §1.1, sent with
// `?request_format=search-query`) → the typed catalogue query of POST /api/catalog (D228). The
// typed query is the only thing the search port ever sees: nothing of the body reaches it as DSL.
//
// - `_appliedFilters` of scope `default`: the first key of `value` is the operator (`in`/`eq`,
//   `nin`/`neq`, range keys); a `null` value asks for the field to exist (or not); a scalar is
//   `{ in: [value] }`; an unknown operator filters on its values, as storefront-query-builder does;
//   `or`, `nor` and `orGt…` filters are alternatives: a hit passes at least one of them.
// - scope `catalog`: the shopper's facet choices (multi-select: a facet's counts ignore its own
//   choice); a range on `price` is the price facet, in the store view's prices including tax.
// - `_availableFilters` of scope `catalog`: the aggregations; `_appliedSort`: the sort (`price` and
//   `final_price` sort by the store view's prices); `_searchText`: the text search.
// - an empty `_appliedFilters` builds nothing (match all), as storefront-query-builder does.
import type {
  CatalogFieldFilter,
  CatalogFilter,
  CatalogQueryRequestInput,
} from '@vitrine/contracts/catalog-query'
import { z } from 'zod'
import { ValidationError } from '../../errors.js'
import { PRICE_TERMS } from '../catalog/catalog-query-rules.js'
import {
  fieldErrorsOf,
  isRangeValue,
  normalizeField,
  toRangeBounds,
  toPriceRange,
  toValueList,
  type CatalogEntityOfIndex,
  type TranslatedQuery,
} from './vsf-query-parts.js'

const ScopeSchema = z.string().max(40).optional()
const AppliedFilterSchema = z.object({
  attribute: z.string().min(1).max(100),
  value: z.unknown(),
  scope: ScopeSchema,
  options: z.unknown().optional(),
})
const AvailableFilterSchema = z.object({
  field: z.string().min(1).max(100),
  scope: ScopeSchema,
  options: z.unknown().optional(),
})
const AppliedSortSchema = z.object({
  field: z.string().min(1).max(100),
  options: z
    .union([z.enum(['asc', 'desc']), z.strictObject({ order: z.enum(['asc', 'desc']) })])
    .optional(),
})

/** The serialized SearchQuery with the body extras vue-storefront-api reads (groupId, groupToken). */
export const VsfSearchQuerySchema = z.strictObject({
  _appliedFilters: z.array(AppliedFilterSchema).max(100).optional(),
  _availableFilters: z.array(AvailableFilterSchema).max(50).optional(),
  _appliedSort: z.array(AppliedSortSchema).max(5).optional(),
  _searchText: z.string().max(200).optional(),
  groupId: z.number().int().nullable().optional(),
  groupToken: z.string().max(2048).nullable().optional(),
})
export type VsfSearchQuery = z.infer<typeof VsfSearchQuerySchema>

/** The typed query of a SearchQuery body for `entity`, or a 400 naming the part that is wrong. */
export function translateSearchQuery(body: unknown, entity: CatalogEntityOfIndex): TranslatedQuery {
  const parsed = VsfSearchQuerySchema.safeParse(body)
  if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error, 'body'))
  const searchQuery = parsed.data
  const applied = searchQuery._appliedFilters ?? []
  const groupToken = searchQuery.groupToken ?? undefined
  // storefront-query-builder builds nothing without applied filters: the body is match_all.
  if (applied.length === 0) {
    return {
      request: { type: entity, ...(entity === 'product' ? { use: 'single' as const } : {}) },
      groupToken,
      aggregationNames: {},
    }
  }

  const filters: CatalogFilter[] = []
  // storefront-query-builder puts every `or`, `nor` and `orGt…` filter in one `should` list: a hit
  // passes when it passes one of them
  const alternatives: CatalogFieldFilter[] = []
  const facets: NonNullable<NonNullable<CatalogQueryRequestInput['query']>['facets']> = []
  applied.forEach((filter, index) => {
    const at = `body._appliedFilters.${index}`
    const field = normalizeField(filter.attribute, `${at}.attribute`)
    const value = wrapScalar(filter.value)
    if ((filter.scope ?? 'default') === 'catalog' && entity === 'product') {
      if (value === null || Object.keys(value).length === 0) return
      if (isRangeValue(value)) {
        if (field === 'price') facets.push({ field: 'price', range: toPriceRange(value, at) })
        else filters.push({ field, op: 'range', ...toRangeBounds(value, `${at}.value`) })
        return
      }
      facets.push({ field, values: toValueList(firstValue(value), `${at}.value`) })
      return
    }
    if (filter.scope !== undefined && filter.scope !== 'default' && filter.scope !== 'catalog') {
      return // storefront-query-builder leaves other scopes to extensions; none is installed here
    }
    const alternative = translateOrFilter(field, value, `${at}.value`)
    if (alternative) {
      alternatives.push(alternative)
      return
    }
    const translated = translateDefaultFilter(field, value, `${at}.value`)
    if (translated) filters.push(translated)
  })
  if (alternatives.length > 0) filters.push({ op: 'any', filters: alternatives })

  const text = searchQuery._searchText?.trim() ? searchQuery._searchText : undefined
  const aggregations = (searchQuery._availableFilters ?? [])
    .filter((available) => available.scope === 'catalog')
    .map((available, index) =>
      normalizeField(available.field, `body._availableFilters.${index}.field`),
    )
  const sort = (searchQuery._appliedSort ?? []).map((applied, index) => {
    if (applied.field === 'random') {
      throw new ValidationError([
        {
          field: `body._appliedSort.${index}.field`,
          message: 'A random sort is not supported: sort by a field instead.',
        },
      ])
    }
    const order =
      typeof applied.options === 'object' ? applied.options.order : (applied.options ?? 'asc')
    return { field: normalizeField(applied.field, `body._appliedSort.${index}.field`), order }
  })
  const request: CatalogQueryRequestInput = {
    type: entity,
    ...(entity === 'product' ? { use: chooseProductUse(text, filters) } : {}),
    query: {
      filters,
      facets,
      ...(text === undefined ? {} : { text }),
      ...(entity === 'product' && aggregations.length > 0 ? { aggregations } : {}),
    },
    ...(sort.length > 0 ? { sort } : {}),
  }
  return { request, groupToken, aggregationNames: nameAggregations(aggregations) }
}

/**
 * VSF1 reads a facet's options from `agg_terms_F` and `agg_terms_F_options` (the configurable
 * children's values); the typed answer's counts already include the children's values, so both
 * names carry them. The price comes as storefront-query-builder asks for it: its ranges,
 * `agg_range_price`, and its distinct prices, `agg_terms_price`.
 */
function nameAggregations(codes: readonly string[]): Record<string, string[]> {
  const names: Record<string, string[]> = {}
  for (const code of codes) {
    if (code === 'price') {
      names.agg_range_price = ['agg_range_price']
      names[PRICE_TERMS] = [PRICE_TERMS]
    } else names[`agg_terms_${code}`] = [`agg_terms_${code}`, `agg_terms_${code}_options`]
  }
  return names
}

/**
 * spec 000 §5 decides what a shopper may see: a text search follows the search rules, a category's
 * products the listing rules; any other lookup (by sku, url, id) gets its own filters only.
 */
function chooseProductUse(text: string | undefined, filters: readonly CatalogFilter[]) {
  if (text !== undefined) return 'search' as const
  const onCategory = filters.some(
    (filter) =>
      filter.op !== 'any' &&
      (filter.field === 'category_ids' || filter.field === 'category.category_id'),
  )
  return onCategory ? ('listing' as const) : ('single' as const)
}

type FilterValue = Record<string, unknown> | null

function wrapScalar(value: unknown): FilterValue {
  if (value === null) return null
  if (typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>
  return { in: Array.isArray(value) ? value : [value] }
}

function firstValue(value: Record<string, unknown>): unknown {
  return value[Object.keys(value)[0] as string]
}

const OR_RANGE_KEYS: Record<string, string> = {
  orGt: 'gt',
  orGte: 'gte',
  orLt: 'lt',
  orLte: 'lte',
  orMoreq: 'moreq',
  orFrom: 'from',
  orTo: 'to',
}

/**
 * An alternative of the `should` list: `or` (values, or the field missing when null), `nor` (not
 * those values, or the field present when null), a range of `orGt…` keys; undefined otherwise.
 */
function translateOrFilter(
  field: string,
  value: FilterValue,
  at: string,
): CatalogFieldFilter | undefined {
  if (value === null) return undefined
  const keys = Object.keys(value)
  const operator = keys[0]
  if (operator === 'or' || operator === 'nor') {
    const operand = value[operator]
    if (operand === null) return { field, op: 'exists', exists: operator === 'nor' }
    const values = toValueList(operand, `${at}.${operator}`)
    return { field, op: operator === 'or' ? 'in' : 'nin', values }
  }
  if (keys.length > 0 && keys.every((key) => key in OR_RANGE_KEYS)) {
    const bounds: Record<string, unknown> = {}
    for (const key of keys) bounds[OR_RANGE_KEYS[key] as string] = value[key]
    return { field, op: 'range', ...toRangeBounds(bounds, at) }
  }
  return undefined
}

function translateDefaultFilter(
  field: string,
  value: FilterValue,
  at: string,
): CatalogFilter | undefined {
  if (value === null) return { field, op: 'exists', exists: true }
  const operator = Object.keys(value)[0]
  if (operator === undefined) return undefined
  if (isRangeValue(value)) return { field, op: 'range', ...toRangeBounds(value, at) }
  const operand = value[operator]
  const negated = operator === 'nin' || operator === 'neq'
  if (operand === null) return { field, op: 'exists', exists: !negated }
  const values = toValueList(operand, `${at}.${operator}`)
  return negated ? { field, op: 'nin', values } : { field, op: 'in', values }
}
