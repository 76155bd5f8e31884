import { describe, expect, it, vi } from 'vitest'
import { createRequestContext } from './context.server'

const env = { BFF_URL: 'http://bff.test', BFF_TIMEOUT_MS: 5000 }

function answerHealthy() {
  return vi.fn<typeof fetch>(
    async () =>
      new Response(JSON.stringify({ code: 200, result: { status: 'ok', uptimeSeconds: 1 } }), {
        headers: { 'content-type': 'application/json' },
      }),
  )
}

describe('createRequestContext', () => {
  it('names the shopper for the BFF: an upstream chain with the TCP peer appended (D108)', () => {
    const context = createRequestContext({
      url: '/login',
      headers: { 'x-forwarded-for': '203.0.113.9' },
      remoteAddress: '10.0.0.2',
      env,
    })
    expect(context.forwardedFor).toBe('203.0.113.9, 10.0.0.2')
    expect(createRequestContext({ url: '/login', headers: {}, env }).forwardedFor).toBeUndefined()
  })

  it('picks the store view from the path prefix', () => {
    expect(createRequestContext({ url: '/nl/c/hats', headers: {}, env }).storeView.storeCode).toBe(
      'nl',
    )
    expect(createRequestContext({ url: '/de', headers: {}, env }).storeView.storeCode).toBe('de')
    expect(createRequestContext({ url: '/c/hats', headers: {}, env }).storeView.storeCode).toBe(
      'default',
    )
  })

  it('keeps an incoming request id and makes one up when there is none', () => {
    const kept = createRequestContext({ url: '/', headers: { 'x-request-id': 'abc-123' }, env })
    expect(kept.requestId).toBe('abc-123')
    const fresh = createRequestContext({ url: '/', headers: { 'x-request-id': 'bad id!' }, env })
    expect(fresh.requestId).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('sends BFF calls with the store code and the request id', async () => {
    const fetch = answerHealthy()
    const context = createRequestContext({
      url: '/de/c/hats',
      headers: { 'x-request-id': 'req-1' },
      env,
      fetch,
    })
    await expect(context.bff.health()).resolves.toEqual({ status: 'ok', uptimeSeconds: 1 })
    const [url, init] = fetch.mock.calls[0] ?? []
    expect(String(url)).toBe('http://bff.test/healthz')
    const headers = new Headers(init?.headers)
    expect(headers.get('x-vs-store-code')).toBe('de')
    expect(headers.get('x-request-id')).toBe('req-1')
  })

  it('checks answers against their schemas, the catalogue’s (checked by the BFF) by envelope', async () => {
    const answer = (result: unknown) => async () =>
      new Response(JSON.stringify({ code: 200, result }), {
        headers: { 'content-type': 'application/json' },
      })
    const offContract = { status: 42 }
    const health = createRequestContext({ url: '/', headers: {}, env, fetch: answer(offContract) })
    await expect(health.bff.health()).rejects.toMatchObject({ status: 502 })
    const catalog = createRequestContext({ url: '/', headers: {}, env, fetch: answer(offContract) })
    await expect(catalog.bff.call('/api/catalog', { body: {} })).resolves.toEqual(offContract)
    const notAnEnvelope = async () => new Response(JSON.stringify({ items: [] }))
    const broken = createRequestContext({ url: '/', headers: {}, env, fetch: notAnEnvelope })
    await expect(broken.bff.call('/api/catalog', { body: {} })).rejects.toMatchObject({
      status: 502,
    })
  })
})
