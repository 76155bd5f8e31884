import type { IncomingMessage, ServerResponse } from 'node:http'
import { describe, expect, it } from 'vitest'
import { PassThrough } from 'node:stream'
import {
  answerClientError,
  hasControlCharacter,
  isLocalShopper,
  PROXY_BODY_LIMIT_BYTES,
  refuseCrossSiteApiWrite,
  refuseLocalOnlyRoute,
  refuseOversizedBody,
} from './proxy-guards.js'

function request(
  url: string,
  remoteAddress: string,
  headers: Record<string, string> = {},
  method = 'GET',
) {
  return {
    url,
    method,
    headers: { host: 'shop.test', ...headers },
    socket: { remoteAddress },
  } as unknown as IncomingMessage
}

function response() {
  const answer = { statusCode: 0, headers: {} as Record<string, string>, body: '' }
  const res = {
    set statusCode(code: number) {
      answer.statusCode = code
    },
    setHeader: (name: string, value: string) => (answer.headers[name] = value),
    end: (body: string) => (answer.body = body),
  } as unknown as ServerResponse
  return { res, answer }
}

describe('the proxy and the local-only routes (D216)', () => {
  it('never forwards the mail outbox, not even for a shopper on this machine', () => {
    for (const url of ['/api/dev/outbox?to=victim@example.com', '/nl/api/dev/outbox/1']) {
      const { res, answer } = response()
      expect(refuseLocalOnlyRoute(request(url, '127.0.0.1'), res)).toBe(true)
      expect(answer.statusCode).toBe(404)
      expect(JSON.parse(answer.body)).toMatchObject({ code: 404 })
      expect(answer.headers['content-type']).toMatch(/application\/json/)
    }
  })

  it('forwards the test gateway only for a shopper on this machine', () => {
    const url = '/api/ext/mollie/test-gateway/tr_abc'
    expect(refuseLocalOnlyRoute(request(url, '127.0.0.1'), response().res)).toBe(false)
    expect(refuseLocalOnlyRoute(request(url, '::ffff:192.0.2.9'), response().res)).toBe(true)
    const forwarded = request(url, '127.0.0.1', { 'x-forwarded-for': '198.51.100.4' })
    expect(refuseLocalOnlyRoute(forwarded, response().res)).toBe(true)
  })

  it('leaves the shop’s API alone', () => {
    expect(refuseLocalOnlyRoute(request('/api/catalog', '192.0.2.9'), response().res)).toBe(false)
  })

  it('counts a shopper as local only when every forwarded address is loopback', () => {
    expect(isLocalShopper(request('/', '::1'))).toBe(true)
    expect(isLocalShopper(request('/', '::1', { 'x-forwarded-for': '127.0.0.1' }))).toBe(true)
    expect(
      isLocalShopper(request('/', '127.0.0.1', { 'x-forwarded-for': '127.0.0.1, 10.0.0.1' })),
    ).toBe(false)
    expect(isLocalShopper(request('/', '192.0.2.2'))).toBe(false)
  })
})

describe('a cross-site write through the proxy (D183)', () => {
  it('is refused with 403 in the envelope; the shop’s own and non-browser calls pass', () => {
    const { res, answer } = response()
    const evil = request(
      '/api/cart/create',
      '192.0.2.9',
      { origin: 'https://evil.example' },
      'POST',
    )
    expect(refuseCrossSiteApiWrite(evil, res, undefined)).toBe(true)
    expect(answer.statusCode).toBe(403)
    expect(JSON.parse(answer.body)).toMatchObject({ code: 403 })
    const own = request('/api/cart/create', '192.0.2.9', { origin: 'http://shop.test' }, 'POST')
    expect(refuseCrossSiteApiWrite(own, response().res, undefined)).toBe(false)
    const integrator = request('/api/cart/create', '192.0.2.9', {}, 'POST')
    expect(refuseCrossSiteApiWrite(integrator, response().res, undefined)).toBe(false)
  })
})

describe('the edges of the proxy and the pages (D223)', () => {
  it('refuses a body over the BFF’s limit with 413 in the envelope, before sending it', () => {
    const { res, answer } = response()
    const big = request('/api/cart/create', '192.0.2.9', {
      'content-length': String(PROXY_BODY_LIMIT_BYTES + 1),
    }) as unknown as { resume: () => void }
    big.resume = () => undefined
    expect(refuseOversizedBody(big as unknown as IncomingMessage, res)).toBe(true)
    expect(answer.statusCode).toBe(413)
    expect(JSON.parse(answer.body)).toMatchObject({ code: 413 })
    const small = request('/api/cart/create', '192.0.2.9', { 'content-length': '20' })
    expect(refuseOversizedBody(small, response().res)).toBe(false)
  })

  it('answers headers too large with 431 in the envelope', () => {
    const socket = new PassThrough()
    let written = ''
    socket.on('data', (chunk: Buffer) => (written += chunk.toString()))
    const error = Object.assign(new Error('Header overflow'), { code: 'HPE_HEADER_OVERFLOW' })
    answerClientError(error, socket)
    expect(written).toMatch(/^HTTP\/1\.1 431 /)
    expect(written).toContain('application/json')
    expect(JSON.parse(written.split('\r\n\r\n')[1] ?? '')).toMatchObject({ code: 431 })
  })

  it('finds control characters in a page path once decoded', () => {
    expect(hasControlCharacter('/p/%00/%00')).toBe(true)
    expect(hasControlCharacter('/c/a%0Ab')).toBe(true)
    expect(hasControlCharacter('/c/%ZZ')).toBe(false)
    expect(hasControlCharacter('/nl/c/dames%20tassen')).toBe(false)
  })
})
