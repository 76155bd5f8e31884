// VSF1's SearchQuery → the typed catalogue query (D228): each operator of vsf-api-contract §1.1.
import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../errors.js'
import { translateSearchQuery } from './search-query-translation.js'

const filter = (attribute: string, value: unknown, scope = 'default') => ({
  _appliedFilters: [{ attribute, value, scope }],
})
const typedFilters = (body: unknown) =>
  translateSearchQuery(body, 'product').request.query?.filters ?? []

describe('translateSearchQuery', () => {
  it.each([
    [{ in: [1, 2] }, { field: 'color', op: 'in', values: [1, 2] }],
    [{ eq: 5 }, { field: 'color', op: 'in', values: [5] }],
    [5, { field: 'color', op: 'in', values: [5] }],
    [{ nin: [1] }, { field: 'color', op: 'nin', values: [1] }],
    [{ neq: 1 }, { field: 'color', op: 'nin', values: [1] }],
    [{ in: null }, { field: 'color', op: 'exists', exists: true }],
    [{ neq: null }, { field: 'color', op: 'exists', exists: false }],
    [null, { field: 'color', op: 'exists', exists: true }],
    [
      { gte: 1, lt: 9 },
      { field: 'color', op: 'range', gte: 1, lt: 9 },
    ],
    [
      { moreq: 1, to: 9 },
      { field: 'color', op: 'range', gte: 1, lte: 9 },
    ],
    [{ from: '2026-01-01' }, { field: 'color', op: 'range', gte: '2026-01-01' }],
    [{ like: 'x' }, { field: 'color', op: 'in', values: ['x'] }],
  ])('translates a default-scope value %j', (value, expected) => {
    expect(typedFilters(filter('color', value))).toEqual([expected])
  })

  it('gathers `or`, `nor` and `orGt…` filters into one group of alternatives', () => {
    expect(
      typedFilters({
        _appliedFilters: [
          { attribute: 'visibility', value: { in: [2, 3, 4] } },
          { attribute: 'color', value: { or: [5001, 5005] } },
          { attribute: 'size', value: { nor: null } },
          { attribute: 'final_price', value: { orGte: 10, orLt: 20 } },
          { attribute: 'news_from_date', value: { or: null } },
        ],
      }),
    ).toEqual([
      { field: 'visibility', op: 'in', values: [2, 3, 4] },
      {
        op: 'any',
        filters: [
          { field: 'color', op: 'in', values: [5001, 5005] },
          { field: 'size', op: 'exists', exists: true },
          { field: 'final_price', op: 'range', gte: 10, lt: 20 },
          { field: 'news_from_date', op: 'exists', exists: false },
        ],
      },
    ])
  })

  it('reads `.keyword` sub-fields as the field itself', () => {
    expect(typedFilters(filter('category.name.keyword', { eq: 'Caps' }))).toEqual([
      { field: 'category.name', op: 'in', values: ['Caps'] },
    ])
  })

  it('makes catalog-scope choices facets, a price range to the cent including the upper bound', () => {
    const { request } = translateSearchQuery(
      {
        _appliedFilters: [
          { attribute: 'category_ids', value: { in: [3] }, scope: 'default' },
          { attribute: 'color', value: { in: [5001, 5005] }, scope: 'catalog' },
          { attribute: 'price', value: { gte: 50, lte: 99.99 }, scope: 'catalog' },
        ],
      },
      'product',
    )
    expect(request.use).toBe('listing')
    expect(request.query?.facets).toEqual([
      { field: 'color', values: [5001, 5005] },
      { field: 'price', range: { from: 50, to: 100 } },
    ])
  })

  it('names both VSF1 aggregations of a facet and both of the price', () => {
    const translated = translateSearchQuery(
      {
        _appliedFilters: [{ attribute: 'visibility', value: { in: [2, 3, 4] } }],
        _availableFilters: [
          { field: 'color', scope: 'catalog' },
          { field: 'price', scope: 'catalog' },
          { field: 'erin_recommends', scope: 'default' },
        ],
      },
      'product',
    )
    expect(translated.request.query?.aggregations).toEqual(['color', 'price'])
    expect(translated.aggregationNames).toEqual({
      agg_terms_color: ['agg_terms_color', 'agg_terms_color_options'],
      agg_range_price: ['agg_range_price'],
      agg_terms_price: ['agg_terms_price'],
    })
  })

  it('builds nothing without applied filters, as storefront-query-builder does', () => {
    const { request } = translateSearchQuery({ _searchText: 'dress' }, 'product')
    expect(request).toEqual({ type: 'product', use: 'single' })
  })

  it('searches text with the search rules, and sorts', () => {
    const { request } = translateSearchQuery(
      {
        _appliedFilters: [{ attribute: 'visibility', value: { in: [3, 4] } }],
        _searchText: 'dress',
        _appliedSort: [{ field: 'updated_at', options: { order: 'desc' } }],
      },
      'product',
    )
    expect(request).toMatchObject({
      use: 'search',
      query: { text: 'dress' },
      sort: [{ field: 'updated_at', order: 'desc' }],
    })
  })

  it.each([
    [
      { _appliedSort: [{ field: 'random' }], _appliedFilters: [{ attribute: 'a', value: 1 }] },
      'body._appliedSort.0.field',
    ],
    [filter('bad name', 1), 'body._appliedFilters.0.attribute'],
    [filter('color', { in: [{ nested: 1 }] }), 'body._appliedFilters.0.value.in'],
    [{ unknown: 1 }, 'body'],
  ])('refuses %j naming %s', (body, field) => {
    try {
      translateSearchQuery(body, 'product')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).fieldErrors[0]?.field).toBe(field)
    }
  })

  it('takes the group token out of the query', () => {
    const translated = translateSearchQuery(
      { _appliedFilters: [{ attribute: 'sku', value: 'A' }], groupToken: 'token', groupId: 1 },
      'product',
    )
    expect(translated.groupToken).toBe('token')
    expect(JSON.stringify(translated.request)).not.toMatch(/group/)
  })
})
