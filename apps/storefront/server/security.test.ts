import type { IncomingMessage } from 'node:http'
import { describe, expect, it } from 'vitest'
import { isCrossSiteWrite, isHttps, securityHeadersFor } from './security.js'

const request = (method: string, headers: Record<string, string>) =>
  ({ method, headers: { host: 'shop.test', ...headers } }) as unknown as IncomingMessage

describe('a form post from another site', () => {
  it('is refused when the browser names another origin or says cross-site', () => {
    expect(isCrossSiteWrite(request('POST', { origin: 'https://evil.example' }), undefined)).toBe(
      true,
    )
    expect(isCrossSiteWrite(request('POST', { origin: 'null' }), undefined)).toBe(true)
    expect(isCrossSiteWrite(request('POST', { 'sec-fetch-site': 'cross-site' }), undefined)).toBe(
      true,
    )
  })

  it('passes from the shop itself, its public URL, or a client that is no browser', () => {
    expect(isCrossSiteWrite(request('POST', { origin: 'http://shop.test' }), undefined)).toBe(false)
    const proxied = request('POST', { origin: 'https://www.shop.example', host: '10.0.0.5:3000' })
    expect(isCrossSiteWrite(proxied, 'https://www.shop.example')).toBe(false)
    expect(isCrossSiteWrite(request('POST', {}), undefined)).toBe(false)
    expect(isCrossSiteWrite(request('GET', { origin: 'https://evil.example' }), undefined)).toBe(
      false,
    )
  })
})

describe('HTTPS', () => {
  it('is known from the public URL or the proxy in front', () => {
    expect(isHttps(request('GET', {}), 'https://shop.example')).toBe(true)
    expect(isHttps(request('GET', { 'x-forwarded-proto': 'https' }), undefined)).toBe(true)
    expect(isHttps(request('GET', {}), 'http://localhost:3000')).toBe(false)
  })
})

describe('the security headers', () => {
  it('forbid framing and sniffing on pages; built scripts and styles get nosniff alone', () => {
    const names = (url: string) => securityHeadersFor(url).map(([name]) => name)
    for (const page of ['/', '/checkout', '/nl/dames', '/assets']) {
      expect(names(page)).toEqual(
        expect.arrayContaining(['X-Content-Type-Options', 'X-Frame-Options', 'Referrer-Policy']),
      )
    }
    expect(securityHeadersFor('/assets/shell-abc.js')).toEqual([
      ['X-Content-Type-Options', 'nosniff'],
    ])
  })
})
