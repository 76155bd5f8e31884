// The Elasticsearch translation of the typed query, pinned by golden DSL files in __golden__ (a
// changed translation fails here; review it, then rewrite the files with UPDATE_GOLDEN=1) and by
// assertions on what each part must do. Files are compared as JSON, so Prettier may format them.
import { readFile, writeFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { storeCodes } from '@vitrine/contracts/store-views'
import { buildElasticsearchQuery } from './build-elasticsearch-query.js'
import { nameSearchAlias } from './elasticsearch-index-names.js'
import { buildQuery, buildTextQuery, priceRanges } from './search.fixtures.js'
import { searchEntities, type SearchQuery } from './search.port.js'

const listingFilters = [
  { field: 'visibility', op: 'in', values: [2, 3, 4] },
  { field: 'status', op: 'in', values: [1] },
  { field: 'category_ids', op: 'in', values: [20, 21, 23] },
] as const

const representativeQueries: Record<string, SearchQuery> = {
  'category-listing-with-facets': buildQuery({
    filters: listingFilters,
    facetFilters: [
      { field: 'color', op: 'in', values: [5003, 5005] },
      { field: 'configurable_children.size', op: 'in', values: [5021] },
      { field: 'final_price', op: 'range', gte: 50, lt: 100 },
    ],
    aggregations: [
      { kind: 'terms', name: 'color', field: 'color', size: 10 },
      { kind: 'terms', name: 'size', field: 'configurable_children.size', size: 10 },
      { kind: 'range', name: 'price', field: 'final_price', ranges: priceRanges },
    ],
    sort: [{ field: 'product_position', order: 'asc' }],
    size: 50,
    includeFields: ['sku', 'name', 'final_price', 'configurable_children.sku'],
  }),
  'text-search': buildQuery({
    text: buildTextQuery('linen shirt'),
    filters: [
      { field: 'visibility', op: 'in', values: [3, 4] },
      { field: 'status', op: 'in', values: [0, 1] },
      { field: 'stock.is_in_stock', op: 'eq', value: true },
    ],
    from: 12,
    size: 12,
  }),
  'text-search-sorted-by-price': buildQuery({
    text: buildTextQuery('hodie'),
    sort: [{ field: 'final_price', order: 'desc' }],
  }),
  'configurable-parent-by-child-sku': buildQuery({
    filters: [{ field: 'configurable_children.sku', op: 'eq', value: 'DRS-0001-NAVY-S' }],
    size: 1,
    excludeFields: ['description', 'media_gallery'],
  }),
  'filters-of-each-kind': buildQuery({
    entity: 'category',
    filters: [
      { field: 'color', op: 'nin', values: ['red'] },
      { field: 'special_price', op: 'exists', exists: false },
      { field: 'url_key', op: 'exists', exists: true },
      { field: 'created_at', op: 'range', gte: '2026-01-01', lt: '2026-11-01 00:00:00' },
      { field: 'is_active', op: 'eq', value: true },
    ],
    sort: [
      { field: 'position', order: 'asc' },
      { field: '_score', order: 'desc' },
    ],
    size: 4000,
  }),
  'everything-in-import-order': buildQuery(),
  'alternatives-of-several-fields': buildQuery({
    filters: [
      { field: 'visibility', op: 'in', values: [2, 3, 4] },
      {
        op: 'any',
        filters: [
          { field: 'color', op: 'in', values: [5001] },
          { field: 'news_from_date', op: 'exists', exists: false },
          { field: 'final_price', op: 'range', lt: 20 },
        ],
      },
    ],
  }),
}

async function expectGolden(name: string, actual: unknown): Promise<void> {
  const file = new URL(`./__golden__/${name}.json`, import.meta.url)
  if (process.env.UPDATE_GOLDEN === '1') {
    await writeFile(file, `${JSON.stringify(actual, null, 2)}\n`)
  }
  expect(actual).toEqual(JSON.parse(await readFile(file, 'utf8')))
}

describe('buildElasticsearchQuery', () => {
  for (const [name, query] of Object.entries(representativeQueries)) {
    it(`translates the ${name} query as its golden DSL file`, async () => {
      await expectGolden(name, JSON.parse(JSON.stringify(buildElasticsearchQuery(query))))
    })
  }

  it('names one alias per store view and entity as its golden file (VSF1 index per store view)', async () => {
    const aliases = Object.fromEntries(
      storeCodes.flatMap((store) =>
        searchEntities.map((entity) => [
          `${store} ${entity}`,
          nameSearchAlias('vitrine', entity, store),
        ]),
      ),
    )
    await expectGolden('store-view-aliases', aliases)
  })

  it('sends the same body for every store view: the alias alone picks the catalogue', () => {
    const query = representativeQueries['category-listing-with-facets']!
    const dutch = buildElasticsearchQuery({ ...query, store: 'nl' })
    expect(dutch).toEqual(buildElasticsearchQuery(query))
    expect(JSON.stringify(dutch)).not.toContain('"nl"')
  })

  it('wraps each facet in the selections of the other facets but not its own', () => {
    const body = buildElasticsearchQuery(representativeQueries['category-listing-with-facets']!)
    const color = body.aggs?.color
    expect(JSON.stringify(color?.filter)).not.toContain('"color"')
    expect(JSON.stringify(color?.filter)).toContain('configurable_children.size')
    expect(JSON.stringify(color?.filter)).toContain('final_price')
    expect(body.post_filter).toEqual({
      bool: {
        filter: [
          { terms: { color: [5003, 5005] } },
          { terms: { 'configurable_children.size': [5021] } },
          { range: { final_price: { gte: 50, lt: 100 } } },
        ],
      },
    })
  })

  it('leaves a facet unwrapped when no other facet is selected', () => {
    const body = buildElasticsearchQuery(
      buildQuery({
        facetFilters: [{ field: 'color', op: 'in', values: ['red'] }],
        aggregations: [{ kind: 'terms', name: 'color', field: 'color', size: 10 }],
      }),
    )
    expect(body.aggs?.color).toEqual({
      terms: { field: 'color', size: 10, order: [{ _count: 'desc' }, { _key: 'asc' }] },
    })
  })

  it('searches the analysed sub-fields with the spec boosts, fuzziness and minimum match', () => {
    const body = buildElasticsearchQuery(buildQuery({ text: buildTextQuery('rosa hoodie') }))
    expect(body.query).toEqual({
      bool: {
        must: [
          {
            multi_match: {
              query: 'rosa hoodie',
              type: 'best_fields',
              fields: ['name.text^4', 'sku.text^2', 'category.name.text^1'],
              operator: 'or',
              minimum_should_match: '75%',
              fuzziness: 2,
            },
          },
        ],
      },
    })
    expect(body.min_score).toBe(0.02)
    expect(body.sort).toEqual([
      { _score: { order: 'desc' } },
      { vitrine_position: { order: 'asc' } },
    ])
  })

  it('never sends a negative start or size', () => {
    const body = buildElasticsearchQuery(buildQuery({ from: -5, size: -1 }))
    expect(body).toMatchObject({ from: 0, size: 0 })
  })
})
