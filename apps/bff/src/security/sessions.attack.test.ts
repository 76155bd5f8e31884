// An attacker holding a copy of a shopper's session cookie (a shared computer, a leaked log, a
// proxy's cache) against the built BFF and storefront as processes (D218, D219): the cookie's value
// shows no token, and once the shopper logs out neither the cookie nor the tokens sealed in it open
// anything: not the account pages, not the storefront's proxy, not the BFF.
import { createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  assertBuilt,
  startBff,
  startStorefront,
  stopInstance,
  type Instance,
} from '../../test/instances.js'

const SESSION_SECRET = `sessions-attack-${randomBytes(8).toString('hex')}-secret`
const EMAIL = 'victim@example.nl'
const PASSWORD = 'Tulip-Field9'

let dataDir = ''
let bff: Instance | undefined
let storefront: Instance | undefined

async function bffCall(path: string, init: { method?: string; body?: unknown; token?: string }) {
  const response = await fetch(`${bff!.url}${path}`, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      'content-type': 'application/json',
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  })
  return { status: response.status, body: (await response.json()) as { result: unknown } }
}

/** What the test (knowing the secret, unlike the attacker) finds sealed in the cookie. */
function unseal(cookieValue: string): { token: string; refreshToken: string } {
  const data = decodeURIComponent(cookieValue).split('.')[0]!
  const { sealed } = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as { sealed: string }
  const raw = Buffer.from(sealed, 'base64url')
  const key = Buffer.from(
    hkdfSync('sha256', SESSION_SECRET, 'vitrine-session', 'customer tokens seal (D219)', 32),
  )
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12))
  decipher.setAuthTag(raw.subarray(raw.length - 16))
  const text = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()])
  return JSON.parse(text.toString('utf8')) as { token: string; refreshToken: string }
}

beforeAll(async () => {
  assertBuilt()
  dataDir = await mkdtemp(join(tmpdir(), 'vitrine-sessions-attack-'))
  bff = await startBff('bff', { DATA_DIR: dataDir, LOG_LEVEL: 'silent', LOCAL_DEV_ROUTES: 'true' })
  storefront = await startStorefront('storefront', {
    BFF_URL: bff.url,
    STOREFRONT_SESSION_SECRET: SESSION_SECRET,
    LOG_LEVEL: 'silent',
  })
  const created = await bffCall('/api/user/create', {
    body: { customer: { email: EMAIL, firstname: 'Eva', lastname: 'Bos' }, password: PASSWORD },
  })
  expect(created.status).toBe(200)
  const outbox = await bffCall(`/api/dev/outbox?to=${encodeURIComponent(EMAIL)}`, {})
  const [mail] = outbox.body.result as Array<{ text: string }>
  const key = /[?&]key=([\w-]+)/.exec(mail!.text)![1]!
  const activated = await bffCall('/api/user/activate', {
    method: 'PUT',
    body: { customerEmail: EMAIL, confirmationKey: key },
  })
  expect(activated.status).toBe(200)
}, 120_000)

afterAll(async () => {
  await Promise.all([stopInstance(storefront), stopInstance(bff)])
  if (dataDir) await rm(dataDir, { recursive: true, force: true })
})

describe('a copy of the session cookie', () => {
  it('shows no token, and opens nothing once the shopper has logged out', async () => {
    const shop = storefront!.url
    const login = await fetch(`${shop}/login`, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({ intent: 'login', email: EMAIL, password: PASSWORD }),
    })
    expect(login.status).toBe(302)
    const stolen = login.headers
      .getSetCookie()
      .map((cookie) => cookie.split(';')[0]!)
      .find((cookie) => cookie.startsWith('vitrine_session='))!
    const value = stolen.slice('vitrine_session='.length)
    const { token, refreshToken } = unseal(value)
    const decoded = decodeURIComponent(value)
    for (const text of [
      decoded,
      ...decoded.split('.').map((part) => Buffer.from(part, 'base64').toString('utf8')),
    ]) {
      expect(text).not.toContain(token)
      expect(text).not.toContain(refreshToken)
    }

    const withCookie = { redirect: 'manual' as const, headers: { cookie: stolen } }
    expect((await fetch(`${shop}/my-account`, withCookie)).status).toBe(200)
    expect((await fetch(`${shop}/api/user/me`, withCookie)).status).toBe(200)

    const logout = await fetch(`${shop}/logout`, { method: 'POST', ...withCookie })
    expect(logout.status).toBe(302)
    expect(logout.headers.get('location')).toBe('/login?loggedOut=1')

    const page = await fetch(`${shop}/my-account`, withCookie)
    expect(page.status).toBe(302)
    expect(page.headers.get('location')).toMatch(/^\/login/)
    expect((await fetch(`${shop}/api/user/me`, withCookie)).status).toBe(401)
    expect((await bffCall('/api/user/me', { token })).status).toBe(401)
    expect((await bffCall('/api/user/refresh', { body: { refreshToken } })).status).toBe(401)
  })
})
