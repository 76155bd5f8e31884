// The BFF's HTTP edge as a caller meets it: envelopes for every failure, request ids, the OpenAPI
// document, security headers and load shedding. Test-only routes stand in for features.
import type { App } from './app.js'
import { ErrorEnvelopeSchema } from '@vitrine/contracts/envelope'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildTestApp, captureLogs } from '../test/helpers.js'
import { NotFoundError, withErrorResponses } from './errors.js'
import { INTERNAL_ERROR_MESSAGE } from './plugins/error-handler.js'

const CartItemBodySchema = z.object({
  cartItem: z.object({
    sku: z.string().min(1),
    qty: z.number().int().positive(),
  }),
  quoteId: z.string(),
})

function addTestRoutes(app: App) {
  const typed = app.withTypeProvider<ZodTypeProvider>()
  typed.post(
    '/api/test/cart-item',
    {
      schema: {
        body: CartItemBodySchema,
        response: withErrorResponses({
          200: z.object({ code: z.number(), result: z.object({ sku: z.string() }) }),
        }),
      },
    },
    async (request) => ({ code: 200, result: { sku: request.body.cartItem.sku } }),
  )
  typed.get('/api/test/crash', async () => {
    throw new Error('connect ECONNREFUSED 10.0.0.7:5432 (password=hunter2)')
  })
  typed.get('/api/test/missing', async () => {
    throw new NotFoundError('No such entity with cartId = 123')
  })
}

let app: App | undefined

afterEach(async () => {
  await app?.close()
  app = undefined
})

describe('error answers', () => {
  it('answers an unknown route with a 404 envelope naming the path but not its query', async () => {
    app = await buildTestApp()
    const response = await app.inject({ method: 'GET', url: '/api/nope?token=secret' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 404, result: 'No route for GET /api/nope.' })
  })

  it('lists every wrong field of an invalid body with a readable summary and HTTP 400', async () => {
    app = await buildTestApp()
    addTestRoutes(app)
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/cart-item',
      payload: { cartItem: { sku: '', qty: 'two' } },
    })
    expect(response.statusCode).toBe(400)
    const body = ErrorEnvelopeSchema.parse(response.json())
    expect(body.code).toBe(400)
    expect(body.errors?.map((error) => error.field)).toEqual([
      'body.cartItem.sku',
      'body.cartItem.qty',
      'body.quoteId',
    ])
    for (const error of body.errors ?? []) expect(error.message).not.toBe('')
    expect(body.result).toMatch(
      /^Invalid request: body\.cartItem\.sku: .+; body\.cartItem\.qty: .+; body\.quoteId: .+/,
    )
  })

  it('accepts the same route with a valid body', async () => {
    app = await buildTestApp()
    addTestRoutes(app)
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/cart-item',
      payload: { cartItem: { sku: 'WS12-M-Red', qty: 2 }, quoteId: 'abc' },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ code: 200, result: { sku: 'WS12-M-Red' } })
  })

  it('answers malformed JSON with a 400 envelope', async () => {
    app = await buildTestApp()
    addTestRoutes(app)
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/cart-item',
      headers: { 'content-type': 'application/json' },
      payload: '{"cartItem": {',
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({ code: 400, result: 'The request body is not valid JSON.' })
  })

  it('answers a body over BFF_BODY_LIMIT_BYTES with a 413 envelope', async () => {
    app = await buildTestApp({ BFF_BODY_LIMIT_BYTES: '100' })
    addTestRoutes(app)
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/cart-item',
      payload: { cartItem: { sku: 'x'.repeat(200), qty: 1 }, quoteId: 'q' },
    })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toEqual({ code: 413, result: 'The request body is too large.' })
  })

  it('passes a 4xx AppError message through to the caller', async () => {
    app = await buildTestApp()
    addTestRoutes(app)
    const response = await app.inject({ method: 'GET', url: '/api/test/missing' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ code: 404, result: 'No such entity with cartId = 123' })
  })

  it('hides the cause of a 5xx from the caller but logs it with the request context', async () => {
    const logs = captureLogs()
    app = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: logs.stream })
    addTestRoutes(app)
    const response = await app.inject({
      method: 'GET',
      url: '/api/test/crash?token=abc',
      headers: { 'x-request-id': 'req-crash-1' },
    })

    expect(response.statusCode).toBe(500)
    expect(response.json()).toEqual({ code: 500, result: INTERNAL_ERROR_MESSAGE })
    expect(response.body).not.toMatch(/ECONNREFUSED|hunter2|at .*\.ts/)

    const failure = logs.entries().find((entry) => entry.msg === 'request failed')
    expect(failure).toMatchObject({
      level: 50,
      requestId: 'req-crash-1',
      method: 'GET',
      url: '/api/test/crash?token=[REDACTED]',
      err: { message: expect.stringContaining('ECONNREFUSED') },
    })
  })
})

describe('request ids', () => {
  it('echoes a well-formed incoming x-request-id', async () => {
    app = await buildTestApp()
    const response = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'storefront-42.abc' },
    })
    expect(response.headers['x-request-id']).toBe('storefront-42.abc')
  })

  it('makes a new id when none (or a malformed one) comes in, different for every request', async () => {
    app = await buildTestApp()
    const first = await app.inject({ method: 'GET', url: '/healthz' })
    const second = await app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'bad id\nwith newline' },
    })
    const firstId = first.headers['x-request-id']
    const secondId = second.headers['x-request-id']
    expect(firstId).toMatch(/^[0-9a-f-]{36}$/)
    expect(secondId).toMatch(/^[0-9a-f-]{36}$/)
    expect(firstId).not.toBe(secondId)
  })

  it('puts the id on error answers too', async () => {
    app = await buildTestApp()
    const response = await app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'x-request-id': 'trace-404' },
    })
    expect(response.headers['x-request-id']).toBe('trace-404')
  })
})

describe('the OpenAPI document', () => {
  it('is served at /api/docs and /api/docs/json and documents the routes with their error answers', async () => {
    app = await buildTestApp()
    for (const url of ['/api/docs', '/api/docs/json']) {
      const response = await app.inject({ method: 'GET', url })
      expect(response.statusCode).toBe(200)
      const document = response.json() as {
        openapi: string
        paths: Record<string, Record<string, { responses: Record<string, unknown> }>>
      }
      expect(document.openapi).toMatch(/^3\./)
      expect(Object.keys(document.paths)).toEqual(expect.arrayContaining(['/healthz', '/readyz']))
      expect(Object.keys(document.paths)).not.toContain('/api/docs')
      const readyz = document.paths['/readyz']?.get?.responses ?? {}
      expect(Object.keys(readyz)).toEqual(expect.arrayContaining(['200', '400', '500', '503']))
    }
  })

  it('sends a browser to the rendered reference, served by the BFF itself', async () => {
    app = await buildTestApp()
    const browser = await app.inject({
      method: 'GET',
      url: '/api/docs',
      headers: { accept: 'text/html,application/xhtml+xml' },
    })
    expect(browser.statusCode).toBe(302)
    expect(browser.headers.location).toBe('/api/docs/ui/')
    const page = await app.inject({ method: 'GET', url: '/api/docs/ui/' })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/text\/html/)
    const scripts = [...page.body.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1])
    expect(scripts.length).toBeGreaterThan(0)
    for (const script of scripts) {
      const url = new URL(script ?? '', 'http://bff/api/docs/ui/').pathname
      expect((await app.inject({ method: 'GET', url })).statusCode).toBe(200)
    }
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>
    }
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([])
    // the VSF1 routes are in the reference too
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/catalog/{index}/{type}/_search', '/api/product/render-list']),
    )
  })

  it('documents a route’s request body schema', async () => {
    app = await buildTestApp()
    addTestRoutes(app)
    const document = (await app.inject({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<string, Record<string, { requestBody?: unknown }>>
    }
    expect(JSON.stringify(document.paths['/api/test/cart-item']?.post?.requestBody)).toContain(
      'qty',
    )
  })
})

describe('protection', () => {
  it('sends security headers', async () => {
    app = await buildTestApp()
    const response = await app.inject({ method: 'GET', url: '/healthz' })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(response.headers['strict-transport-security']).toBe(
      'max-age=31536000; includeSubDomains',
    )
    expect(response.headers['content-security-policy']).toContain("default-src 'self'")
    expect(response.headers['x-powered-by']).toBeUndefined()
  })

  it('sheds load under pressure with a 503 envelope and Retry-After, keeping liveness and readiness green', async () => {
    app = await buildTestApp(
      {},
      // An external health check that fails puts the instance under pressure from the start.
      {
        underPressure: { healthCheck: async () => false, healthCheckInterval: 60_000 },
        pressureWarmUpMs: 0,
      },
    )
    const shed = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(shed.statusCode).toBe(503)
    expect(shed.headers['retry-after']).toBe('2')
    expect(shed.json()).toEqual({
      code: 503,
      result: 'The service is under heavy load. Please try again shortly.',
    })
    // D192: a busy instance stays alive and in rotation for the load balancer.
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)
  })
  it('serves normally during the warm-up after start, then sheds load while under pressure', async () => {
    let clock = 0
    app = await buildTestApp(
      {},
      {
        underPressure: { healthCheck: async () => false, healthCheckInterval: 60_000 },
        pressureWarmUpMs: 3000,
        clock: () => clock,
      },
    )
    await app.ready()
    clock = 2999
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200)
    clock = 3000
    const shed = await app.inject({ method: 'GET', url: '/api/docs/json' })
    expect(shed.statusCode).toBe(503)
    expect(shed.headers['retry-after']).toBe('2')
  })
})
