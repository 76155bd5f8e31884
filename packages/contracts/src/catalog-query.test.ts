import { describe, expect, it } from 'vitest'
import { CatalogQueryRequestSchema, CatalogQueryResultSchema } from './catalog-query.js'

describe('CatalogQueryRequestSchema', () => {
  it('accepts a typed product listing with filters, facets, a named sort and paging', () => {
    const parsed = CatalogQueryRequestSchema.parse({
      type: 'product',
      use: 'listing',
      query: {
        filters: [
          { field: 'category_ids', op: 'in', values: [3, 4] },
          { field: 'configurable_children.sku', op: 'eq', value: 'DRS-0001-NAVY-S' },
          { field: 'created_at', op: 'range', gte: '2026-01-01' },
          { field: 'image', op: 'exists', exists: true },
        ],
        facets: [
          { field: 'color', values: [5001] },
          { field: 'price', range: { from: 50, to: 100 } },
        ],
      },
      sort: 'price-asc',
      from: -3,
      size: 0,
    })
    expect(parsed.query.filters).toHaveLength(4)
    expect(parsed.from).toBe(-3)
  })

  it('refuses keys it does not know, at every level, instead of dropping them', () => {
    const unknownKeys = (body: unknown) => {
      const result = CatalogQueryRequestSchema.safeParse(body)
      return result.success
        ? []
        : result.error.issues
            .filter((issue) => issue.code === 'unrecognized_keys')
            .map((issue) => [issue.path.join('.'), issue.keys])
    }
    expect(unknownKeys({ type: 'product', query: { bool: {} } })).toEqual([['query', ['bool']]])
    expect(unknownKeys({ type: 'product', filters: [] })).toEqual([['', ['filters']]])
    expect(
      unknownKeys({
        type: 'product',
        query: { filters: [{ field: 'sku', op: 'in', values: ['A'], boost: 2 }] },
      }),
    ).toEqual([['query.filters.0', ['boost']]])
  })

  it('defaults an absent query to no filters and no facets', () => {
    expect(CatalogQueryRequestSchema.parse({ type: 'category' }).query).toEqual({
      filters: [],
      facets: [],
    })
  })

  it('refuses raw Elasticsearch DSL and names the wrong fields', () => {
    const result = CatalogQueryRequestSchema.safeParse({
      type: 'product',
      query: { filters: [{ bool: { must: [] } }] },
    })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.path).toEqual(['query', 'filters', 0, 'op'])
  })

  it('refuses a field path that is not a dotted attribute name', () => {
    const result = CatalogQueryRequestSchema.safeParse({
      type: 'product',
      query: { filters: [{ field: 'script:doc', op: 'eq', value: 1 }] },
    })
    expect(result.error?.issues[0]?.path).toEqual(['query', 'filters', 0, 'field'])
  })

  it('refuses a range without any bound and an unknown entity type', () => {
    expect(
      CatalogQueryRequestSchema.safeParse({
        type: 'product',
        query: { filters: [{ field: 'price', op: 'range' }] },
      }).success,
    ).toBe(false)
    expect(CatalogQueryRequestSchema.safeParse({ type: 'orders' }).error?.issues[0]?.path).toEqual([
      'type',
    ])
  })
})

describe('CatalogQueryResultSchema', () => {
  it('accepts the answer shape of POST /api/catalog', () => {
    expect(
      CatalogQueryResultSchema.parse({
        items: [{ sku: 'A' }],
        total: 1,
        perPage: 50,
        start: 0,
        aggregations: { agg_terms_color: { buckets: [{ key: 5001, doc_count: 1 }] } },
        attributeMetadata: [
          {
            attribute_id: 93,
            attribute_code: 'color',
            frontend_input: 'select',
            label: 'Kleur',
            is_filterable: true,
            options: [{ value: '5001', label: 'Zwart' }],
          },
        ],
      }).total,
    ).toBe(1)
  })
})
