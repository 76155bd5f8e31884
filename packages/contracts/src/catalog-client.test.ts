import { describe, expect, it } from 'vitest'
import { bffAnswerSchemas } from './bff-answer-schemas.js'
import { BffError, createBffClient } from './bff-client.js'
import { mapUrl, queryCatalog } from './catalog-client.js'

type Seen = { url: string; init: RequestInit }

function fakeFetch(status: number, body: unknown, seen: Seen[]): typeof fetch {
  return async (input, init) => {
    seen.push({ url: String(input), init: init ?? {} })
    return new Response(JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  }
}

const answer = {
  items: [{ sku: 'CAP-0003', name: 'Washed Five Panel Cap' }],
  total: 1,
  perPage: 50,
  start: 0,
  aggregations: { agg_range_price: { buckets: [{ key: '0-50', doc_count: 1, from: 0, to: 50 }] } },
  attributeMetadata: [],
}

describe('queryCatalog', () => {
  it('posts the typed query to /api/catalog with the store code and returns the answer', async () => {
    const seen: Seen[] = []
    const client = createBffClient({
      baseUrl: 'http://bff',
      answers: bffAnswerSchemas,
      storeCode: 'de',
      fetch: fakeFetch(200, { code: 200, result: answer }, seen),
    })
    const result = await queryCatalog(client, {
      type: 'product',
      use: 'listing',
      query: { filters: [{ field: 'category_ids', op: 'eq', value: 13 }] },
      sort: 'recommended',
      size: 50,
    })
    expect(result.items[0]).toMatchObject({ sku: 'CAP-0003' })
    expect(seen[0]?.url).toBe('http://bff/api/catalog')
    expect(seen[0]?.init.method).toBe('POST')
    expect(JSON.parse(String(seen[0]?.init.body))).toMatchObject({ type: 'product', size: 50 })
    expect(seen[0]?.init.headers).toMatchObject({ 'x-vs-store-code': 'de' })
  })

  it('rejects with the BFF message when the query is refused', async () => {
    const client = createBffClient({
      baseUrl: 'http://bff',
      answers: bffAnswerSchemas,
      fetch: fakeFetch(
        400,
        {
          code: 400,
          result: 'Searched term should consist of at least 3 characters.',
          errors: [{ field: 'body.query.text', message: 'too short' }],
        },
        [],
      ),
    })
    const failure = await queryCatalog(client, { type: 'product', query: { text: 'ca' } }).catch(
      (error: unknown) => error,
    )
    expect(failure).toBeInstanceOf(BffError)
    expect((failure as BffError).status).toBe(400)
  })
})

describe('mapUrl', () => {
  it('posts the path to /api/url/resolve and returns the redirect or the entity', async () => {
    const seen: Seen[] = []
    const client = createBffClient({
      baseUrl: 'http://bff',
      answers: bffAnswerSchemas,
      fetch: fakeFetch(
        200,
        { code: 200, result: { type: 'redirect', redirect: { target: '/sale', status: 302 } } },
        seen,
      ),
    })
    await expect(mapUrl(client, { url: '/summer-sale' })).resolves.toEqual({
      type: 'redirect',
      redirect: { target: '/sale', status: 302 },
    })
    expect(seen[0]?.url).toBe('http://bff/api/url/resolve')
  })
})
