// /healthz and /readyz as a load balancer or orchestrator sees them; GET /api/ as VSF1 callers do.
import type { App } from '../../app.js'
import { HealthEnvelopeSchema, ReadinessEnvelopeSchema } from '@vitrine/contracts/health'
import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/helpers.js'
import { findClosedPort } from '../../../test/tcp-proxy.js'
import type { CachePort } from '../../adapters/cache/cache.port.js'
import { MemoryCache } from '../../adapters/cache/memory-cache.js'

let app: App | undefined

afterEach(async () => {
  await app?.close()
  app = undefined
})

/** A real memory cache whose health the test decides, as a broken backend would report it. */
function createCacheReporting(status: 'up' | 'degraded' | 'down'): CachePort {
  const cache = new MemoryCache({ maxEntries: 10, defaultTtlSeconds: 0 })
  return Object.assign(cache, {
    status: () => ({ port: 'cache', adapter: 'test', status, detail: `reported ${status}` }),
  })
}

describe('GET /healthz', () => {
  it('answers 200 with the liveness envelope', async () => {
    app = await buildTestApp()
    const response = await app.inject({ method: 'GET', url: '/healthz' })
    expect(response.statusCode).toBe(200)
    const body = HealthEnvelopeSchema.parse(response.json())
    expect(body).toMatchObject({ code: 200, result: { status: 'ok' } })
  })
})

describe('GET /api/', () => {
  it('answers the version as vue-storefront-api does, and the contract it keeps', async () => {
    app = await buildTestApp()
    for (const url of ['/api/', '/api']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      expect(response.json()).toEqual({
        version: expect.stringMatching(/^\d+\.\d+\.\d+/),
        vueStorefrontApi: '1.12.5',
      })
    }
  })
})

describe('GET /readyz', () => {
  it('is ready with the in-memory cache by default', async () => {
    app = await buildTestApp()
    const response = await app.inject({ method: 'GET', url: '/readyz' })
    expect(response.statusCode).toBe(200)
    expect(ReadinessEnvelopeSchema.parse(response.json())).toEqual({
      code: 200,
      result: {
        ready: true,
        adapters: expect.arrayContaining([{ port: 'cache', adapter: 'memory', status: 'up' }]),
      },
    })
  })

  it('stays ready but shows the cache degraded when REDIS_URL points at a Redis that is down', async () => {
    const port = await findClosedPort()
    app = await buildTestApp({ REDIS_URL: `redis://127.0.0.1:${port}` })
    const response = await app.inject({ method: 'GET', url: '/readyz' })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      code: 200,
      result: {
        ready: true,
        adapters: expect.arrayContaining([
          expect.objectContaining({ port: 'cache', adapter: 'redis', status: 'degraded' }),
        ]),
      },
    })
  })

  it('answers 503, not ready, when an adapter is down', async () => {
    app = await buildTestApp({}, { adapters: { cache: createCacheReporting('down') } })
    const response = await app.inject({ method: 'GET', url: '/readyz' })
    expect(response.statusCode).toBe(503)
    expect(response.json()).toEqual({
      code: 503,
      result: {
        ready: false,
        adapters: expect.arrayContaining([{ port: 'cache', adapter: 'test', status: 'down' }]),
      },
    })
    // The adapter's detail (an error text, perhaps a path of the server) is not public.
    expect(response.body).not.toContain('reported down')
  })

  it('closes the adapters when the app closes', async () => {
    const cache = new MemoryCache({ maxEntries: 10, defaultTtlSeconds: 0 })
    const built = await buildTestApp({}, { adapters: { cache } })
    await built.ready()
    expect(cache.status().status).toBe('up')
    await built.close()
    expect(cache.status().status).toBe('down')
  })
})
