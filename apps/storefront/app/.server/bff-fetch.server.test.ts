import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { bffFetch } from './bff-fetch.server'

type Handler = (request: IncomingMessage, body: string, response: ServerResponse) => void

let server: Server
let baseUrl: string
let handle: Handler
const remotePorts: number[] = []

beforeEach(async () => {
  remotePorts.length = 0
  server = createServer((request, response) => {
    remotePorts.push(request.socket.remotePort ?? 0)
    let body = ''
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')))
    request.on('end', () => handle(request, body, response))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterEach(async () => {
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
})

function answerJson(status: number, value: unknown): Handler {
  return (_request, _body, response) => {
    response.writeHead(status, { 'content-type': 'application/json', 'x-request-id': 'r-1' })
    response.end(JSON.stringify(value))
  }
}

const get = () => ({
  method: 'GET',
  headers: {},
  body: undefined,
  signal: AbortSignal.timeout(5000),
})
const post = (body: string) => ({ ...get(), method: 'POST', body })

describe('bffFetch', () => {
  it('posts the JSON body with its headers and answers the status, headers and JSON', async () => {
    let seen: { method?: string; url?: string; store?: unknown; body?: string } = {}
    handle = (request, body, response) => {
      seen = {
        method: request.method,
        url: request.url,
        store: request.headers['x-vs-store-code'],
        body,
      }
      answerJson(200, { code: 200, result: { items: [] } })(request, body, response)
    }
    const response = await bffFetch(`${baseUrl}/api/catalog?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-vs-store-code': 'nl' },
      body: JSON.stringify({ type: 'product' }),
      signal: AbortSignal.timeout(5000),
    })
    expect(seen).toEqual({
      method: 'POST',
      url: '/api/catalog?x=1',
      store: 'nl',
      body: '{"type":"product"}',
    })
    expect(response.status).toBe(200)
    expect(response.ok).toBe(true)
    await expect(response.json()).resolves.toEqual({ code: 200, result: { items: [] } })
  })

  it('answers error statuses as responses, not as failures', async () => {
    handle = answerJson(400, {
      code: 400,
      result: 'Bad',
      errors: [{ field: 'size', message: 'x' }],
    })
    const response = await bffFetch(`${baseUrl}/api/catalog`, post('{}'))
    expect(response.status).toBe(400)
    expect(response.ok).toBe(false)
    await expect(response.json()).resolves.toMatchObject({ result: 'Bad' })
  })

  it('throws the busy page’s 503 Response when the BFF shed the call, and answers other 503s', async () => {
    handle = (_request, _body, response) => {
      response.writeHead(503, { 'content-type': 'application/json', 'retry-after': '2' })
      response.end(JSON.stringify({ code: 503, result: 'Service Unavailable' }))
    }
    const shed = await bffFetch(`${baseUrl}/api/catalog`, post('{}')).catch((e: unknown) => e)
    expect(shed).toBeInstanceOf(Response)
    expect((shed as Response).status).toBe(503)

    handle = answerJson(503, { code: 503, result: 'The address lookup is unavailable.' })
    const down = await bffFetch(`${baseUrl}/api/postcode`, get())
    expect(down.status).toBe(503)
    await expect(down.json()).resolves.toMatchObject({
      result: 'The address lookup is unavailable.',
    })
  })

  it('answers a 204 without a body', async () => {
    handle = (_request, _body, response) => {
      response.writeHead(204)
      response.end()
    }
    const response = await bffFetch(`${baseUrl}/nothing`, get())
    expect(response.status).toBe(204)
    expect(response.ok).toBe(true)
    await expect(response.json()).rejects.toThrow()
  })

  it('keeps its connections open for the next calls', async () => {
    handle = answerJson(200, { code: 200, result: 1 })
    for (let i = 0; i < 10; i += 1) await (await bffFetch(`${baseUrl}/a${i}`, get())).json()
    expect(remotePorts).toHaveLength(10)
    expect(new Set(remotePorts).size).toBeLessThanOrEqual(2)
  })

  it('gives up with the signal’s reason when the BFF is too slow', async () => {
    handle = () => undefined
    await expect(
      bffFetch(`${baseUrl}/slow`, { ...get(), signal: AbortSignal.timeout(50) }),
    ).rejects.toMatchObject({ name: 'TimeoutError' })
  })

  it('refuses other protocols', async () => {
    await expect(bffFetch('file:///etc/passwd', get())).rejects.toThrow(
      'The BFF fetch speaks http and https, not file:',
    )
  })

  it('fails when nothing listens', async () => {
    const closed = baseUrl
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
    await expect(bffFetch(`${closed}/healthz`, get())).rejects.toMatchObject({
      code: 'ECONNREFUSED',
    })
    // afterEach closes again: listen on a fresh port so it has something to close.
    server = createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  })
})
