// Load shedding of the catalogue query (D192) as a caller sees it: over the limit a 503 envelope
// with Retry-After at once, the health paths never held up, and the gate empty again after a burst,
// whether the queries succeed, fail or their clients go away. The product search is held open by
// the test (a real embedded search behind a latch), so "busy" is a state, not a timing.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { App } from '../app.js'
import { buildTestApp } from '../../test/helpers.js'
import { EmbeddedSearch } from '../adapters/search/embedded-search.js'
import type { SearchQuery, SearchResult } from '../adapters/search/search.port.js'

/** A real embedded search whose product searches wait until the test lets them through. */
class HeldSearch extends EmbeddedSearch {
  /** Product searches that have started, in order. */
  started = 0
  failNext = false
  private waiting: Array<() => void> = []

  override async search(query: SearchQuery): Promise<SearchResult> {
    if (query.entity !== 'product') return super.search(query)
    this.started += 1
    await new Promise<void>((resolve) => this.waiting.push(resolve))
    if (this.failNext) {
      this.failNext = false
      throw new Error('the search engine broke')
    }
    return super.search(query)
  }

  /** Lets every held search go on. */
  releaseAll(): void {
    for (const resolve of this.waiting.splice(0)) resolve()
  }
}

const BODY = { type: 'product', query: { text: 'earrings' } }
let app: App | undefined

afterEach(async () => {
  await app?.close()
  app = undefined
})

async function buildSheddingApp(limits: Record<string, string>, clock?: () => number) {
  const search = new HeldSearch()
  const built = await buildTestApp(
    { BFF_SHED_RETRY_AFTER_SECONDS: '3', ...limits },
    { adapters: { search }, ...(clock ? { clock } : {}) },
  )
  await built.ready()
  return { app: built, search }
}

function postQuery(target: App, text = 'earrings') {
  return target.inject({
    method: 'POST',
    url: '/api/catalog',
    payload: { ...BODY, query: { text } },
  })
}

describe('load shedding of POST /api/catalog', () => {
  it('answers 503 with Retry-After in the error envelope over the limit, keeps the health paths free, and admits again after the burst', async () => {
    const built = await buildSheddingApp({ BFF_SHED_MAX_IN_FLIGHT: '2' })
    app = built.app
    const first = postQuery(app, 'first')
    await vi.waitFor(() => expect(built.search.started).toBe(1))
    const second = postQuery(app, 'second')
    await vi.waitFor(() => expect(app?.loadGate.counts()).toMatchObject({ inFlight: 2 }))

    const refused = await postQuery(app, 'third')
    expect(refused.statusCode).toBe(503)
    expect(refused.headers['retry-after']).toBe('3')
    expect(refused.json()).toEqual({
      code: 503,
      result: 'The service is under heavy load. Please try again shortly.',
    })
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)

    built.search.releaseAll()
    await vi.waitFor(() => expect(built.search.started).toBe(2))
    built.search.releaseAll()
    expect((await first).statusCode).toBe(200)
    expect((await second).statusCode).toBe(200)
    await vi.waitFor(() =>
      expect(app?.loadGate.counts()).toEqual({ inFlight: 0, working: 0, waiting: 0 }),
    )

    const again = postQuery(app, 'fourth')
    await vi.waitFor(() => expect(built.search.started).toBe(3))
    built.search.releaseAll()
    expect((await again).statusCode).toBe(200)
  })

  it('gives the work slot to the next query once an answer is built, while that answer is still being sent', async () => {
    const search = new HeldSearch()
    const built = await buildTestApp(
      { BFF_SHED_MAX_IN_FLIGHT: '10', BFF_SHED_CONCURRENCY: '1' },
      { adapters: { search } },
    )
    let letSend = () => {}
    const holdSending = new Promise<void>((resolve) => (letSend = resolve))
    built.addHook('onSend', async (request) => {
      if (request.url === '/api/catalog') await holdSending
    })
    await built.ready()
    app = built
    const first = postQuery(app, 'first')
    await vi.waitFor(() => expect(search.started).toBe(1))
    const second = postQuery(app, 'second')
    await vi.waitFor(() => expect(app?.loadGate.counts()).toMatchObject({ waiting: 1 }))

    search.releaseAll()
    // The first answer is built and held before it is sent: the second search starts meanwhile.
    await vi.waitFor(() => expect(search.started).toBe(2))
    letSend()
    search.releaseAll()
    expect((await first).statusCode).toBe(200)
    expect((await second).statusCode).toBe(200)
    await vi.waitFor(() =>
      expect(app?.loadGate.counts()).toEqual({ inFlight: 0, working: 0, waiting: 0 }),
    )
  })

  it('refuses a query whose turn comes later than BFF_SHED_MAX_QUEUE_MS after it arrived, before its search', async () => {
    let now = 0
    const built = await buildSheddingApp(
      { BFF_SHED_MAX_IN_FLIGHT: '10', BFF_SHED_MAX_QUEUE_MS: '100' },
      () => now,
    )
    app = built.app
    const first = postQuery(app, 'first')
    await vi.waitFor(() => expect(built.search.started).toBe(1))
    const late = postQuery(app, 'second')
    await vi.waitFor(() => expect(app?.loadGate.counts()).toMatchObject({ waiting: 1 }))

    now = 101
    built.search.releaseAll()
    expect((await first).statusCode).toBe(200)
    const refused = await late
    expect(refused.statusCode).toBe(503)
    expect(refused.headers['retry-after']).toBe('3')
    expect(refused.json()).toMatchObject({ code: 503 })
    expect(built.search.started).toBe(1)
    await vi.waitFor(() =>
      expect(app?.loadGate.counts()).toEqual({ inFlight: 0, working: 0, waiting: 0 }),
    )
  })

  it('frees the place of a query whose search fails', async () => {
    const built = await buildSheddingApp({ BFF_SHED_MAX_IN_FLIGHT: '1' })
    app = built.app
    built.search.failNext = true
    const failing = postQuery(app, 'first')
    await vi.waitFor(() => expect(built.search.started).toBe(1))
    built.search.releaseAll()
    expect((await failing).statusCode).toBe(500)
    await vi.waitFor(() =>
      expect(app?.loadGate.counts()).toEqual({ inFlight: 0, working: 0, waiting: 0 }),
    )

    const next = postQuery(app, 'second')
    await vi.waitFor(() => expect(built.search.started).toBe(2))
    built.search.releaseAll()
    expect((await next).statusCode).toBe(200)
  })

  it('frees the places of queries whose clients go away, working or waiting', async () => {
    const built = await buildSheddingApp({ BFF_SHED_MAX_IN_FLIGHT: '2' })
    app = built.app
    await app.listen({ port: 0, host: '127.0.0.1' })
    const { port } = app.server.address() as AddressInfo
    const send = (text: string) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/catalog',
        headers: { 'content-type': 'application/json' },
      })
      request.on('error', () => undefined)
      request.end(JSON.stringify({ ...BODY, query: { text } }))
      return request
    }
    const working = send('first')
    await vi.waitFor(() => expect(built.search.started).toBe(1))
    const waiting = send('second')
    await vi.waitFor(() => expect(app?.loadGate.counts()).toMatchObject({ waiting: 1 }))

    waiting.destroy()
    working.destroy()
    await vi.waitFor(() =>
      expect(app?.loadGate.counts()).toEqual({ inFlight: 0, working: 0, waiting: 0 }),
    )
    built.search.releaseAll()

    const next = postQuery(app, 'third')
    await vi.waitFor(() => expect(built.search.started).toBe(2))
    built.search.releaseAll()
    expect((await next).statusCode).toBe(200)
  })
})
