// Cross-origin calls as a Vue Storefront 1 front end on another origin makes them (D229).
import { afterEach, describe, expect, it } from 'vitest'
import type { App } from '../app.js'
import { buildTestApp } from '../../test/helpers.js'

let app: App | undefined

afterEach(async () => {
  await app?.close()
  app = undefined
})

const FRONT_END = 'https://vsf.example'

describe('CORS', () => {
  it('lets any origin call the API by default, without credentials, exposing Link', async () => {
    app = await buildTestApp()
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/api/catalog/vue_storefront_catalog/product/_search',
      headers: {
        origin: FRONT_END,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization,x-vs-store-code',
      },
    })
    expect(preflight.statusCode).toBe(204)
    expect(preflight.headers['access-control-allow-origin']).toBe('*')
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/authorization/)
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined()

    const answer = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: FRONT_END },
    })
    expect(answer.headers['access-control-allow-origin']).toBe('*')
    expect(answer.headers['access-control-expose-headers']).toBe('Link')
    // the API's own answers stay same-origin for no-cors reads (helmet)
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin')
  })

  it('lets only the configured origins call it', async () => {
    app = await buildTestApp({ CORS_ORIGINS: 'https://shop.example, https://vsf.example:8080' })
    const allowed = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: 'https://vsf.example:8080' },
    })
    expect(allowed.headers['access-control-allow-origin']).toBe('https://vsf.example:8080')
    expect(String(allowed.headers.vary)).toMatch(/Origin/i)
    const other = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: FRONT_END },
    })
    expect(other.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('answers no cross-origin call when CORS_ORIGINS is none', async () => {
    app = await buildTestApp({ CORS_ORIGINS: 'none' })
    const answer = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { origin: FRONT_END },
    })
    expect(answer.headers['access-control-allow-origin']).toBeUndefined()
  })

  it('lets pages of other origins show the pictures', async () => {
    app = await buildTestApp()
    const picture = await app.inject({ method: 'GET', url: '/img/100/100/resize/none.jpg' })
    expect(picture.headers['cross-origin-resource-policy']).toBe('cross-origin')
  })

  it('refuses a malformed origin list at start', async () => {
    await expect(buildTestApp({ CORS_ORIGINS: 'shop.example' })).rejects.toThrow(/CORS_ORIGINS/)
  })
})
