// Filter and sort state of a category page, kept in the route query (spec 000 §2: "Filter and sort
// choices live in the route query"): `?size=5020,5021&color=5003&price=0-50&sort=price-asc`.
// Attribute filters are multi-select option ids (spec 000 §9), the price is one of the four ranges,
// the sort one of the four named sorts with Recommended as default (left out of the URL).
import type {
  CatalogQueryRequestInput,
  FacetSelection,
  ProductSortOption,
} from '@vitrine/contracts/catalog-query'
import { PRICE_FACET, productSortOptions } from '@vitrine/contracts/catalog-query-options'

export const SORT_PARAM = 'sort'
/** The pages of 50 shown at once, without JavaScript ('Load more' as a link, D234). */
export const PAGE_PARAM = 'page'
/** The most pages a link may ask for at once (1,000 products). */
export const LISTING_PAGES_MAX = 20
export const DEFAULT_SORT: ProductSortOption = 'recommended'
/** spec 000 §9: category product page size 50. */
export const CATEGORY_PAGE_SIZE = 50
/** spec 000 §9: price filter ranges 0-50, 50-100, 100-150, 150 and up (keys as the BFF names them). */
export const PRICE_RANGE_KEYS = ['0-50', '50-100', '100-150', '150-'] as const

export interface ListingState {
  /** Chosen option ids per attribute code, in URL order. */
  facets: Record<string, string[]>
  price: string | null
  sort: ProductSortOption
}

const ATTRIBUTE_CODE = /^[a-z][a-z0-9_]{0,59}$/
const OPTION_IDS = /^\d+(,\d+)*$/

/** Reads the state from a query; unknown parameters (e.g. tracking ones) are ignored. */
export function parseListingState(search: URLSearchParams): ListingState {
  const facets: Record<string, string[]> = {}
  for (const [key, value] of search) {
    if (key === SORT_PARAM || key === PRICE_FACET || key === PAGE_PARAM) continue
    if (!ATTRIBUTE_CODE.test(key) || !OPTION_IDS.test(value)) continue
    facets[key] = [...new Set([...(facets[key] ?? []), ...value.split(',')])]
  }
  const price = search.get(PRICE_FACET)
  const sort = search.get(SORT_PARAM)
  return {
    facets,
    price: PRICE_RANGE_KEYS.find((key) => key === price) ?? null,
    sort: productSortOptions.find((option) => option === sort) ?? DEFAULT_SORT,
  }
}

/**
 * The canonical query of a listing a browser's GET form sent (D234): repeated attribute keys
 * (`color=5003&color=5004`) joined as the enhanced page writes them (`color=5003,5004`), other
 * parameters kept; undefined when the query is canonical already.
 */
export function canonicalizeListingQuery(search: URLSearchParams): string | undefined {
  const isListing = (key: string, value: string) =>
    key !== PAGE_PARAM &&
    (key === SORT_PARAM ||
      key === PRICE_FACET ||
      (ATTRIBUTE_CODE.test(key) && OPTION_IDS.test(value)))
  const listingKeys = [...search]
    .filter(([key, value]) => isListing(key, value))
    .map(([key]) => key)
  const repeated = listingKeys.some((key, index) => listingKeys.indexOf(key) !== index)
  if (!repeated && search.get(SORT_PARAM) !== DEFAULT_SORT) return undefined
  const others = new URLSearchParams()
  for (const [key, value] of search) if (!isListing(key, value)) others.append(key, value)
  return [formatListingState(parseListingState(search)), others.toString()]
    .filter((part) => part !== '')
    .join('&')
}

/** Writes the state as a query string (without `?`); the default sort is left out. */
export function formatListingState(state: ListingState): string {
  const search = new URLSearchParams()
  for (const [code, values] of Object.entries(state.facets)) {
    if (values.length > 0) search.set(code, values.join(','))
  }
  if (state.price) search.set(PRICE_FACET, state.price)
  if (state.sort !== DEFAULT_SORT) search.set(SORT_PARAM, state.sort)
  return search.toString()
}

/** Chooses or unchooses one option of a multi-select attribute filter. */
export function toggleFacetValue(state: ListingState, code: string, value: string): ListingState {
  const current = state.facets[code] ?? []
  const values = current.includes(value)
    ? current.filter((item) => item !== value)
    : [...current, value]
  return { ...state, facets: { ...state.facets, [code]: values } }
}

/** Chooses a price range, or unchooses it when it is the chosen one (one range at a time). */
export function togglePriceRange(state: ListingState, key: string): ListingState {
  return { ...state, price: state.price === key ? null : key }
}

export function hasActiveFilters(state: ListingState): boolean {
  return state.price !== null || Object.values(state.facets).some((values) => values.length > 0)
}

/** The price range of a key: '50-100' → { from: 50, to: 100 }, '150-' → { from: 150 }. */
export function readPriceRange(key: string): { from: number; to?: number } | undefined {
  const match = /^(\d+)-(\d*)$/.exec(key)
  if (!match) return undefined
  return match[2] ? { from: Number(match[1]), to: Number(match[2]) } : { from: Number(match[1]) }
}

/** The shopper's choices as facet selections of the catalogue query. */
export function listFacetSelections(state: ListingState): FacetSelection[] {
  const selections: FacetSelection[] = Object.entries(state.facets)
    .filter(([, values]) => values.length > 0)
    .map(([field, values]) => ({ field, values: values.map(Number) }))
  const range = state.price ? readPriceRange(state.price) : undefined
  if (range) selections.push({ field: PRICE_FACET, range })
  return selections
}

/** The pages a query asks to show at once: a whole number from 1, capped; else the first. */
export function readListingPages(search: URLSearchParams): number {
  const asked = search.get(PAGE_PARAM) ?? '1'
  return /^[1-9]\d{0,2}$/.test(asked) ? Math.min(Number(asked), LISTING_PAGES_MAX) : 1
}

/** The address of 'Load more' without JavaScript: the same listing with one more page. */
export function buildMorePagesSearch(search: string, shownPages: number): string {
  const query = new URLSearchParams(search)
  query.set(PAGE_PARAM, String(shownPages + 1))
  return `?${query.toString()}`
}

/** The category listing query (spec 000 §5: visibility 2, 3, 4 and status 1 come from `listing`). */
export function buildCategoryQuery(
  categoryId: number,
  state: ListingState,
  from: number,
  size: number = CATEGORY_PAGE_SIZE,
): CatalogQueryRequestInput {
  return {
    type: 'product',
    use: 'listing',
    query: {
      filters: [{ field: 'category_ids', op: 'eq', value: categoryId }],
      facets: listFacetSelections(state),
    },
    sort: state.sort,
    from,
    size,
  }
}

/** spec 000 §4: more load while start is below the total and the total is at least the page size. */
export function canLoadMore(page: { start: number; total: number; perPage: number }): boolean {
  return page.start + page.perPage < page.total && page.total >= page.perPage
}
