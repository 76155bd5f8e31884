import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { BffError, createBffClient } from './bff-client.js'
import { envelopeOf } from './envelope.js'

type Seen = { url: string; init: RequestInit }

function fakeFetch(status: number, body: unknown, seen: Seen[] = []): typeof fetch {
  return async (input, init) => {
    seen.push({ url: String(input), init: init ?? {} })
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  }
}

describe('createBffClient', () => {
  it('returns the validated result of the envelope', async () => {
    const client = createBffClient({
      baseUrl: 'http://bff',
      fetch: fakeFetch(200, { code: 200, result: { status: 'ok', uptimeSeconds: 3 } }),
    })
    await expect(client.health()).resolves.toEqual({ status: 'ok', uptimeSeconds: 3 })
  })

  it('sends the store code, the bearer token, the request id and JSON bodies', async () => {
    const seen: Seen[] = []
    const client = createBffClient({
      baseUrl: 'http://bff/',
      storeCode: 'nl',
      token: 'secret',
      requestId: 'req-1',
      fetch: fakeFetch(200, { code: 200, result: 1 }, seen),
    })
    await client.call('/api/x', envelopeOf(z.number()), {
      body: { a: 1 },
      query: { q: 'caps', skip: undefined, n: 2 },
    })
    const [call] = seen
    expect(call?.url).toBe('http://bff/api/x?q=caps&n=2')
    expect(call?.init.method).toBe('POST')
    expect(call?.init.body).toBe('{"a":1}')
    expect(call?.init.headers).toMatchObject({
      'x-vs-store-code': 'nl',
      authorization: 'Bearer secret',
      'x-request-id': 'req-1',
      'content-type': 'application/json',
    })
  })

  it('turns an error envelope into a BffError with status, message and field errors', async () => {
    const client = createBffClient({
      baseUrl: 'http://bff',
      fetch: fakeFetch(400, {
        code: 400,
        result: 'body.qty: Quantity must be above 0',
        errors: [{ field: 'body.qty', message: 'Quantity must be above 0' }],
      }),
    })
    const error = await client.call('/api/x', envelopeOf(z.number())).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BffError)
    expect(error).toMatchObject({
      status: 400,
      message: 'body.qty: Quantity must be above 0',
      errors: [{ field: 'body.qty', message: 'Quantity must be above 0' }],
    })
  })

  it('reports a non-envelope error body with its HTTP status', async () => {
    const client = createBffClient({ baseUrl: 'http://bff', fetch: fakeFetch(503, 'down') })
    await expect(client.readiness()).rejects.toMatchObject({
      status: 503,
      message: 'The BFF answered with HTTP 503',
    })
  })

  it('refuses a success answer that does not match the contract', async () => {
    const client = createBffClient({
      baseUrl: 'http://bff',
      fetch: fakeFetch(200, { code: 200, result: { status: 'maybe' } }),
    })
    await expect(client.health()).rejects.toMatchObject({ status: 502 })
  })
})
