// The edges an attacker probes (D223): client input never degrades readiness, which shows no error
// text or path; page paths with control characters, oversized bodies, huge headers and cross-site
// writes get clean 4xx answers in the shop's envelope.
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../test/helpers.js'
import {
  assertBuilt,
  startBff,
  startStorefront,
  stopInstance,
  type Instance,
} from '../../test/instances.js'
import type { App } from '../app.js'

describe('a hostile CMS slug', () => {
  let app: App

  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  it.each([
    ['300 characters', `i/${'a'.repeat(300)}`],
    ['a NUL byte', 'i/about%00us'],
    ['a long segment deep down', `i/${'b'.repeat(250)}/${'c'.repeat(260)}`],
  ])('with %s is refused with a 4xx, and /readyz stays up without paths', async (_name, slug) => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/ext/vsf-storyblok-extension/story/${slug}`,
    })
    expect([400, 404]).toContain(answer.statusCode)
    const ready = await app.inject({ method: 'GET', url: '/readyz' })
    expect(ready.statusCode).toBe(200)
    const content = ready
      .json<{ result: { adapters: Array<{ port: string; status: string }> } }>()
      .result.adapters.find((adapter) => adapter.port === 'content')
    expect(content?.status).toBe('up')
    expect(ready.body).not.toMatch(/ENAMETOOLONG|\/work\/|\/tmp\/|node_modules/)
  })
})

describe('hostile catalogue paths and SKUs', () => {
  let app: App

  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  const long = 'a'.repeat(300)
  it.each([
    ['a 300-character path', `/${long}.html`],
    ['a 300-character product path', `/p/${long}/${long}`],
    ['a NUL byte', '/women/dres\u0000ses.html'],
  ])('resolves %s to nothing, never a 5xx', async (_name, url) => {
    const answer = await app.inject({ method: 'POST', url: '/api/url/resolve', payload: { url } })
    expect(answer.statusCode).toBeLessThan(500)
    expect([200, 400, 404]).toContain(answer.statusCode)
    if (answer.statusCode === 200) expect(answer.json()).toMatchObject({ result: null })
  })

  it.each([
    ['a 300-character SKU', long],
    ['a NUL byte', 'CAP%00-0005'],
  ])('answers the stock of %s with a 4xx', async (_name, sku) => {
    const answer = await app.inject({ method: 'GET', url: `/api/stock/check/${sku}` })
    // 414: a path parameter over Fastify's 100 characters
    expect([400, 404, 414]).toContain(answer.statusCode)
    expect(answer.json()).toMatchObject({ code: answer.statusCode })
  })

  it.each([
    ['a 300-character slug', long],
    ['a NUL byte', 'washed\u0000dad-cap'],
  ])('answers a catalogue query for %s without a 5xx', async (_name, slug) => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/catalog',
      payload: { type: 'product', filters: { slug: { eq: slug } } },
    })
    expect([200, 400]).toContain(answer.statusCode)
    if (answer.statusCode === 200) {
      expect(answer.json()).toMatchObject({ result: { total: 0 } })
    }
  })
})

describe('the storefront’s edges, against the built apps', () => {
  let bff: Instance | undefined
  let storefront: Instance | undefined
  let dataDir = ''

  beforeAll(async () => {
    assertBuilt()
    dataDir = await mkdtemp(join(tmpdir(), 'vitrine-edges-'))
    bff = await startBff('bff', { NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
    storefront = await startStorefront('storefront', { BFF_URL: bff.url, LOG_LEVEL: 'silent' })
  })
  afterAll(async () => {
    await stopInstance(storefront)
    await stopInstance(bff)
    await rm(dataDir, { recursive: true, force: true })
  })

  const shop = () => (storefront as Instance).url

  it('answers a 300-character CMS path 404 and keeps the BFF ready', async () => {
    const answer = await fetch(`${shop()}/i/${'a'.repeat(300)}`)
    expect(answer.status).toBe(404)
    const ready = await fetch(`${(bff as Instance).url}/readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.text()).not.toMatch(/ENAMETOOLONG|degraded/)
  })

  it.each([
    ['product', `/p/${'a'.repeat(300)}/${'b'.repeat(300)}`],
    ['category', `/c/${'a'.repeat(300)}`],
    ['catalogue URL', `/nl/${'a'.repeat(300)}.html`],
    ['content', `/de/i/${'a'.repeat(300)}`],
  ])('answers a 300-character %s path 404', async (_name, path) => {
    expect((await fetch(`${shop()}${path}`)).status).toBe(404)
  })

  it.each(['/p/%00/%00', '/c/%00', '/nl/c/%00', '/de/i/a%0Ab'])(
    'answers the page path %s 400, never 500',
    async (path) => {
      expect((await fetch(`${shop()}${path}`)).status).toBe(400)
    },
  )

  it('answers an oversized body 413 in the envelope, not 502', async () => {
    const answer = await fetch(`${shop()}/api/cart/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `"${'a'.repeat(1_100_000)}"`,
    })
    expect(answer.status).toBe(413)
    expect(await answer.json()).toMatchObject({ code: 413 })
  })

  it('answers a cross-site write through the proxy 403 in the envelope', async () => {
    const answer = await fetch(`${shop()}/api/cart/create`, {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    })
    expect(answer.status).toBe(403)
    expect(await answer.json()).toMatchObject({ code: 403 })
  })

  it('answers headers too large 431 in the envelope', async () => {
    const { request } = await import('node:http')
    const url = new URL(shop())
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const sent = request(
        { host: url.hostname, port: url.port, path: '/', headers: { 'x-big': 'a'.repeat(20_000) } },
        (res) => {
          let body = ''
          res.on('data', (chunk: Buffer) => (body += chunk.toString()))
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }))
        },
      )
      sent.on('error', reject)
      sent.end()
    })
    expect(answer.status).toBe(431)
    expect(JSON.parse(answer.body)).toMatchObject({ code: 431 })
  })
})
