// Two BFF and two storefront processes on one PostgreSQL and one Redis, each behind a round-robin
// proxy that sends every request to the next instance (docs/scaling.md): what a shopper or an API
// caller notices must not depend on which instance answers. Carts, orders by Idempotency-Key and
// the account rate limits are shared; a catalogue import (the CLI, into the shared DATA_DIR; D190)
// and a content change (Storyblok's webhook to one instance) show on both BFFs and, within the
// page cache's lifetime (D31, D191), on both storefronts. Redis and PostgreSQL must answer: this
// test never skips.
import { createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Story } from '@vitrine/contracts/content'
import { generateCatalog } from '@vitrine/seed/generate-catalog'
import { writeCatalog } from '@vitrine/seed/write-catalog'
import { Redis } from 'ioredis'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  assertBuilt,
  bffRoot,
  runCatalogImport,
  startBff,
  startStorefront,
  stopInstance,
  type Instance,
} from '../../test/instances.js'
import { createTestDatabase } from '../../test/postgres.js'
import { redisUrl } from '../../test/redis.js'
import { startRoundRobinProxy, type RoundRobinProxy } from '../../test/round-robin-proxy.js'
import { startStoryblokServer, type StoryblokServer } from '../../test/storyblok-server.js'

const PAGE_CACHE_SECONDS = 2
const RELOAD_CHECK_MS = 200
const EMAIL_LIMIT = 5
/** How long a poll may take at most beyond what the caches promise, for a busy machine. */
const SLACK_MS = 15_000
/** A page's lifetime (D31, D191) plus one render and request on a busy machine. */
const PAGE_LIFETIME_MS = PAGE_CACHE_SECONDS * 1000
const RENDER_MARGIN_MS = 5_000

const run = randomBytes(5).toString('hex')
let root: string
let seedDir: string
let database: { url: string; drop: () => Promise<void> }
let storyblok: StoryblokServer
let backendEnv: Record<string, string>
const bffs: Instance[] = []
const storefronts: Instance[] = []
let bffProxy: RoundRobinProxy
let shopProxy: RoundRobinProxy

interface Answer {
  status: number
  upstream: string | null
  body: { code: number; result: unknown }
}

/** One JSON call; a 503 (load shedding on a busy machine) is sent again. */
async function call(base: string, path: string, init: { body?: unknown; headers?: object } = {}) {
  const deadline = Date.now() + SLACK_MS
  for (;;) {
    const response = await fetch(`${base}${path}`, {
      method: init.body === undefined ? 'GET' : 'POST',
      headers: { 'content-type': 'application/json', ...init.headers },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    })
    const answer: Answer = {
      status: response.status,
      upstream: response.headers.get('x-upstream'),
      body: (await response.json()) as Answer['body'],
    }
    if (answer.status !== 503 || Date.now() > deadline) return answer
  }
}

async function page(base: string, path: string) {
  const response = await fetch(`${base}${path}`)
  return {
    status: response.status,
    upstream: response.headers.get('x-upstream'),
    cache: response.headers.get('x-page-cache'),
    html: await response.text(),
  }
}

/** Polls until `condition` holds, at most `timeoutMs`; never asserts on time itself. */
async function waitFor(what: string, timeoutMs: number, condition: () => Promise<boolean>) {
  const deadline = Date.now() + timeoutMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

async function productName(base: string, sku: string): Promise<unknown> {
  const answer = await call(base, '/api/catalog', {
    body: {
      type: 'product',
      use: 'single',
      query: { filters: [{ field: 'sku', op: 'eq', value: sku }] },
    },
  })
  return (answer.body.result as { items: Array<{ name?: unknown }> }).items[0]?.name
}

async function readSeed(entity: string): Promise<Array<Record<string, unknown>>> {
  const text = await readFile(join(seedDir, `${entity}.ndjson`), 'utf8')
  return text
    .trimEnd()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

const readSeedProducts = () => readSeed('product')

/** Rewrites a seed file with one document's name changed. */
async function renameInSeed(entity: string, id: string, field: string, name: string) {
  const documents = await readSeed(entity)
  await writeFile(
    join(seedDir, `${entity}.ndjson`),
    documents
      .map((document) =>
        JSON.stringify(String(document[field]) === id ? { ...document, name } : document),
      )
      .join('\n') + '\n',
  )
}

async function readSeededStories(folder: string): Promise<Story[]> {
  const stories: Story[] = []
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name)
    if (entry.isDirectory()) stories.push(...(await readSeededStories(path)))
    else if (entry.name.endsWith('.json'))
      stories.push(JSON.parse(await readFile(path, 'utf8')) as Story)
  }
  return stories
}

async function withDatabase<T>(use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: database.url })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

/** The storefront's session secret, shared by both storefronts. */
const sessionSecret = `twoinst-session-secret-${run}-shared-by-both`

/** Opens the storefront's sealed session cookie (D219) as a test that knows the secret can. */
function unsealSessionCookie(cookie: string): { token: string; refreshToken: string } {
  const value = decodeURIComponent(cookie.slice(cookie.indexOf('=') + 1)).split('.')[0]!
  const { sealed } = JSON.parse(Buffer.from(value, 'base64').toString('utf8')) as { sealed: string }
  const raw = Buffer.from(sealed, 'base64url')
  const key = Buffer.from(
    hkdfSync('sha256', sessionSecret, 'vitrine-session', 'customer tokens seal (D219)', 32),
  )
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
  decipher.setAuthTag(raw.subarray(raw.length - 16))
  const text = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()])
  return JSON.parse(text.toString('utf8')) as { token: string; refreshToken: string }
}

beforeAll(async () => {
  assertBuilt()
  root = await mkdtemp(join(tmpdir(), 'vitrine-twoinst-'))
  seedDir = join(root, 'seed')
  const today = new Date().toISOString().slice(0, 10)
  await writeCatalog(generateCatalog({ size: 'tiny', seed: 7, today }), seedDir, { media: false })
  database = await createTestDatabase(undefined, 'vitrine_twoinst')
  storyblok = await startStoryblokServer(await readSeededStories(join(bffRoot, 'content/stories')))
  backendEnv = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATA_DIR: join(root, 'data'),
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: `vitrine-twoinst-${run}:`,
    CATALOG_RELOAD_CHECK_MS: String(RELOAD_CHECK_MS),
    AUTH_RATE_LIMIT_EMAIL_MAX: String(EMAIL_LIMIT),
    STORYBLOK_TOKEN: 'sb-public',
    STORYBLOK_API_URL: storyblok.cdnUrl,
    GROUP_TOKEN_SECRET: `twoinst-group-token-secret-${run}-shared`,
    NEWSLETTER_LINK_SECRET: `twoinst-newsletter-${run}`,
  }
  await runCatalogImport(seedDir, backendEnv)
  bffs.push(...(await Promise.all(['bff A', 'bff B'].map((name) => startBff(name, backendEnv)))))
  bffProxy = await startRoundRobinProxy(bffs.map((bff) => bff.url))
  const shopEnv = {
    BFF_URL: bffProxy.url,
    STOREFRONT_PAGE_CACHE_SECONDS: String(PAGE_CACHE_SECONDS),
    STOREFRONT_SESSION_SECRET: sessionSecret,
    LOG_LEVEL: 'warn',
  }
  storefronts.push(
    ...(await Promise.all(
      ['storefront A', 'storefront B'].map((name) => startStorefront(name, shopEnv)),
    )),
  )
  shopProxy = await startRoundRobinProxy(storefronts.map((shop) => shop.url))
}, 180_000)

afterAll(async () => {
  await shopProxy?.close()
  await bffProxy?.close()
  await Promise.all([...storefronts, ...bffs].map((instance) => stopInstance(instance)))
  await storyblok?.close()
  await database?.drop()
  const redis = new Redis(redisUrl)
  let cursor = '0'
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `vitrine-twoinst-${run}:*`, 'COUNT', 500)
    if (keys.length > 0) await redis.del(...keys)
    cursor = next
  } while (cursor !== '0')
  redis.disconnect()
  if (root) await rm(root, { recursive: true, force: true })
}, 60_000)

describe('two BFF and two storefront instances behind round-robin proxies', () => {
  it('show a cart changed through one instance through the other', async () => {
    const products = await readSeedProducts()
    const [first, second] = products.filter(
      (product) =>
        product.type_id === 'simple' &&
        (product.stock as { qty?: number } | undefined)?.qty !== undefined &&
        ((product.stock as { qty: number }).qty ?? 0) >= 5,
    )
    const created = await call(bffProxy.url, '/api/cart/create', { body: {} })
    const cartId = created.body.result as string
    const seen = new Set<string | null>([created.upstream])
    const add = async (sku: unknown, qty: number) => {
      const answer = await call(bffProxy.url, `/api/cart/update?cartId=${cartId}`, {
        body: { cartItem: { sku, qty, quote_id: cartId } },
      })
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      seen.add(answer.upstream)
    }
    const totals = async () => {
      const answer = await call(bffProxy.url, `/api/cart/totals?cartId=${cartId}`)
      expect(answer.status).toBe(200)
      seen.add(answer.upstream)
      return answer.body.result as { items_qty: number; items: Array<{ qty: number }> }
    }
    await add(first?.sku, 1)
    expect((await totals()).items_qty).toBe(1)
    await add(second?.sku, 2)
    expect((await totals()).items_qty).toBe(3)
    // an update without the line's item_id adds to the line (vsf-api-contract §1.3)
    await add(first?.sku, 3)
    expect((await totals()).items_qty).toBe(6)
    const pulled = await call(bffProxy.url, `/api/cart/pull?cartId=${cartId}`)
    const lines = pulled.body.result as Array<{ sku: string; qty: number }>
    expect(new Map(lines.map((line) => [line.sku, line.qty]))).toEqual(
      new Map([
        [first?.sku, 4],
        [second?.sku, 2],
      ]),
    )
    expect(seen).toEqual(new Set(['0', '1']))
  })

  it('places exactly one order for one Idempotency-Key sent to both instances at once', async () => {
    const products = await readSeedProducts()
    const product = products.find(
      (candidate) =>
        candidate.type_id === 'simple' &&
        ((candidate.stock as { qty?: number } | undefined)?.qty ?? 0) >= 5,
    )
    const cartId = (await call(bffProxy.url, '/api/cart/create', { body: {} })).body
      .result as string
    await call(bffProxy.url, `/api/cart/update?cartId=${cartId}`, {
      body: { cartItem: { sku: product?.sku, qty: 1, quote_id: cartId } },
    })
    const address = {
      firstname: 'Jan',
      lastname: 'Jansen',
      street: ['Dam 1'],
      city: 'Amsterdam',
      postcode: '1012AB',
      country_id: 'NL',
      email: 'jan@example.nl',
    }
    const order = {
      user_id: '',
      cart_id: cartId,
      products: [{ sku: product?.sku, qty: 1 }],
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        payment_method_code: 'checkmo',
      },
    }
    const key = `twoinst-order-${run}`
    const send = () =>
      call(bffProxy.url, '/api/order', { body: order, headers: { 'idempotency-key': key } })
    const concurrent = await Promise.all([send(), send(), send(), send(), send(), send()])
    const retries = [await send(), await send()]
    const answers = [...concurrent, ...retries]
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const numbers = new Set(
      answers.map((answer) => (answer.body.result as { orderNumber: string }).orderNumber),
    )
    expect(numbers.size).toBe(1)
    expect(new Set(answers.map((answer) => answer.upstream))).toEqual(new Set(['0', '1']))
    const counts = await withDatabase(async (client) => {
      const orders = await client.query<{ n: number }>(
        'select count(*)::int as n from commerce_orders',
      )
      const keys = await client.query<{ n: number }>(
        'select count(*)::int as n from commerce_idempotency_keys where key = $1',
        [key],
      )
      return { orders: orders.rows[0]?.n, keys: keys.rows[0]?.n }
    })
    expect(counts).toEqual({ orders: 1, keys: 1 })
  })

  it('counts the account rate limits across both instances as one instance counts them', async () => {
    const askUntilRefused = async (base: string, email: string) => {
      const upstreams = new Set<string | null>()
      for (let attempt = 1; attempt <= EMAIL_LIMIT + 3; attempt += 1) {
        const answer = await call(base, '/api/user/is-email-available', {
          body: { customerEmail: email },
        })
        upstreams.add(answer.upstream)
        if (answer.status === 429) return { refusedAt: attempt, upstreams }
        expect(answer.status).toBe(200)
      }
      return { refusedAt: null, upstreams }
    }
    const alternating = await askUntilRefused(bffProxy.url, `alternating-${run}@example.nl`)
    const single = await askUntilRefused(bffs[0]!.url, `single-${run}@example.nl`)
    expect(alternating.upstreams).toEqual(new Set(['0', '1']))
    expect(single.refusedAt).toBe(EMAIL_LIMIT + 1)
    expect(alternating.refusedAt).toBe(single.refusedAt)
  })

  it('shows a catalogue imported by the CLI on both BFFs and, within the page lifetime, on both storefronts', async () => {
    const products = await readSeedProducts()
    const target = products.find((product) => product.visibility === 4)!
    const sku = String(target.sku)
    const path = `/p/${encodeURIComponent(sku)}/${encodeURIComponent(String(target.slug ?? target.url_key))}`
    const newName = `Twoinst Renamed ${run}`
    const menuCategory = (await readSeed('category')).find(
      (category) => category.include_in_menu === true && category.level === 2,
    )!
    const newCategoryName = `Twoinst Category ${run}`
    // Both BFFs answer the old name, twice so it is cached (D209); both storefronts keep the old page.
    for (const bff of bffs) {
      expect(await productName(bff.url, sku)).toBe(target.name)
      expect(await productName(bff.url, sku)).toBe(target.name)
    }
    for (const shop of storefronts) {
      await waitFor(`${shop.name} keeps the product page`, SLACK_MS, async () => {
        const answer = await page(shop.url, path)
        expect(answer.status).toBe(200)
        expect(answer.html).toContain(String(target.name))
        return answer.cache === 'hit'
      })
    }

    await renameInSeed('product', sku, 'sku', newName)
    await renameInSeed('category', String(menuCategory.id), 'id', newCategoryName)
    await runCatalogImport(seedDir, backendEnv)

    for (const bff of bffs) {
      await waitFor(
        `${bff.name} answers the imported name`,
        RELOAD_CHECK_MS + SLACK_MS,
        async () => (await productName(bff.url, sku)) === newName,
      )
    }
    // Then no instance answers the old name again, whichever the proxy picks.
    for (let attempt = 0; attempt < 8; attempt += 1) {
      expect(await productName(bffProxy.url, sku)).toBe(newName)
    }
    // Every BFF serves the import: each storefront's pages follow within a page lifetime, its
    // menu within two (D191).
    for (const shop of storefronts) {
      await waitFor(
        `${shop.name} shows the imported name`,
        PAGE_LIFETIME_MS + RENDER_MARGIN_MS,
        async () => (await page(shop.url, path)).html.includes(newName),
      )
    }
    for (const shop of storefronts) {
      await waitFor(
        `${shop.name} shows the renamed category in its menu`,
        2 * PAGE_LIFETIME_MS + RENDER_MARGIN_MS,
        async () => (await page(shop.url, path)).html.includes(newCategoryName),
      )
    }
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const answer = await page(shopProxy.url, path)
      expect(answer.html).toContain(newName)
      expect(answer.html).toContain(newCategoryName)
    }
  })

  it('shows a content change announced to one instance on both BFFs and both storefronts', async () => {
    const stories = await readSeededStories(join(bffRoot, 'content/stories'))
    const story = stories.find((candidate) => candidate.full_slug === 'i/about-us')!
    const storyPath = '/api/ext/vsf-storyblok-extension/story/i/about-us'
    const heading = (answer: Answer) =>
      JSON.stringify((answer.body.result as { story: Story }).story.content)
    const edited = `About us, edited ${run}`
    for (const bff of bffs) expect(heading(await call(bff.url, storyPath))).toContain('About us')
    for (const shop of storefronts) {
      await waitFor(`${shop.name} keeps the story page`, SLACK_MS, async () => {
        const answer = await page(shop.url, '/i/about-us')
        expect(answer.status).toBe(200)
        return answer.cache === 'hit'
      })
    }

    const content = structuredClone(story.content)
    const blocks = content.body as Array<Record<string, unknown>>
    blocks[0] = { ...blocks[0], text: edited }
    storyblok.publish({ ...story, content })
    // Published, not announced: both BFFs still answer their cached copy.
    for (const bff of bffs) expect(heading(await call(bff.url, storyPath))).not.toContain(edited)

    const hook = await call(bffProxy.url, '/api/ext/vsf-storyblok-extension/hook', {
      body: { action: 'published', story_id: story.id, full_slug: story.full_slug },
    })
    expect(hook.status).toBe(200)
    // The webhook reached one instance; the shared cache makes both answer the change at once.
    for (const bff of bffs) expect(heading(await call(bff.url, storyPath))).toContain(edited)
    for (const shop of storefronts) {
      await waitFor(
        `${shop.name} shows the edited story`,
        PAGE_LIFETIME_MS + RENDER_MARGIN_MS,
        async () => (await page(shop.url, '/i/about-us')).html.includes(edited),
      )
    }
    for (let attempt = 0; attempt < 6; attempt += 1) {
      expect((await page(shopProxy.url, '/i/about-us')).html).toContain(edited)
    }
  })

  it('refuses the old cookie, access token and refresh token on both instances right after logout', async () => {
    const email = `logout-${run}@example.nl`
    const password = 'Tulip-Field9'
    const created = await call(bffProxy.url, '/api/user/create', {
      body: { customer: { email, firstname: 'Eva', lastname: 'Bos' }, password },
    })
    expect(created.status).toBe(200)
    await withDatabase((client) =>
      client.query('update commerce_customers set confirmed_at = now() where email = $1', [email]),
    )
    const login = await fetch(`${storefronts[0]!.url}/login`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ intent: 'login', email, password }),
    })
    expect(login.status).toBe(302)
    const sessionCookie = login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]!)
      .find((cookie) => cookie.startsWith('vitrine_session='))!
    const { token, refreshToken } = unsealSessionCookie(sessionCookie)
    const myAccount = (base: string) =>
      fetch(`${base}/my-account`, { redirect: 'manual', headers: { cookie: sessionCookie } })
    for (const shop of storefronts) expect((await myAccount(shop.url)).status).toBe(200)

    const logout = await fetch(`${storefronts[1]!.url}/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: sessionCookie },
    })
    expect(logout.status).toBe(302)
    expect(logout.headers.get('location')).toBe('/login?loggedOut=1')
    // No waiting: the first call after logout is refused already (well within a second).
    for (const shop of storefronts) {
      const answer = await myAccount(shop.url)
      expect(answer.status).toBe(302)
      expect(answer.headers.get('location')).toMatch(/^\/login/)
    }
    for (const bff of bffs) {
      const me = await call(bff.url, '/api/user/me', {
        headers: { authorization: `Bearer ${token}` },
      })
      expect(me.status).toBe(401)
      expect((await call(bff.url, '/api/user/refresh', { body: { refreshToken } })).status).toBe(
        401,
      )
    }
  })
})
