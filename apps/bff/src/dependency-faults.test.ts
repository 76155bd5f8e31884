// Each dependency of the BFF cut, hung or failing (D185). PostgreSQL behind a TCP proxy: carts and
// orders answer 503 in the envelope, promptly, while the catalogue is still served; readiness
// says the commerce database is down; once it is back, carts work again. Elasticsearch refusing,
// hung or failing: the catalogue answers 503. No request hangs. (Redis: redis-cache.test.ts.)
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fixtureCatalogue } from './adapters/commerce/commerce.fixtures.js'
import { buildTestApp } from '../test/helpers.js'
import {
  assertPostgresForCi,
  createTestDatabase,
  resolvePostgresForTests,
} from '../test/postgres.js'
import { startTcpProxy, type TcpProxy } from '../test/tcp-proxy.js'

const { run, availability } = await resolvePostgresForTests()

type App = Awaited<ReturnType<typeof buildTestApp>>

describe.runIf(run)('PostgreSQL cut off or hung', () => {
  let app: App
  let proxy: TcpProxy
  let drop: () => Promise<void>

  beforeAll(async () => {
    assertPostgresForCi(availability)
    const database = await createTestDatabase()
    drop = database.drop
    const url = new URL(database.url)
    proxy = await startTcpProxy({ host: url.hostname, port: Number(url.port || 5432) })
    url.host = `127.0.0.1:${proxy.port}`
    app = await buildTestApp(
      {
        DATABASE_URL: url.toString(),
        COMMERCE_LAZY_START: 'false',
        DATABASE_QUERY_TIMEOUT_MS: '1500',
      },
      { underPressure: { maxEventLoopDelay: 0, maxEventLoopUtilization: 0 } },
    )
    await app.adapters.commerce.importCatalogue(fixtureCatalogue)
  })

  afterAll(async () => {
    await app?.close()
    await proxy?.close()
    await drop?.()
  })

  const createCart = () => app.inject({ method: 'POST', url: '/api/cart/create' })
  const catalogue = () =>
    app.inject({ method: 'POST', url: '/api/catalog', payload: { type: 'category' } })

  it('answers 503 for carts, still serves the catalogue, and recovers, when the database is cut', async () => {
    expect((await createCart()).statusCode).toBe(200)
    proxy.cut()
    const refused = await createCart()
    expect(refused.statusCode).toBe(503)
    expect(refused.json()).toMatchObject({ code: 503, result: expect.any(String) as string })
    expect((await catalogue()).statusCode).toBe(200)
    const ready = await app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(503)
    proxy.restore()
    await expect.poll(async () => (await createCart()).statusCode, { timeout: 10_000 }).toBe(200)
  })

  it('answers 503 instead of hanging when the database stops answering', async () => {
    proxy.stall()
    const answers = await Promise.all([createCart(), createCart()])
    expect(answers.map((answer) => answer.statusCode)).toEqual([503, 503])
    expect((await catalogue()).statusCode).toBe(200)
    proxy.restore()
    await expect.poll(async () => (await createCart()).statusCode, { timeout: 10_000 }).toBe(200)
  }, 30_000)
})

/** An HTTP server in Elasticsearch's place that refuses, stalls or fails every request. */
async function startFaultyServer() {
  let mode: 'stall' | 'fail' = 'stall'
  const server = createServer((request, response) => {
    request.resume()
    if (mode === 'fail') {
      response.writeHead(500, {
        'content-type': 'application/json',
        'x-elastic-product': 'Elasticsearch',
      })
      response.end(JSON.stringify({ error: { type: 'internal', reason: 'broken' }, status: 500 }))
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    set: (next: 'stall' | 'fail') => (mode = next),
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}

describe('Elasticsearch refusing, hung or failing', () => {
  const search = (app: App, text: string) =>
    app.inject({
      method: 'POST',
      url: '/api/catalog',
      payload: { type: 'product', use: 'search', query: { text } },
    })

  it('answers the catalogue 503 in the envelope, promptly, in each case', async () => {
    const faulty = await startFaultyServer()
    const app = await buildTestApp({
      SEARCH_ENGINE: 'elasticsearch',
      ELASTICSEARCH_URL: faulty.url,
      ELASTICSEARCH_REQUEST_TIMEOUT_MS: '1000',
    })
    try {
      const hung = await search(app, 'hung')
      expect(hung.statusCode).toBe(503)
      expect(hung.json()).toMatchObject({ code: 503 })
      faulty.set('fail')
      expect((await search(app, 'failing')).statusCode).toBe(503)
      await faulty.close()
      expect((await search(app, 'refused')).statusCode).toBe(503)
      expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503)
    } finally {
      await app.close()
      await faulty.close().catch(() => undefined)
    }
  }, 30_000)
})
