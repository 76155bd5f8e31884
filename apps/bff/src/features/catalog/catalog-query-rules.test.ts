import {
  CatalogQueryRequestSchema,
  type CatalogQueryRequestInput,
} from '@vitrine/contracts/catalog-query'
import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../errors.js'
import { buildCatalogSearch, type QueryRuleContext } from './catalog-query-rules.js'

const context: QueryRuleContext = {
  listOutOfStock: false,
  taxCountry: 'NL',
  filterableAttributes: ['color', 'size', 'price'],
}

function plan(body: CatalogQueryRequestInput, overrides: Partial<QueryRuleContext> = {}) {
  return buildCatalogSearch(CatalogQueryRequestSchema.parse(body), { ...context, ...overrides })
}

function catchField(run: () => unknown): { field: string; message: string } | undefined {
  try {
    run()
  } catch (error) {
    if (error instanceof ValidationError) return error.fieldErrors[0]
    throw error
  }
  return undefined
}

describe('product search rules (spec 000 §5, §9)', () => {
  it('searches visible-in-search, enabled or disabled, in-stock products with the spec text settings', () => {
    const { query } = plan({ type: 'product', query: { text: '  dress ' } })
    expect(query.filters).toEqual([
      { field: 'visibility', op: 'in', values: [3, 4] },
      { field: 'status', op: 'in', values: [0, 1] },
      { field: 'stock.is_in_stock', op: 'eq', value: true },
    ])
    expect(query.text).toEqual({
      text: 'dress',
      fields: [
        { field: 'name', boost: 4 },
        { field: 'sku', boost: 2 },
        { field: 'category.name', boost: 1 },
      ],
      fuzziness: 2,
      minimumShouldMatch: 0.75,
      minScore: 0.02,
    })
    expect(query.sort).toEqual([])
  })

  it('lists out-of-stock products too when that is configured', () => {
    const { query } = plan({ type: 'product', query: { text: 'dress' } }, { listOutOfStock: true })
    expect(query.filters.map((filter) => ('field' in filter ? filter.field : 'any'))).toEqual([
      'visibility',
      'status',
    ])
  })

  it('refuses search text under 3 characters with the spec message, naming the field', () => {
    expect(catchField(() => plan({ type: 'product', query: { text: 'ab' } }))).toEqual({
      field: 'body.query.text',
      message: 'Searched term should consist of at least 3 characters.',
    })
  })

  it('lists a category with visibility 2-4, status 1, in stock, recommended first, price ranges and terms per filterable attribute', () => {
    const { query } = plan({
      type: 'product',
      query: { filters: [{ field: 'category_ids', op: 'in', values: [5] }] },
    })
    expect(query.filters).toEqual([
      { field: 'visibility', op: 'in', values: [2, 3, 4] },
      { field: 'status', op: 'eq', value: 1 },
      { field: 'stock.is_in_stock', op: 'eq', value: true },
      { field: 'category_ids', op: 'in', values: [5] },
    ])
    expect(query.sort).toEqual([{ field: 'product_position', order: 'asc' }])
    expect(query.aggregations).toEqual([
      { kind: 'terms', name: 'agg_terms_color', field: 'search_facets.color', size: 10 },
      { kind: 'terms', name: 'agg_terms_size', field: 'search_facets.size', size: 10 },
      {
        kind: 'range',
        name: 'agg_range_price',
        field: 'search_prices.NL',
        ranges: [
          { key: '0-50', from: 0, to: 50 },
          { key: '50-100', from: 50, to: 100 },
          { key: '100-150', from: 100, to: 150 },
          { key: '150-', from: 150 },
        ],
      },
    ])
  })

  it('looks tiles up with visibility 2-4 and status 0 or 1, without stock rule or aggregations', () => {
    const { query } = plan({
      type: 'product',
      use: 'tile',
      query: { filters: [{ field: 'sku', op: 'in', values: ['A', 'B'] }] },
    })
    expect(query.filters).toEqual([
      { field: 'visibility', op: 'in', values: [2, 3, 4] },
      { field: 'status', op: 'in', values: [0, 1] },
      { field: 'sku', op: 'in', values: ['A', 'B'] },
    ])
    expect(query.aggregations).toEqual([])
  })

  it('finds a configurable parent by child sku and refuses a parent lookup without one', () => {
    const { query } = plan({
      type: 'product',
      use: 'parent',
      query: { filters: [{ field: 'configurable_children.sku', op: 'eq', value: 'DRS-1-S' }] },
    })
    expect(query.filters).toContainEqual({ field: 'type_id', op: 'eq', value: 'configurable' })
    expect(query.filters).toContainEqual({
      field: 'configurable_children.sku',
      op: 'eq',
      value: 'DRS-1-S',
    })
    expect(catchField(() => plan({ type: 'product', use: 'parent' }))?.field).toBe(
      'body.query.filters',
    )
  })

  it('turns facet choices into facet filters on the facet and shelf-price fields', () => {
    const { query } = plan(
      {
        type: 'product',
        query: {
          facets: [
            { field: 'color', values: ['5001', 5003] },
            { field: 'price', range: { from: 50, to: 100 } },
          ],
        },
      },
      { taxCountry: 'DE' },
    )
    expect(query.facetFilters).toEqual([
      { field: 'search_facets.color', op: 'in', values: [5001, 5003] },
      { field: 'search_prices.DE', op: 'range', gte: 50, lt: 100 },
    ])
  })

  it('sorts by the spec options: Latest, Price low to high, Price high to low, Recommended', () => {
    const sortOf = (sort: 'latest' | 'price-asc' | 'price-desc' | 'recommended') =>
      plan({ type: 'product', sort }).query.sort
    expect(sortOf('latest')).toEqual([{ field: 'created_at', order: 'desc' }])
    expect(sortOf('price-asc')).toEqual([{ field: 'search_prices.NL', order: 'asc' }])
    expect(sortOf('price-desc')).toEqual([{ field: 'search_prices.NL', order: 'desc' }])
    expect(sortOf('recommended')).toEqual([{ field: 'product_position', order: 'asc' }])
  })

  it('turns a size below 1 into 50 and a negative start into 0', () => {
    const { query } = plan({ type: 'product', size: 0, from: -10 })
    expect(query.size).toBe(50)
    expect(query.from).toBe(0)
    expect(plan({ type: 'product', size: -4 }).query.size).toBe(50)
    expect(plan({ type: 'product', size: 1_000_000 }).query.size).toBe(4000)
  })

  it('fetches the fields prices need and keeps the caller projection for afterwards', () => {
    const { query, projection } = plan({
      type: 'product',
      includeFields: ['name'],
      excludeFields: ['description', 'configurable_children', 'price'],
    })
    expect(query.includeFields).toEqual(expect.arrayContaining(['name', 'price', 'tax_class_id']))
    expect(query.excludeFields).toEqual(['description'])
    expect(projection).toEqual({
      includeFields: ['name'],
      excludeFields: ['description', 'configurable_children', 'price'],
    })
  })
})

describe('other entity rules (spec 000 §7, §9)', () => {
  it('lists categories by position ascending, 4000 at a time, with arbitrary key filters', () => {
    const { query } = plan({
      type: 'category',
      query: {
        filters: [
          { field: 'parent_id', op: 'eq', value: 2 },
          { field: 'is_active', op: 'eq', value: true },
          { field: 'product_count', op: 'range', gt: 0 },
          { field: 'level', op: 'in', values: [2, 3] },
        ],
      },
    })
    expect(query).toMatchObject({
      entity: 'category',
      sort: [{ field: 'position', order: 'asc' }],
      size: 4000,
      from: 0,
      aggregations: [],
    })
    expect(query.filters).toHaveLength(4)
    expect(query.filters[2]).toEqual({ field: 'product_count', op: 'range', gt: 0 })
  })

  it('lists attributes 150 at a time and passes source lists through', () => {
    const { query } = plan({
      type: 'attribute',
      query: { filters: [{ field: 'attribute_code', op: 'in', values: ['color', 'size'] }] },
      includeFields: ['attribute_code', 'options'],
    })
    expect(query.size).toBe(150)
    expect(query.sort).toEqual([])
    expect(query.includeFields).toEqual(['attribute_code', 'options'])
  })

  it('refuses product-only parts on other entities, naming the field', () => {
    expect(catchField(() => plan({ type: 'category', query: { text: 'women' } }))?.field).toBe(
      'body.query.text',
    )
    expect(catchField(() => plan({ type: 'attribute', use: 'search' }))?.field).toBe('body.use')
    expect(catchField(() => plan({ type: 'category', sort: 'latest' }))?.field).toBe('body.sort')
    expect(
      catchField(() => plan({ type: 'category', query: { facets: [{ field: 'a', values: [1] }] } }))
        ?.field,
    ).toBe('body.query.facets')
  })

  it('sorts any entity by an explicit field list', () => {
    expect(
      plan({ type: 'cms_page', sort: [{ field: 'identifier', order: 'desc' }] }).query.sort,
    ).toEqual([{ field: 'identifier', order: 'desc' }])
  })
})
