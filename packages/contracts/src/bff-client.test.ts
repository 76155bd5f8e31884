import { describe, expect, it } from 'vitest'
import { bffAnswerSchemas } from './bff-answer-schemas.js'
import { BffError, createBffClient } from './bff-client.js'

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
      answers: bffAnswerSchemas,
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
      fetch: fakeFetch(200, { code: 200, result: true }, seen),
    })
    await client.call('/api/cart/delete', {
      body: { a: 1 },
      query: { q: 'caps', skip: undefined, n: 2 },
    })
    const [call] = seen
    expect(call?.url).toBe('http://bff/api/cart/delete?q=caps&n=2')
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
    const error = await client.call('/api/cart/update').catch((e: unknown) => e)
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
      answers: bffAnswerSchemas,
      fetch: fakeFetch(200, { code: 200, result: { status: 'maybe' } }),
    })
    await expect(client.health()).rejects.toMatchObject({ status: 502 })
  })

  it('without answer schemas checks the envelope only (the browser, which loads no zod)', async () => {
    const answer = { status: 'maybe' }
    const trusting = createBffClient({
      baseUrl: 'http://bff',
      fetch: fakeFetch(200, { code: 200, result: answer }),
    })
    await expect(trusting.call('/healthz')).resolves.toEqual(answer)
    const notAnEnvelope = createBffClient({ baseUrl: 'http://bff', fetch: fakeFetch(200, [1]) })
    await expect(notAnEnvelope.call('/healthz')).rejects.toMatchObject({ status: 502 })
  })

  it('reports an error body with malformed field errors by its HTTP status only', async () => {
    const client = createBffClient({
      baseUrl: 'http://bff',
      fetch: fakeFetch(400, { code: 400, result: 'bad', errors: [{ field: 1 }] }),
    })
    await expect(client.call('/api/cart/update')).rejects.toMatchObject({
      status: 400,
      message: 'The BFF answered with HTTP 400',
      errors: [],
    })
  })
})
