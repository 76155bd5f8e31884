// Rate limits of the account calls (D108): five wrong passwords in a row for one e-mail lock its
// login for the window (whatever the next password), each IP has its own budget, and with Redis
// several BFF instances share the counts. Every 429 says when to come back (Retry-After).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCommerceTestApp, confirmFromMail, postAs } from '../../test/commerce-app.js'
import {
  assertRedisForCi,
  createTestKeyPrefix,
  deleteKeysWithPrefix,
  redisUrl,
  resolveRedisForTests,
} from '../../test/redis.js'
import type { App } from '../app.js'
import { formatRetryMessage } from './auth-rate-limit.js'

const PASSWORD = 'Tulip-Field9'

async function confirmedCustomer(app: App, email: string) {
  const created = await postAs(app, '/api/user/create', {
    customer: { email, firstname: 'Eva', lastname: 'Bos' },
    password: PASSWORD,
  })
  expect(created.statusCode).toBe(200)
  await confirmFromMail(app, email)
}

const logIn = (app: App, username: string, password: string, ip = '127.0.0.1') =>
  app.inject({
    method: 'POST',
    url: '/api/user/login',
    payload: { username, password },
    headers: { 'x-forwarded-for': ip },
  })

describe('account rate limits in memory', () => {
  let app: App

  beforeAll(async () => {
    app = await buildCommerceTestApp({ AUTH_RATE_LIMIT_IP_MAX: '100' })
  }, 60_000)

  afterAll(async () => {
    await app.close()
  })

  it('locks an e-mail’s login after five wrong passwords in a row, even for the right one', async () => {
    await confirmedCustomer(app, 'guessed@example.nl')
    await confirmedCustomer(app, 'bystander@example.nl')
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const wrong = await logIn(app, 'guessed@example.nl', `Wrong-guess-${attempt}`)
      expect(wrong.statusCode).toBe(401)
    }
    const locked = await logIn(app, 'GUESSED@example.nl', PASSWORD)
    expect(locked.statusCode).toBe(429)
    const seconds = Number(locked.headers['retry-after'])
    expect(seconds).toBeGreaterThan(0)
    expect(seconds).toBeLessThanOrEqual(900)
    expect(locked.json()).toEqual({ code: 429, result: formatRetryMessage(seconds) })
    expect((await logIn(app, 'bystander@example.nl', PASSWORD)).statusCode).toBe(200)
  })

  it('counts only failures: right passwords never use up the e-mail’s budget', async () => {
    await confirmedCustomer(app, 'regular@example.nl')
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      expect((await logIn(app, 'regular@example.nl', PASSWORD)).statusCode).toBe(200)
    }
  })

  it('limits the reset mails to one address', async () => {
    await confirmedCustomer(app, 'resets@example.nl')
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      const response = await postAs(app, '/api/user/reset-password', { email: 'resets@example.nl' })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  })
})

describe('account rate limits per IP', () => {
  let app: App

  beforeAll(async () => {
    app = await buildCommerceTestApp({ AUTH_RATE_LIMIT_IP_MAX: '3' })
  }, 60_000)

  afterAll(async () => {
    await app.close()
  })

  it('gives each client address (from a trusted proxy’s X-Forwarded-For) its own budget', async () => {
    const ask = (email: string, ip: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/is-email-available',
        payload: { customerEmail: email },
        headers: { 'x-forwarded-for': ip },
      })
    const first = await Promise.all(
      ['a', 'b', 'c'].map((name) => ask(`${name}@example.nl`, '203.0.113.7')),
    )
    expect(first.map((response) => response.statusCode)).toEqual([200, 200, 200])
    const fourth = await ask('d@example.nl', '203.0.113.7')
    expect(fourth.statusCode).toBe(429)
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0)
    expect((await ask('d@example.nl', '198.51.100.2')).statusCode).toBe(200)
  })
})

const redis = await resolveRedisForTests()

describe.skipIf(!redis.run)('account rate limits in Redis', () => {
  const prefix = createTestKeyPrefix()
  let first: App
  let second: App

  beforeAll(async () => {
    assertRedisForCi(redis.availability)
    const config = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: prefix, AUTH_RATE_LIMIT_IP_MAX: '100' }
    first = await buildCommerceTestApp(config)
    second = await buildCommerceTestApp(config)
  }, 60_000)

  afterAll(async () => {
    await first?.close()
    await second?.close()
    await deleteKeysWithPrefix(prefix)
  })

  it('shares the wrong-password count between BFF instances', async () => {
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const app = attempt % 2 === 0 ? second : first
      expect((await logIn(app, 'shared@example.nl', `Wrong-guess-${attempt}`)).statusCode).toBe(401)
    }
    const locked = await logIn(second, 'shared@example.nl', PASSWORD)
    expect(locked.statusCode).toBe(429)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
  })
})
