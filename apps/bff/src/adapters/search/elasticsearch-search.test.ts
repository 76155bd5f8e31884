// The Elasticsearch adapter's round trip through the real client against
// @elastic/elasticsearch-mock (no server): the request it sends for a query, how it reads the
// answer, and the import steps (new index with the entity's mappings, bulk, refresh, alias swap).
import { Client, errors } from '@elastic/elasticsearch'
import type * as MockModule from '@elastic/elasticsearch-mock'
import { createRequire } from 'node:module'
import { beforeEach, describe, expect, it } from 'vitest'
import { buildElasticsearchQuery } from './build-elasticsearch-query.js'
import { ElasticsearchSearch, SEARCH_UNAVAILABLE_MESSAGE } from './elasticsearch-search.js'
import { buildQuery, buildTextQuery, priceRanges } from './search.fixtures.js'

// The mock is CommonJS whose typings declare a default export Node's ESM loader does not expose.
const Mock = createRequire(import.meta.url)(
  '@elastic/elasticsearch-mock',
) as typeof MockModule.default.default

interface Recorded {
  method: string
  path: string
  body: unknown
}

function createMockedSearch() {
  const mock = new Mock()
  const requests: Recorded[] = []
  const record = (params: { method: string | string[]; path: string | string[]; body?: unknown }) =>
    requests.push({ method: String(params.method), path: String(params.path), body: params.body })
  const client = new Client({
    node: 'http://localhost:9200',
    Connection: mock.getConnection(),
    maxRetries: 0,
  })
  const search = new ElasticsearchSearch({ client, indexPrefix: 'shop', bulkChunkSize: 2 })
  return { mock, requests, record, search }
}

describe('ElasticsearchSearch with a mocked client', () => {
  let mocked: ReturnType<typeof createMockedSearch>

  beforeEach(() => {
    mocked = createMockedSearch()
  })

  it('sends the translated query to the entity alias and reads hits, total and facets', async () => {
    const query = buildQuery({
      text: buildTextQuery('linen'),
      facetFilters: [
        { field: 'color', op: 'in', values: ['red'] },
        { field: 'final_price', op: 'range', gte: 100 },
      ],
      aggregations: [
        { kind: 'terms', name: 'color', field: 'color', size: 10 },
        { kind: 'range', name: 'price', field: 'final_price', ranges: priceRanges },
      ],
    })
    mocked.mock.add({ method: 'POST', path: '/shop_product/_search' }, (params) => {
      mocked.record(params)
      return {
        took: 1,
        timed_out: false,
        hits: {
          total: { value: 7, relation: 'eq' },
          hits: [
            { _index: 'shop_product_x', _id: 'LINEN-7', _score: 3.2, _source: { sku: 'LINEN-7' } },
          ],
        },
        aggregations: {
          color: { doc_count: 3, color: { buckets: [{ key: 'red', doc_count: 2 }] } },
          price: {
            doc_count: 5,
            price: { buckets: [{ key: '0-50', from: 0, to: 50, doc_count: 1 }] },
          },
        },
      }
    })

    const result = await mocked.search.search(query)

    expect(result).toEqual({
      hits: [{ sku: 'LINEN-7' }],
      total: 7,
      aggregations: {
        color: { buckets: [{ key: 'red', doc_count: 2 }] },
        price: { buckets: [{ key: '0-50', doc_count: 1 }] },
      },
    })
    expect(mocked.requests).toHaveLength(1)
    expect(mocked.requests[0]!.body).toEqual(
      JSON.parse(JSON.stringify(buildElasticsearchQuery(query))),
    )
  })

  it('imports into a new index, then moves the alias from the old index and deletes it', async () => {
    const { mock, record, requests, search } = mocked
    mock.add({ method: 'PUT', path: '/:index' }, (params) => {
      record(params)
      return { acknowledged: true }
    })
    mock.add({ method: 'POST', path: '/_bulk' }, (params) => {
      record(params)
      return { errors: false, took: 1, items: [] }
    })
    mock.add({ method: ['GET', 'POST'], path: '/:index/_refresh' }, (params) => {
      record(params)
      return { _shards: { total: 1, successful: 1, failed: 0 } }
    })
    mock.add({ method: 'HEAD', path: '/_alias/shop_product' }, () => '')
    mock.add({ method: 'GET', path: '/_alias/shop_product' }, () => ({
      shop_product_old: { aliases: { shop_product: {} } },
    }))
    mock.add({ method: 'POST', path: '/_aliases' }, (params) => {
      record(params)
      return { acknowledged: true }
    })
    mock.add({ method: 'DELETE', path: '/:index' }, (params) => {
      record(params)
      return { acknowledged: true }
    })

    await search.replaceEntity(
      'product',
      [
        { sku: 'A', name: 'first' },
        { sku: 'B', name: 'second' },
        { sku: 'A', name: 'again' },
        { sku: 'C', name: 'third' },
      ],
      'sku',
    )

    const created = requests[0]!
    expect(created.path).toMatch(/^\/shop_product_[a-z0-9]+$/)
    const newIndex = created.path.slice(1)
    const steps = requests.map((r) => `${r.method} ${r.path.replace(newIndex, '<new>')}`)
    expect(steps).toEqual([
      'PUT /<new>',
      'POST /_bulk',
      'POST /_bulk',
      'GET /<new>/_refresh',
      'POST /_aliases',
      'DELETE /shop_product_old',
    ])
    expect(created.body).toMatchObject({
      mappings: { properties: { sku: { type: 'keyword' }, final_price: { type: 'double' } } },
    })
    expect([...(requests[1]!.body as unknown[]), ...(requests[2]!.body as unknown[])]).toEqual([
      { index: { _index: newIndex, _id: 'A' } },
      { sku: 'A', name: 'again', vitrine_position: 0 },
      { index: { _index: newIndex, _id: 'B' } },
      { sku: 'B', name: 'second', vitrine_position: 1 },
      { index: { _index: newIndex, _id: 'C' } },
      { sku: 'C', name: 'third', vitrine_position: 2 },
    ])
    expect(requests[4]!.body).toEqual({
      actions: [
        { remove: { index: 'shop_product_old', alias: 'shop_product' } },
        { add: { index: newIndex, alias: 'shop_product' } },
      ],
    })
  })

  it('reads and replaces a store view catalogue under its own alias (VSF1 index per store view)', async () => {
    const { mock, record, requests, search } = mocked
    mock.add({ method: 'POST', path: '/shop_nl_product/_search' }, (params) => {
      record(params)
      return {
        hits: {
          total: { value: 1, relation: 'eq' },
          hits: [
            { _index: 'shop_nl_product_x', _id: 'CAP-1', _score: 1, _source: { name: 'Dad cap' } },
          ],
        },
      }
    })
    mock.add({ method: 'PUT', path: '/:index' }, (params) => {
      record(params)
      return { acknowledged: true }
    })
    mock.add({ method: 'POST', path: '/_bulk' }, () => ({ errors: false, took: 1, items: [] }))
    mock.add({ method: ['GET', 'POST'], path: '/:index/_refresh' }, () => ({
      _shards: { total: 1, successful: 1, failed: 0 },
    }))
    // the German categories were never imported: no index holds the alias yet
    mock.add({ method: 'HEAD', path: '/_alias/shop_de_category' }, () => ({}))
    mock.add({ method: 'GET', path: '/_alias/shop_de_category' }, () => ({}))
    mock.add({ method: 'POST', path: '/_aliases' }, (params) => {
      record(params)
      return { acknowledged: true }
    })

    const dutch = await search.search(buildQuery({ store: 'nl' }))
    await search.replaceEntity('category', [{ id: 3, name: 'Damen' }], 'id', 'de')

    expect(dutch.hits).toEqual([{ name: 'Dad cap' }])
    expect(requests.map((r) => r.path)).toEqual([
      '/shop_nl_product/_search',
      expect.stringMatching(/^\/shop_de_category_[a-z0-9]+$/),
      '/_aliases',
    ])
    expect(requests[2]!.body).toEqual({
      actions: [{ add: { index: requests[1]!.path.slice(1), alias: 'shop_de_category' } }],
    })
  })

  it('drops the new index and keeps the alias when a document is refused', async () => {
    const { mock, record, requests, search } = mocked
    mock.add({ method: 'PUT', path: '/:index' }, () => ({ acknowledged: true }))
    mock.add({ method: 'POST', path: '/_bulk' }, () => ({
      errors: true,
      took: 1,
      items: [
        {
          index: {
            _id: 'B',
            status: 400,
            error: { type: 'document_parsing_exception', reason: 'failed to parse field [price]' },
          },
        },
      ],
    }))
    mock.add({ method: 'POST', path: '/_aliases' }, (params) => {
      record(params)
      return { acknowledged: true }
    })
    mock.add({ method: 'DELETE', path: '/:index' }, (params) => {
      record(params)
      return { acknowledged: true }
    })

    await expect(
      search.replaceEntity('product', [{ sku: 'B', price: 'x' }], 'sku'),
    ).rejects.toThrow(/1 document\(s\); first: B: failed to parse field \[price\]/)
    expect(requests.map((r) => r.method)).toEqual(['DELETE'])
  })

  it('reports itself down while Elasticsearch cannot be reached, and up once it answers', async () => {
    const { mock, search } = mocked
    expect(search.status()).toMatchObject({
      port: 'search',
      adapter: 'elasticsearch',
      status: 'up',
    })
    mock.add({ method: 'POST', path: '/shop_product/_search' }, () => {
      return new errors.ConnectionError('connect ECONNREFUSED 127.0.0.1:9200')
    })
    await expect(search.search(buildQuery())).rejects.toThrow(SEARCH_UNAVAILABLE_MESSAGE)
    expect(search.status()).toMatchObject({
      status: 'down',
      detail: expect.stringMatching(/ECONNREFUSED/),
    })

    mock.clearAll()
    mock.add({ method: 'POST', path: '/shop_product/_search' }, () => ({
      hits: { total: { value: 0, relation: 'eq' }, hits: [] },
    }))
    await expect(search.search(buildQuery())).resolves.toMatchObject({ total: 0, hits: [] })
    expect(search.status()).toMatchObject({ status: 'up' })
  })
})
