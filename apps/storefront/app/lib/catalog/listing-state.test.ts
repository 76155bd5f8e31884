import { describe, expect, it } from 'vitest'
import {
  buildCategoryQuery,
  canLoadMore,
  buildMorePagesSearch,
  canonicalizeListingQuery,
  readListingPages,
  formatListingState,
  parseListingState,
  toggleFacetValue,
  togglePriceRange,
} from './listing-state'

const parse = (query: string) => parseListingState(new URLSearchParams(query))

describe('the category listing state in the URL', () => {
  it('reads multi-select filters, one price range and the sort, ignoring tracking parameters', () => {
    expect(parse('size=5020,5021&color=5003&price=0-50&sort=price-asc&utm_source=mail')).toEqual({
      facets: { size: ['5020', '5021'], color: ['5003'] },
      price: '0-50',
      sort: 'price-asc',
    })
  })

  it('defaults to Recommended and leaves it out of the URL', () => {
    const state = parse('')
    expect(state.sort).toBe('recommended')
    expect(formatListingState(state)).toBe('')
  })

  it('ignores unknown sorts and price ranges', () => {
    expect(parse('sort=cheapest&price=3-7')).toMatchObject({ sort: 'recommended', price: null })
  })

  it('toggles options of an attribute and replaces the price range', () => {
    let state = toggleFacetValue(parse(''), 'size', '5021')
    state = toggleFacetValue(state, 'size', '5022')
    expect(formatListingState(state)).toBe('size=5021%2C5022')
    state = toggleFacetValue(state, 'size', '5021')
    state = togglePriceRange(togglePriceRange(state, '0-50'), '150-')
    expect(parse(formatListingState(state))).toMatchObject({
      facets: { size: ['5022'] },
      price: '150-',
    })
  })

  it('builds the listing query with facets, the price range, sort and page size 50', () => {
    expect(buildCategoryQuery(4, parse('size=5021&price=50-100&sort=latest'), 50)).toEqual({
      type: 'product',
      use: 'listing',
      query: {
        filters: [{ field: 'category_ids', op: 'eq', value: 4 }],
        facets: [
          { field: 'size', values: [5021] },
          { field: 'price', range: { from: 50, to: 100 } },
        ],
      },
      sort: 'latest',
      from: 50,
      size: 50,
    })
  })
})

describe('canLoadMore (spec 000 §4)', () => {
  it('loads more while the next start is below the total and the total reaches the page size', () => {
    expect(canLoadMore({ start: 0, perPage: 50, total: 79 })).toBe(true)
    expect(canLoadMore({ start: 50, perPage: 50, total: 79 })).toBe(false)
    expect(canLoadMore({ start: 0, perPage: 50, total: 50 })).toBe(false)
    expect(canLoadMore({ start: 0, perPage: 50, total: 12 })).toBe(false)
  })
})

describe('canonicalizeListingQuery (D234)', () => {
  const canonical = (query: string) => canonicalizeListingQuery(new URLSearchParams(query))

  it("joins a form's repeated filters as the enhanced page writes them, keeping other parameters", () => {
    expect(canonical('color=5003&color=5004&utm_source=mail&sort=price-asc')).toBe(
      'color=5003%2C5004&sort=price-asc&utm_source=mail',
    )
    expect(canonical('sort=recommended&size=5020')).toBe('size=5020')
    expect(canonical('sort=recommended')).toBe('')
  })

  it('leaves a canonical query alone, repeated other parameters included', () => {
    expect(canonical('color=5003%2C5004&price=0-50')).toBeUndefined()
    expect(canonical('tag=a&tag=b')).toBeUndefined()
    expect(canonical('')).toBeUndefined()
  })
})

describe("'Load more' without JavaScript (D234)", () => {
  it('reads the pages asked for, capped, and never as a filter', () => {
    expect(readListingPages(new URLSearchParams('page=3'))).toBe(3)
    expect(readListingPages(new URLSearchParams('page=0'))).toBe(1)
    expect(readListingPages(new URLSearchParams('page=500'))).toBe(20)
    expect(parse('color=5003&page=2').facets).toEqual({ color: ['5003'] })
    expect(canonicalizeListingQuery(new URLSearchParams('size=1&size=2&page=2'))).toBe(
      'size=1%2C2&page=2',
    )
  })

  it('links to the same listing with one more page', () => {
    expect(buildMorePagesSearch('?color=5003&page=2', 2)).toBe('?color=5003&page=3')
    expect(buildMorePagesSearch('', 1)).toBe('?page=2')
  })
})
