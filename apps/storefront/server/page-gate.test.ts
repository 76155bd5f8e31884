// The page gate (D193) as a shopper and a load balancer see it, on a real node:http server: over
// the limit a 503 busy page with Retry-After in the store view's language, /healthz never held up,
// and the gate empty again after a burst whether the pages render, fail or their clients go away.
// Rendering is held open by the test, so "busy" is a state, not a timing.
import {
  createServer,
  request as httpRequest,
  type IncomingMessage,
  type Server,
  type ServerResponse,
} from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerHealth, isHealthPath } from './health.js'
import { chain } from './page-handler.js'
import {
  createPageGate,
  createPageGateHandler,
  languageOfPath,
  renderBusyPage,
} from './page-gate.js'

let server: Server | undefined

afterEach(async () => {
  const open = server
  server = undefined
  if (!open) return
  open.closeAllConnections()
  await new Promise((resolve) => open.close(resolve))
})

/** A renderer whose pages wait until the test lets them through (or fails them). */
function createHeldRenderer() {
  const held: Array<{ res: ServerResponse; next: (error?: unknown) => void }> = []
  let rendered = 0
  return {
    held,
    started: () => rendered,
    handler: (_req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
      rendered += 1
      held.push({ res, next })
    },
    /** Sends every held page (or fails it through `next`). */
    releaseAll(fail = false) {
      for (const { res, next } of held.splice(0)) {
        if (fail) next(new Error('the render broke'))
        else res.end('<html>page</html>')
      }
    },
  }
}

async function serveGate(limits: { maxInFlight: number; maxQueueMs?: number }, now?: () => number) {
  const renderer = createHeldRenderer()
  const gate = createPageGateHandler({
    concurrency: 1,
    maxQueueMs: 600_000,
    retryAfterSeconds: 3,
    ...limits,
    ...(now ? { now } : {}),
  })
  const pages = chain([gate, renderer.handler], (_error, _req, res) => {
    res.statusCode = 500
    res.end('failed')
  })
  server = createServer((req, res) =>
    isHealthPath(req.url) ? answerHealth(req, res) : pages(req, res),
  )
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve))
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { base, renderer, gate: gate.gate }
}

interface Answer {
  status: number
  headers: Record<string, string | string[] | undefined>
  body: string
}

/** GET on a connection of its own; `request` is kept so the test can abort it. */
function get(url: string) {
  let abort = () => {}
  const answer = new Promise<Answer>((resolve, reject) => {
    const request = httpRequest(url, { agent: false }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      )
    })
    request.on('error', reject)
    request.end()
    abort = () => request.destroy()
  })
  answer.catch(() => undefined)
  return { answer, abort }
}

const EMPTY = { inFlight: 0, working: 0, waiting: 0 }

describe('the page gate', () => {
  it('answers a busy page with 503 and Retry-After over the limit, keeps /healthz free, and renders again after the burst', async () => {
    const { base, renderer, gate } = await serveGate({ maxInFlight: 2 })
    const first = get(`${base}/p/one`)
    await vi.waitFor(() => expect(renderer.started()).toBe(1))
    const second = get(`${base}/p/two`)
    await vi.waitFor(() => expect(gate.counts()).toEqual({ inFlight: 2, working: 1, waiting: 1 }))

    const refused = await get(`${base}/nl/p/three`).answer
    expect(refused.status).toBe(503)
    expect(refused.headers['retry-after']).toBe('3')
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(refused.body).toContain('<html lang="nl">')
    expect(refused.body).toContain('Probeer het over een paar seconden opnieuw.')

    const health = await get(`${base}/healthz`).answer
    expect(health.status).toBe(200)
    expect(JSON.parse(health.body)).toEqual({ status: 'ok' })

    renderer.releaseAll()
    await vi.waitFor(() => expect(renderer.started()).toBe(2))
    renderer.releaseAll()
    expect((await first.answer).status).toBe(200)
    expect((await second.answer).status).toBe(200)
    await vi.waitFor(() => expect(gate.counts()).toEqual(EMPTY))

    const again = get(`${base}/p/four`)
    await vi.waitFor(() => expect(renderer.started()).toBe(3))
    renderer.releaseAll()
    expect((await again.answer).status).toBe(200)
  })

  it('refuses a page whose turn comes later than maxQueueMs after it arrived, before rendering it', async () => {
    let now = 0
    const { base, renderer, gate } = await serveGate(
      { maxInFlight: 10, maxQueueMs: 100 },
      () => now,
    )
    const first = get(`${base}/p/one`)
    await vi.waitFor(() => expect(renderer.started()).toBe(1))
    const late = get(`${base}/de/p/two`)
    await vi.waitFor(() => expect(gate.counts()).toMatchObject({ waiting: 1 }))

    now = 101
    renderer.releaseAll()
    expect((await first.answer).status).toBe(200)
    const refused = await late.answer
    expect(refused.status).toBe(503)
    expect(refused.headers['retry-after']).toBe('3')
    expect(refused.body).toContain('<html lang="de">')
    expect(renderer.started()).toBe(1)
    await vi.waitFor(() => expect(gate.counts()).toEqual(EMPTY))
  })

  it('lets a burst wait up to maxQueueMs, then keeps waits to the target while overload lasts (D198)', async () => {
    let now = 0
    const tasks: Array<() => void> = []
    const gate = createPageGate({
      maxInFlight: 50,
      concurrency: 1,
      maxQueueMs: 1000,
      targetQueueMs: 100,
      now: () => now,
      schedule: (task) => tasks.push(task),
    })
    const runTasks = () => tasks.splice(0).forEach((task) => task())
    const admit = () => gate.admit() ?? expect.fail('admitted')
    const rendering = admit()
    expect(await gate.start(rendering)).toBe(true)
    now = 100
    const burst = admit()
    const burstStarts = gate.start(burst)
    now = 200
    const next = admit()
    const nextStarts = gate.start(next)
    now = 400 // waited 300 ms: a burst, within maxQueueMs
    gate.finish(rendering)
    runTasks()
    expect(await burstStarts).toBe(true)
    now = 1_300
    const late = admit()
    const lateStarts = gate.start(late)
    now = 1_450 // the queue has not emptied and waits are over the target since 400: sustained
    gate.finish(burst)
    runTasks()
    expect(await nextStarts).toBe(false)
    expect(await lateStarts).toBe(false)
    const quick = admit() // within the target: renders
    expect(await gate.start(quick)).toBe(true)
    now = 2_600 // more than maxQueueMs since the last refusal: a 400 ms wait is a burst again
    const patient = admit()
    const patientStarts = gate.start(patient)
    now = 3_000
    gate.finish(quick)
    runTasks()
    expect(await patientStarts).toBe(true)
    for (const ticket of [next, late, patient]) gate.finish(ticket)
    runTasks()
    expect(gate.counts()).toEqual(EMPTY)
  })

  it('frees the place of a page whose render fails', async () => {
    const { base, renderer, gate } = await serveGate({ maxInFlight: 1 })
    const failing = get(`${base}/p/one`)
    await vi.waitFor(() => expect(renderer.started()).toBe(1))
    renderer.releaseAll(true)
    expect((await failing.answer).status).toBe(500)
    await vi.waitFor(() => expect(gate.counts()).toEqual(EMPTY))

    const next = get(`${base}/p/two`)
    await vi.waitFor(() => expect(renderer.started()).toBe(2))
    renderer.releaseAll()
    expect((await next.answer).status).toBe(200)
  })

  it('frees the places of pages whose clients go away, rendering or waiting', async () => {
    const { base, renderer, gate } = await serveGate({ maxInFlight: 2 })
    const rendering = get(`${base}/p/one`)
    await vi.waitFor(() => expect(renderer.started()).toBe(1))
    const waiting = get(`${base}/p/two`)
    await vi.waitFor(() => expect(gate.counts()).toMatchObject({ waiting: 1 }))

    waiting.abort()
    rendering.abort()
    await vi.waitFor(() => expect(gate.counts()).toEqual(EMPTY))
    expect(renderer.started()).toBe(1)
    renderer.releaseAll()

    const next = get(`${base}/p/three`)
    await vi.waitFor(() => expect(renderer.started()).toBe(2))
    renderer.releaseAll()
    expect((await next.answer).status).toBe(200)
  })
})

describe('the busy page', () => {
  it("speaks the store view's language, English at the root", () => {
    expect(languageOfPath('/p/sku/slug')).toBe('en')
    expect(languageOfPath('/nl')).toBe('nl')
    expect(languageOfPath('/de/c/hats?x=1')).toBe('de')
    expect(languageOfPath('/design')).toBe('en')
    expect(renderBusyPage('/')).toContain('Please try again in a few seconds.')
    expect(renderBusyPage('/de/p/a')).toContain('Bitte versuchen Sie es in ein paar Sekunden')
  })
})
