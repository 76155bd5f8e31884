// Vue Storefront 1's catalogue route as a VSF 1.12 front end and an integrator with curl see it
// (vsf-api-contract §1.1, D228), against the embedded search engine and the tiny seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../app.js'
import {
  buildImportedApp,
  createCatalogFixture,
  type CatalogFixture,
} from '../catalog-import/catalog-fixture.test-helpers.js'

let fixture: CatalogFixture
let app: App

beforeAll(async () => {
  fixture = await createCatalogFixture()
  app = await buildImportedApp(fixture)
})

afterAll(async () => {
  await app?.close()
  await fixture?.cleanUp()
})

type Source = Record<string, unknown> & { sku: string }
interface Hit {
  _index: string
  _type: string
  _id: string
  _score: number | null
  _source: Source
}
interface Buckets {
  buckets: Array<{ key: string | number; doc_count: number; from?: number; to?: number }>
}
interface EsAnswer {
  hits: { total: number; max_score: number | null; hits: Hit[] }
  aggregations?: Record<string, Buckets>
  attribute_metadata?: Array<{ attribute_code: string }>
}
interface ErrorAnswer {
  code: number
  result: string
  errors?: Array<{ field: string; message: string }>
}

async function search(
  url: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: EsAnswer & ErrorAnswer & Record<string, unknown> }> {
  const response = await app.inject({
    method: body === undefined ? 'GET' : 'POST',
    url,
    ...(body === undefined ? {} : { payload: body as object }),
    headers,
  })
  return { status: response.statusCode, body: response.json() }
}

/** The SearchQuery of the contract's §1.1 example, on the fixture's categories and colours. */
const capsListing = {
  _appliedFilters: [
    { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
    { attribute: 'status', value: { in: [0, 1] }, scope: 'default' },
    { attribute: 'category_ids', value: { in: [12, 13, 14] }, scope: 'default' },
    { attribute: 'color', value: { in: [5001] }, scope: 'catalog' },
    { attribute: 'price', value: { gte: 0, lte: 100 }, scope: 'catalog' },
  ],
  _availableFilters: [
    { field: 'color', scope: 'catalog', options: {} },
    { field: 'size', scope: 'catalog', options: {} },
    { field: 'price', scope: 'catalog', options: {} },
  ],
  _appliedSort: [{ field: 'final_price', options: 'asc' }],
  _searchText: '',
}

/** EAR-0001 as POST /api/catalog answers it for the German store view. */
async function typedGermanEarrings(): Promise<Source | undefined> {
  const typed = await app.inject({
    method: 'POST',
    url: '/api/catalog',
    payload: {
      type: 'product',
      use: 'single',
      query: { filters: [{ field: 'sku', op: 'eq', value: 'EAR-0001' }] },
    },
    headers: { 'x-vs-store-code': 'de' },
  })
  return (typed.json() as { result: { items: Source[] } }).result.items[0]
}

const SEARCH_QUERY =
  '/api/catalog/vue_storefront_catalog/product/_search?request_format=search-query'

describe('the SearchQuery format (?request_format=search-query)', () => {
  it('lists a category with a colour and a price range chosen, with the facets VSF1 reads', async () => {
    const { status, body } = await search(`${SEARCH_QUERY}&size=20&from=0`, capsListing)
    expect(status).toBe(200)
    expect(body.hits.total).toBeGreaterThan(0)
    expect(body.hits.hits.length).toBe(body.hits.total)
    for (const hit of body.hits.hits) {
      expect(hit).toMatchObject({
        _index: 'vue_storefront_catalog_product',
        _type: '_doc',
        _score: null,
      })
      expect(hit._id).toBe(String(hit._source.id))
      // the shopper's colour, either the product's own or one of its children's
      const colours = [
        hit._source.color,
        ...(
          (hit._source.configurable_children as Array<{ color?: unknown }> | undefined) ?? []
        ).map((child) => child.color),
      ]
      expect(colours).toContain(5001)
      expect(hit._source.price_incl_tax).toBeLessThanOrEqual(100)
    }
    const skus = body.hits.hits.map((hit) => hit._source.sku)
    expect(skus).toContain('CAP-0001-BLACK')
    expect(skus).not.toContain('CAP-0001-RED')
    // the colour facet still offers the other colours (multi-select), under both VSF1 names
    const colourKeys = body.aggregations?.agg_terms_color?.buckets.map((bucket) => bucket.key)
    expect(colourKeys).toEqual(expect.arrayContaining([5001, 5005]))
    expect(body.aggregations?.agg_terms_color_options).toEqual(body.aggregations?.agg_terms_color)
    expect(body.aggregations?.agg_range_price?.buckets[0]).toMatchObject({ from: 0, to: 50 })
    // storefront-query-builder also asks the distinct prices (incl. tax), the most common first
    const priceBuckets = body.aggregations?.agg_terms_price?.buckets ?? []
    expect(priceBuckets.length).toBeGreaterThan(0)
    expect(priceBuckets.length).toBeLessThanOrEqual(10)
    for (const bucket of priceBuckets) {
      expect(Math.round((bucket.key as number) * 100) / 100).toBe(bucket.key)
      expect(bucket.doc_count).toBeGreaterThan(0)
    }
    const counts = priceBuckets.map((bucket) => bucket.doc_count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(body.attribute_metadata?.map((a) => a.attribute_code)).toContain('color')
    // sorted by the price a shopper pays
    const prices = body.hits.hits.map((hit) => hit._source.price_incl_tax as number)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('prices every hit as POST /api/catalog does, for the store view of the index', async () => {
    const body = {
      _appliedFilters: [{ attribute: 'sku', value: { eq: 'EAR-0001' }, scope: 'default' }],
    }
    const english = await search(SEARCH_QUERY, body)
    const german = await search(
      '/api/catalog/vue_storefront_catalog_de/product/_search?request_format=search-query',
      body,
    )
    const typedItem = await typedGermanEarrings()
    expect(english.body.hits.hits[0]?._source.price_incl_tax).toBe(79.99)
    expect(german.body.hits.hits[0]?._source).toEqual(typedItem)
    expect(german.body.hits.hits[0]?._index).toBe('vue_storefront_catalog_de_product')
  })

  it('answers a GET with the query in ?request= and the compact format', async () => {
    const request = encodeURIComponent(JSON.stringify(capsListing))
    const { status, body } = await search(
      `${SEARCH_QUERY}&response_format=compact&size=1&request=${request}`,
    )
    expect(status).toBe(200)
    const compact = body as unknown as { total: number; hits: Array<Source & { _score: null }> }
    expect(compact.total).toBeGreaterThan(1)
    expect(compact.hits).toHaveLength(1)
    expect(compact.hits[0]).toMatchObject({ _score: null })
    expect(compact.hits[0]?.sku).toEqual(expect.any(String))
  })

  it('searches text with the search rules of spec 000 §5', async () => {
    const { status, body } = await search(SEARCH_QUERY, {
      _appliedFilters: [{ attribute: 'visibility', value: { in: [3, 4] }, scope: 'default' }],
      _searchText: 'Pearl Drop Earrings',
    })
    expect(status).toBe(200)
    expect(body.hits.hits[0]?._source.sku).toBe('EAR-0001')
  })

  it('answers products that pass any of the `or` filters', async () => {
    const { status, body } = await search(SEARCH_QUERY, {
      _appliedFilters: [
        { attribute: 'visibility', value: { in: [2, 3, 4] }, scope: 'default' },
        { attribute: 'sku', value: { or: ['EAR-0001'] }, scope: 'default' },
        { attribute: 'sku', value: { or: ['NCK-0001'] }, scope: 'default' },
      ],
    })
    expect(body.errors ?? []).toEqual([])
    expect(status).toBe(200)
    expect(body.hits.hits.map((hit) => hit._source.sku).sort()).toEqual(['EAR-0001', 'NCK-0001'])
  })

  it('refuses a random sort, naming it', async () => {
    const { status, body } = await search(SEARCH_QUERY, {
      _appliedFilters: [{ attribute: 'visibility', value: { in: [4] }, scope: 'default' }],
      _appliedSort: [{ field: 'random', options: 'asc' }],
    })
    expect(status).toBe(400)
    expect(body.errors?.[0]?.field).toBe('body._appliedSort.0.field')
  })

  it('refuses a key that is not part of a SearchQuery', async () => {
    const { status, body } = await search(SEARCH_QUERY, { query: { match_all: {} } })
    expect(status).toBe(400)
    expect(body.errors?.[0]?.field).toBe('body')
    expect(body.result).toMatch(/query/)
  })
})

describe('raw Elasticsearch bodies (the subset VSF 1.12 sends)', () => {
  const RAW = '/api/catalog/vue_storefront_catalog/product/_search'

  it('answers a terms filter on skus, as VSF1 asks for the products of a cart', async () => {
    const { status, body } = await search(
      `${RAW}?_source_include=sku,name,price_incl_tax&size=10`,
      { query: { bool: { filter: { terms: { sku: ['EAR-0001', 'NCK-0001'] } } } } },
    )
    expect(status).toBe(200)
    expect(body.hits.total).toBe(2)
    expect(body.hits.hits.map((hit) => hit._source.sku).sort()).toEqual(['EAR-0001', 'NCK-0001'])
    // the fields asked for, and the prices the server adds to every product (as VSF1's tax step)
    const source = body.hits.hits[0]?._source ?? {}
    expect(source).toHaveProperty('name')
    expect(source).toHaveProperty('final_price_incl_tax')
    expect(source).not.toHaveProperty('description')
    expect(source).not.toHaveProperty('category_ids')
    expect(body.hits.hits.find((hit) => hit._source.sku === 'EAR-0001')?._id).toBe('23')
  })

  it('translates must_not, range, exists and terms aggregations under the caller’s names', async () => {
    const { status, body } = await search(RAW, {
      query: {
        bool: {
          filter: [
            { terms: { category_ids: [12, 13, 14] } },
            { range: { price: { gte: 0 } } },
            { exists: { field: 'color' } },
          ],
          must_not: { term: { sku: 'CAP-0001-RED' } },
        },
      },
      aggs: {
        colours: { terms: { field: 'color', size: 10 } },
        // VSF 1.12's own body asks the prices both ways
        agg_terms_price: { terms: { field: 'price' } },
        agg_range_price: { range: { field: 'price', ranges: [{ from: 0, to: 50 }] } },
      },
      sort: [{ sku: { order: 'desc' } }],
      size: 50,
    })
    expect(status).toBe(200)
    const skus = body.hits.hits.map((hit) => hit._source.sku)
    expect(skus).toContain('CAP-0001-BLACK')
    expect(skus).not.toContain('CAP-0001-RED')
    expect(skus).toEqual([...skus].sort().reverse())
    expect(body.aggregations?.colours?.buckets.length).toBeGreaterThan(0)
    expect(body.aggregations?.agg_terms_price?.buckets.length).toBeGreaterThan(0)
    expect(body.aggregations?.agg_range_price?.buckets.length).toBeGreaterThan(0)
  })

  it.each([
    [
      'script',
      { query: { bool: { filter: { script: { script: 'true' } } } } },
      'body.query.bool.filter.script',
    ],
    [
      'function_score',
      { query: { function_score: { query: { match_all: {} } } } },
      'body.query.function_score',
    ],
    [
      'a bool inside should',
      { query: { bool: { should: [{ bool: { must: [] } }] } } },
      'body.query.bool.should.0.bool',
    ],
    ['script_fields', { script_fields: {} }, 'body.script_fields'],
    ['a histogram', { aggs: { h: { histogram: { field: 'price' } } } }, 'body.aggs.h.histogram'],
  ])('refuses %s with a 400 naming the clause', async (_name, body, field) => {
    const answer = await search(RAW, body)
    expect(answer.status).toBe(400)
    expect(answer.body.errors?.[0]?.field).toBe(field)
    expect(answer.body.errors?.[0]?.message).toMatch(/is not supported/)
  })

  it('refuses malformed JSON and prototype poisoning, and answers a repeated body alike', async () => {
    for (const payload of ['{"query":', '{"__proto__":{"polluted":true}}']) {
      const response = await app.inject({
        method: 'POST',
        url: RAW,
        payload,
        headers: { 'content-type': 'application/json' },
      })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toMatchObject({ code: 400, errors: [{ field: 'body' }] })
    }
    const body = { query: { bool: { filter: { term: { sku: 'EAR-0001' } } } } }
    const answers = [await search(RAW, body), await search(RAW, body), await search(RAW, body)]
    for (const answer of answers) expect(answer.body).toEqual(answers[0]?.body)
  })

  it('refuses a Lucene query string in ?q=', async () => {
    const { status, body } = await search(`${RAW}?q=sku:EAR-0001`)
    expect(status).toBe(400)
    expect(body.result).toMatch(/q/)
  })
})

describe('index names', () => {
  it('answers the legacy /{index}_{type}/_search path for its store view', async () => {
    const { status, body } = await search(
      '/api/catalog/vue_storefront_catalog_nl_product/_search',
      { query: { bool: { filter: { term: { sku: 'EAR-0001' } } } } },
    )
    expect(status).toBe(200)
    expect(body.hits.hits[0]?._index).toBe('vue_storefront_catalog_nl_product')
    expect(body.hits.hits[0]?._source.price_incl_tax).toBe(79.99)
  })

  it('refuses an index that is not configured', async () => {
    const { status, body } = await search('/api/catalog/other_index/product/_search', {})
    expect(status).toBe(400)
    expect(body.errors?.[0]).toMatchObject({ field: 'params.index' })
    expect(body.result).toMatch(/Invalid \/ inaccessible index name/)
  })

  it('refuses an index of one store view asked for another store view', async () => {
    const { status, body } = await search(
      '/api/catalog/vue_storefront_catalog_nl/product/_search',
      {},
      { 'x-vs-store-code': 'de' },
    )
    expect(status).toBe(400)
    expect(body.errors?.[0]?.message).toMatch(/store view `nl`/)
  })

  it('answers categories from the category index', async () => {
    const { status, body } = await search(
      '/api/catalog/vue_storefront_catalog/category/_search?size=100',
      { query: { bool: { filter: { term: { level: 2 } } } } },
    )
    expect(status).toBe(200)
    expect(body.hits.hits.map((hit) => hit._source.name)).toEqual(
      expect.arrayContaining(['Women', 'Men']),
    )
    expect(body.hits.hits[0]?._index).toBe('vue_storefront_catalog_category')
  })
})

describe('GET /api/product/render-list', () => {
  interface RenderItem {
    id: number
    sku: string
    is_salable: boolean
    price_info: {
      final_price: number
      regular_price: number
      extension_attributes: { tax_adjustments: { final_price: number } }
    }
  }
  const renderList = async (query: string) => {
    const response = await app.inject({ method: 'GET', url: `/api/product/render-list?${query}` })
    return {
      status: response.statusCode,
      body: response.json() as { code: number; result: { items: RenderItem[] } },
    }
  }

  it('answers the server’s prices of known skus as Magento’s price_info', async () => {
    const { status, body } = await renderList(
      'skus=EAR-0001,NO-SUCH-SKU&currencyCode=EUR&storeId=1&userGroupId=1',
    )
    expect(status).toBe(200)
    expect(body.result.items).toHaveLength(1)
    expect(body.result.items[0]).toMatchObject({
      id: 23,
      sku: 'EAR-0001',
      is_salable: true,
      price_info: {
        final_price: 79.99,
        regular_price: 79.99,
        extension_attributes: { tax_adjustments: { final_price: 66.11 } },
      },
    })
  })

  it('prices for the store view of storeId, and answers no items in another currency', async () => {
    const german = await renderList('skus=EAR-0001&storeId=4')
    const typedItem = await typedGermanEarrings()
    expect(german.body.result.items[0]?.price_info.final_price).toBe(typedItem?.price_incl_tax)
    expect((await renderList('skus=EAR-0001&currencyCode=USD')).body.result.items).toEqual([])
  })

  it.each([
    ['', 'query.skus'],
    ['skus=EAR-0001&storeId=99', 'query.storeId'],
    [`skus=${Array.from({ length: 101 }, (_, i) => `S${i}`).join(',')}`, 'query.skus'],
  ])('refuses %s naming %s', async (query, field) => {
    const response = await app.inject({ method: 'GET', url: `/api/product/render-list?${query}` })
    expect(response.statusCode).toBe(400)
    expect(JSON.stringify(response.json())).toContain(field)
  })
})
