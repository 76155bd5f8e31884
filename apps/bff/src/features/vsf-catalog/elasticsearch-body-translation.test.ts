// The raw Elasticsearch subset VSF 1.12 sends → the typed catalogue query (D228).
import { describe, expect, it } from 'vitest'
import { ValidationError } from '../../errors.js'
import { translateElasticsearchBody } from './elasticsearch-body-translation.js'

describe('translateElasticsearchBody', () => {
  it('flattens nested bools of filter, must and must_not into typed filters', () => {
    const { request } = translateElasticsearchBody(
      {
        query: {
          bool: {
            filter: {
              bool: {
                must: [
                  { terms: { visibility: [2, 3, 4] } },
                  { term: { status: { value: 1 } } },
                  { match: { type_id: 'configurable' } },
                  { range: { final_price: { gte: 10, lte: 50 } } },
                ],
                must_not: [{ exists: { field: 'news_from_date' } }, { terms: { sku: ['A'] } }],
              },
            },
          },
        },
        size: 8,
        from: 16,
      },
      'product',
    )
    expect(request).toMatchObject({ type: 'product', use: 'single', size: 8, from: 16 })
    expect(request.query?.filters).toEqual([
      { field: 'visibility', op: 'in', values: [2, 3, 4] },
      { field: 'status', op: 'in', values: [1] },
      { field: 'type_id', op: 'in', values: ['configurable'] },
      { field: 'final_price', op: 'range', gte: 10, lte: 50 },
      { field: 'news_from_date', op: 'exists', exists: false },
      { field: 'sku', op: 'nin', values: ['A'] },
    ])
  })

  it('makes multi_match the text search and reads sort and _source', () => {
    const { request } = translateElasticsearchBody(
      {
        query: { bool: { must: { multi_match: { query: 'dress', fields: ['name^4'] } } } },
        sort: ['sku', { 'name.keyword': { order: 'desc' } }],
        _source: { includes: ['sku', 'name'], excludes: 'description' },
      },
      'product',
    )
    expect(request).toMatchObject({
      use: 'search',
      query: { text: 'dress' },
      sort: [
        { field: 'sku', order: 'asc' },
        { field: 'name', order: 'desc' },
      ],
      includeFields: ['sku', 'name'],
      excludeFields: ['description'],
    })
  })

  it('reads should as Elasticsearch does: alternatives, or scoring only beside filter or must', () => {
    const alternatives = translateElasticsearchBody(
      {
        query: {
          bool: {
            should: [{ term: { sku: 'A' } }, { range: { final_price: { lt: 20 } } }],
          },
        },
      },
      'product',
    )
    expect(alternatives.request.query?.filters).toEqual([
      {
        op: 'any',
        filters: [
          { field: 'sku', op: 'in', values: ['A'] },
          { field: 'final_price', op: 'range', lt: 20 },
        ],
      },
    ])
    const scoring = translateElasticsearchBody(
      { query: { bool: { filter: { term: { status: 1 } }, should: { term: { sku: 'A' } } } } },
      'product',
    )
    expect(scoring.request.query?.filters).toEqual([{ field: 'status', op: 'in', values: [1] }])
    const required = translateElasticsearchBody(
      {
        query: {
          bool: {
            filter: { term: { status: 1 } },
            should: { term: { sku: 'A' } },
            minimum_should_match: 1,
          },
        },
      },
      'product',
    )
    expect(required.request.query?.filters).toHaveLength(2)
  })

  it('keeps the caller’s aggregation names', () => {
    const translated = translateElasticsearchBody(
      {
        aggs: {
          colours: { terms: { field: 'color' } },
          colour_options: { terms: { field: 'color_options' } },
          prices: { range: { field: 'price', ranges: [{ to: 50 }] } },
          agg_terms_price: { terms: { field: 'price' } },
        },
      },
      'product',
    )
    expect(translated.request.query?.aggregations).toEqual(['color', 'price'])
    expect(translated.aggregationNames).toEqual({
      agg_terms_color: ['colours', 'colour_options'],
      agg_range_price: ['prices'],
      agg_terms_price: ['agg_terms_price'],
    })
  })

  it.each([
    [{ query: { query_string: { query: 'x' } } }, 'body.query.query_string'],
    [
      { query: { bool: { must_not: { range: { price: { gt: 1 } } } } } },
      'body.query.bool.must_not.range',
    ],
    [{ query: { term: { sku: ['A', 'B'] } } }, 'body.query.term.sku'],
    [
      { query: { bool: { filter: [{ wildcard: { sku: 'A*' } }] } } },
      'body.query.bool.filter.0.wildcard',
    ],
    [{ sort: [{ _script: { script: 'x' } }] }, 'body.sort.0'],
    [{ aggs: { p: { range: { field: 'color' } } } }, 'body.aggs.p.range.field'],
    [{ suggest: {} }, 'body.suggest'],
    [{ query: { bool: { should: [{ bool: { filter: [] } }] } } }, 'body.query.bool.should.0.bool'],
    [
      { query: { bool: { should: [{ term: { a: 1 } }], minimum_should_match: 2 } } },
      'body.query.bool.minimum_should_match',
    ],
    [[], 'body'],
  ])('refuses %j naming %s', (body, field) => {
    try {
      translateElasticsearchBody(body, 'product')
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).fieldErrors[0]?.field).toBe(field)
    }
  })
})
