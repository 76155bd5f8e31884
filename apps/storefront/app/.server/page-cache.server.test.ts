import {
  createServer,
  get,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'
import compression from 'compression'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createPageCache, PAGE_CACHE_HEADER, type PageCacheOptions } from './page-cache.server'
import * as encoding from './page-encoding.server'

type Handler = (request: IncomingMessage, response: ServerResponse) => void

let server: Server | undefined

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

/** A server with the page cache in front of `handler`; counts how often the handler renders. */
async function serve(handler: Handler, options: Partial<PageCacheOptions> = {}) {
  const cache = createPageCache({ ttlSeconds: 60, maxBytes: 1024 * 1024, ...options })
  const rendered = { count: 0 }
  server = createServer((request, response) =>
    cache(request, response, () => {
      rendered.count += 1
      handler(request, response)
    }),
  )
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  const get = (path: string, init: RequestInit = {}) =>
    fetch(`http://127.0.0.1:${port}${path}`, init)
  return { get, rendered, cache }
}

const page: Handler = (request, response) => {
  response.setHeader('content-type', 'text/html; charset=utf-8')
  response.write('<html><body>')
  response.write(`page ${request.url}`)
  response.end('</body></html>')
}

describe('page cache', () => {
  it('renders a page once and sends the same page again', async () => {
    const { get, rendered } = await serve(page)
    const first = await get('/p/CAP/cap')
    expect(first.headers.get(PAGE_CACHE_HEADER)).toBe('miss')
    const second = await get('/p/CAP/cap')
    expect(second.status).toBe(200)
    expect(second.headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(await second.text()).toBe('<html><body>page /p/CAP/cap</body></html>')
    expect(rendered.count).toBe(1)
  })

  it('keeps a page written as one binary chunk (a rendered document) byte for byte', async () => {
    const document = new TextEncoder().encode('<!DOCTYPE html><html><body>Größe €</body></html>')
    const { get, rendered } = await serve((_request, response) => {
      response.setHeader('content-type', 'text/html; charset=utf-8')
      response.end(document.subarray(0))
    })
    await get('/p/DRS-0001/dress')
    const again = await get('/p/DRS-0001/dress')
    expect(again.headers.get(PAGE_CACHE_HEADER)).toBe('hit')
    expect(new Uint8Array(await again.arrayBuffer())).toEqual(document)
    expect(rendered.count).toBe(1)
  })

  it('sends a kept page in the encoding asked for, compressed once, past the compression middleware', async () => {
    const html = `<!DOCTYPE html>${'<p>Summer Slip Dress</p>'.repeat(200)}`
    const compress = compression()
    const cache = createPageCache({ ttlSeconds: 60, maxBytes: 1024 * 1024 })
    let rendered = 0
    server = createServer((request, response) =>
      compress(request as never, response as never, () =>
        cache(request, response, () => {
          rendered += 1
          response.setHeader('content-type', 'text/html; charset=utf-8')
          response.end(html)
        }),
      ),
    )
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/p/DRS-0001/dress`
    const encodeSpy = vi.spyOn(encoding, 'encodePage')
    const raw = (headers: Record<string, string>) =>
      new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
        get(url, { headers }, (answer) => {
          const chunks: Buffer[] = []
          answer.on('data', (chunk: Buffer) => chunks.push(chunk))
          answer.on('end', () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }))
        }).on('error', reject)
      })
    const miss = await raw({ 'accept-encoding': 'gzip' })
    expect(miss.headers['x-page-cache']).toBe('miss')
    for (let i = 0; i < 2; i += 1) {
      const hit = await raw({ 'accept-encoding': 'gzip' })
      expect(hit.headers['x-page-cache']).toBe('hit')
      expect(hit.headers['content-encoding']).toBe('gzip')
      expect(hit.headers.vary).toMatch(/accept-encoding/i)
      expect(gunzipSync(hit.body).toString('utf8')).toBe(html)
    }
    expect(encodeSpy).toHaveBeenCalledTimes(1)
    const plain = await raw({})
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.toString('utf8')).toBe(html)
    expect(rendered).toBe(1)
  })

  it('keeps pages apart by path and query', async () => {
    const { get, rendered } = await serve(page)
    expect(await (await get('/c/caps?sort=price')).text()).toContain('/c/caps?sort=price')
    expect(await (await get('/c/caps')).text()).toContain('page /c/caps<')
    expect(rendered.count).toBe(2)
  })

  it('renders again once the time to live has passed', async () => {
    let now = 1_000
    const { get, rendered } = await serve(page, { ttlSeconds: 30, now: () => now })
    await get('/')
    now = 30_999
    await get('/')
    expect(rendered.count).toBe(1)
    now = 31_001
    await get('/')
    expect(rendered.count).toBe(2)
  })

  it('neither answers nor keeps the page of a logged-in customer (their saved products, D148)', async () => {
    const { get, rendered } = await serve(page)
    await get('/p/CAP/cap')
    const customer = { headers: { cookie: 'vitrine_customer=1; vitrine_session=signed' } }
    const own = await get('/p/CAP/cap', customer)
    expect(own.headers.get(PAGE_CACHE_HEADER)).toBeNull()
    await get('/c/hats', customer)
    const guest = await get('/c/hats')
    expect(guest.headers.get(PAGE_CACHE_HEADER)).toBe('miss')
    expect(rendered.count).toBe(4)
  })

  it('neither answers nor keeps a page counting a server cart or carrying a form’s notices (D235)', async () => {
    const { get, rendered } = await serve(page)
    await get('/p/CAP/cap')
    for (const cookie of ['vitrine_cart=signed', 'vitrine_notices=signed']) {
      const own = await get('/p/CAP/cap', { headers: { cookie } })
      expect(own.headers.get(PAGE_CACHE_HEADER)).toBeNull()
    }
    expect(rendered.count).toBe(3)
  })

  it('never keeps a POST, an authorized request, an error, a cookie or a private answer', async () => {
    const { get, rendered } = await serve((request, response) => {
      if (request.url === '/cookie') response.setHeader('set-cookie', 'session=1')
      if (request.url === '/private') response.setHeader('cache-control', 'private, max-age=0')
      if (request.url === '/missing') response.statusCode = 404
      response.end('x')
    })
    for (let i = 0; i < 2; i += 1) {
      await get('/post', { method: 'POST', body: 'a' })
      await get('/authorized', { headers: { authorization: 'Bearer t' } })
      await get('/cookie')
      await get('/private')
      await get('/missing')
    }
    expect(rendered.count).toBe(10)
  })

  it('sends but does not keep a page larger than the whole budget', async () => {
    const big = 'x'.repeat(2000)
    const { get, rendered, cache } = await serve((_request, response) => response.end(big), {
      maxBytes: 1000,
    })
    expect(await (await get('/big')).text()).toBe(big)
    await get('/big')
    expect(rendered.count).toBe(2)
    expect(cache.size).toBe(0)
  })

  it('is off with a time to live of 0', async () => {
    const { get, rendered } = await serve(page, { ttlSeconds: 0 })
    await get('/')
    await get('/')
    expect(rendered.count).toBe(2)
  })
})
