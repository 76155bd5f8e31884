// POST /api/catalog as an API caller sees it, against the embedded search engine and the tiny seed.
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

type Item = Record<string, unknown> & { sku: string }
interface Answer {
  code: number
  result: {
    items: Item[]
    total: number
    perPage: number
    start: number
    aggregations: Record<string, { buckets: Array<{ key: string | number; doc_count: number }> }>
    attributeMetadata: Array<{
      attribute_code: string
      label: string
      options: Array<{ value: string; label: string }>
    }>
  }
}

async function query(body: unknown, headers: Record<string, string> = {}) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/catalog',
    payload: body as object,
    headers,
  })
  return {
    status: response.statusCode,
    body: response.json() as Answer & {
      result: unknown
      errors?: Array<{ field: string; message: string }>
    },
  }
}

describe('POST /api/catalog for products', () => {
  it('finds products by text with Dutch prices including 21 % VAT computed by the server', async () => {
    const { status, body } = await query({
      type: 'product',
      query: { text: 'Pearl Drop Earrings' },
    })
    expect(status).toBe(200)
    const earrings = body.result.items.find((item) => item.sku === 'EAR-0001')
    expect(earrings).toMatchObject({
      price: 66.11,
      price_incl_tax: 79.99,
      prices: { currency: 'EUR', final: { excl: 6611, tax: 1388, incl: 7999 } },
    })
    expect(earrings).not.toHaveProperty('search_prices')
    for (const item of body.result.items) expect([3, 4]).toContain(item.visibility)
  })

  it('prices for the German store view with 19 % VAT', async () => {
    const { body } = await query(
      {
        type: 'product',
        use: 'tile',
        query: { filters: [{ field: 'sku', op: 'eq', value: 'EAR-0001' }] },
      },
      { 'x-vs-store-code': 'de' },
    )
    expect(body.result.items[0]).toMatchObject({ sku: 'EAR-0001', price_incl_tax: 78.67 })
  })

  it('refuses search text under 3 characters with the spec message naming the field', async () => {
    const { status, body } = await query({ type: 'product', query: { text: 'ab' } })
    expect(status).toBe(400)
    expect(body.errors).toEqual([
      {
        field: 'body.query.text',
        message: 'Searched term should consist of at least 3 characters.',
      },
    ])
  })

  it('refuses raw Elasticsearch DSL with a 400 naming the wrong field', async () => {
    const { status, body } = await query({
      type: 'product',
      query: { bool: { must: [] }, filters: [{ term: { sku: 'x' } }] },
    })
    expect(status).toBe(400)
    expect(body.errors?.map((error) => error.field)).toContain('body.query.filters.0.op')
  })

  it('lists a category with in-stock, visible products, recommended order, paging and facet counts', async () => {
    const { body } = await query({
      type: 'product',
      query: { filters: [{ field: 'category_ids', op: 'in', values: [13] }] },
      size: 0,
      from: -5,
    })
    expect(body.result).toMatchObject({ perPage: 50, start: 0 })
    const skus = body.result.items.map((item) => item.sku)
    expect(skus.length).toBeGreaterThan(2)
    expect(skus).not.toContain('CAP-0002') // disabled (status 2)
    const positions = body.result.items.map((item) => item.product_position as number)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    const colours = body.result.aggregations.agg_terms_color?.buckets.map((bucket) => bucket.key)
    expect(colours).toEqual(expect.arrayContaining([5001, 5005, 5009]))
    expect(body.result.aggregations.agg_range_price?.buckets.map((bucket) => bucket.key)).toEqual([
      '0-50',
      '50-100',
      '100-150',
      '150-',
    ])
  })

  it('narrows by a colour choice while the colour facet keeps counting the other colours (multi-select)', async () => {
    const { body } = await query({
      type: 'product',
      query: {
        filters: [{ field: 'category_ids', op: 'in', values: [13] }],
        facets: [{ field: 'color', values: ['5005'] }],
      },
    })
    expect(body.result.items.map((item) => item.sku)).toEqual(['CAP-0001-RED'])
    const colours = body.result.aggregations.agg_terms_color?.buckets.map((bucket) => bucket.key)
    expect(colours).toEqual(expect.arrayContaining([5001, 5005, 5009]))
  })

  it('filters by a shelf-price range and sorts by price low to high', async () => {
    const { body } = await query({
      type: 'product',
      query: { facets: [{ field: 'price', range: { from: 50, to: 100 } }] },
      sort: 'price-asc',
    })
    const prices = body.result.items.map((item) => item.price_incl_tax as number)
    expect(prices.length).toBeGreaterThan(0)
    for (const price of prices) expect(price >= 50 && price < 100).toBe(true)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))
  })

  it('labels the aggregated attributes for the Dutch store view', async () => {
    const { body } = await query(
      { type: 'product', query: { filters: [{ field: 'category_ids', op: 'in', values: [13] }] } },
      { 'x-vs-store-code': 'nl' },
    )
    const colour = body.result.attributeMetadata.find((meta) => meta.attribute_code === 'color')
    expect(colour?.label).toBe('Kleur')
    expect(colour?.options.find((option) => option.value === '5001')?.label).toBe('Zwart')
  })

  it('shows a configurable parent at its cheapest available child and finds it by a child sku', async () => {
    const { body } = await query({
      type: 'product',
      use: 'parent',
      query: {
        filters: [{ field: 'configurable_children.sku', op: 'eq', value: 'SHT-0001-RED-M' }],
      },
      includeFields: ['sku', 'name'],
    })
    expect(body.result.items).toHaveLength(1)
    const parent = body.result.items[0]!
    expect(parent.sku).toBe('SHT-0001')
    expect(parent).not.toHaveProperty('configurable_children')
    expect(typeof parent.price_incl_tax).toBe('number')
  })
})

describe('POST /api/catalog for other entities', () => {
  it('lists the child categories of a parent by position', async () => {
    const { body } = await query({
      type: 'category',
      query: {
        filters: [
          { field: 'parent_id', op: 'eq', value: 2 },
          { field: 'is_active', op: 'eq', value: true },
        ],
      },
    })
    expect(body.result.perPage).toBe(4000)
    const positions = body.result.items.map((item) => item.position as number)
    expect(positions.length).toBeGreaterThan(1)
    expect(positions).toEqual([...positions].sort((a, b) => a - b))
    for (const item of body.result.items) expect(item.parent_id).toBe(2)
  })

  it('finds attributes by code, 150 at a time', async () => {
    const { body } = await query({
      type: 'attribute',
      query: { filters: [{ field: 'attribute_code', op: 'in', values: ['color', 'size'] }] },
    })
    expect(body.result.perPage).toBe(150)
    expect(body.result.items.map((item) => item.attribute_code).sort()).toEqual(['color', 'size'])
  })
})

describe('POST /api/catalog answers from the cache', () => {
  it('keeps a first answer while the cache has room, and once it is full only from a query’s second sight on (D209)', async () => {
    const small = await fixture.buildApp({ CACHE_MAX_ENTRIES: '1' })
    try {
      await small.ready()
      await small.importCatalog(fixture.seedDir)
      const search = small.adapters.search
      const original = search.search.bind(search)
      let searches = 0
      // Product searches only: the catalogue reference (attributes, tax rules) is read apart.
      search.search = async (query) => {
        if (query.entity === 'product') searches += 1
        return original(query)
      }
      const ask = async (text: string) => {
        const answer = await small.inject({
          method: 'POST',
          url: '/api/catalog',
          payload: { type: 'product', query: { text }, size: 7 },
        })
        expect(answer.statusCode).toBe(200)
        return answer.body
      }
      // An empty cache keeps the first answer at once.
      expect(await ask('pearl drop')).toBe(await ask('pearl drop'))
      expect(searches).toBe(1)
      // Full: a query asked once leaves nothing; its second answer is kept and serves the rest.
      searches = 0
      const answers = [await ask('hoop'), await ask('hoop'), await ask('hoop'), await ask('hoop')]
      expect(new Set(answers).size).toBe(1)
      expect(searches).toBe(2)
    } finally {
      await small.close()
    }
  })

  it('answers a repeated query with the same JSON body, kept apart per store view', async () => {
    const body = {
      type: 'product',
      use: 'tile',
      query: { filters: [{ field: 'sku', op: 'eq', value: 'EAR-0001' }] },
    }
    const ask = (store: string) =>
      app.inject({
        method: 'POST',
        url: '/api/catalog',
        payload: body,
        headers: { 'x-vs-store-code': store },
      })
    const [firstNl, firstDe] = [await ask('nl'), await ask('de')]
    const [againNl, againDe] = [await ask('nl'), await ask('de')]
    expect(againNl.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(againNl.body).toBe(firstNl.body)
    expect(againDe.body).toBe(firstDe.body)
    expect(againNl.json()).toMatchObject({ result: { items: [{ price_incl_tax: 79.99 }] } })
    expect(againDe.json()).toMatchObject({ result: { items: [{ price_incl_tax: 78.67 }] } })
  })
})

describe('OpenAPI', () => {
  it('documents /api/catalog and /api/url/resolve with their error answers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' })
    const paths = (
      response.json() as {
        paths: Record<string, { post?: { responses: Record<string, unknown> } }>
      }
    ).paths
    expect(Object.keys(paths['/api/catalog']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '500', '503']),
    )
    expect(Object.keys(paths['/api/url/resolve']?.post?.responses ?? {})).toEqual(
      expect.arrayContaining(['200', '400', '404', '500', '503']),
    )
  })
})
