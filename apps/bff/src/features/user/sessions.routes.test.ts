// Sessions that really end (D218), as a caller sees them: logout refuses the session's access and
// refresh tokens; a refresh retires the previous access token; a rotated refresh token used again
// after the grace ends the new pair too; a password change ends the other logins only, a reset
// ends them all.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  buildCommerceTestApp,
  confirmFromMail,
  linkParam,
  readLatestMail,
} from '../../../test/commerce-app.js'
import type { App } from '../../app.js'

let app: App

beforeAll(async () => {
  app = await buildCommerceTestApp()
}, 60_000)

afterAll(async () => {
  await app.close()
})

afterEach(() => {
  vi.useRealTimers()
})

const PASSWORD = 'Tulip-Field9'

function post(url: string, payload?: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  })
}

const me = (token: string) =>
  app.inject({ method: 'GET', url: '/api/user/me', headers: { authorization: `Bearer ${token}` } })

const refresh = (refreshToken: string) => post('/api/user/refresh', { refreshToken })

async function account(email: string) {
  const created = await post('/api/user/create', {
    customer: { email, firstname: 'Eva', lastname: 'de Vries' },
    password: PASSWORD,
  })
  expect(created.statusCode).toBe(200)
  await confirmFromMail(app, email)
}

async function logIn(email: string, password = PASSWORD) {
  const response = await post('/api/user/login', { username: email, password })
  expect(response.statusCode).toBe(200)
  const body = response.json() as { result: string; meta: { refreshToken: string } }
  return { token: body.result, refreshToken: body.meta.refreshToken }
}

describe('POST /api/user/logout', () => {
  it('ends the session: its access and refresh tokens are a 401 from then on', async () => {
    await account('logout@example.nl')
    const session = await logIn('logout@example.nl')
    const other = await logIn('logout@example.nl')
    const out = await post('/api/user/logout', undefined, session.token)
    expect(out.json()).toEqual({ code: 200, result: true })
    expect(out.headers['cache-control']).toBe('no-cache, no-store')
    expect((await me(session.token)).statusCode).toBe(401)
    expect((await refresh(session.refreshToken)).statusCode).toBe(401)
    expect((await me(other.token)).statusCode).toBe(200)
  })

  it('ends the session by the refresh token in the body', async () => {
    await account('logout-refresh@example.nl')
    const session = await logIn('logout-refresh@example.nl')
    const out = await post('/api/user/logout', { refreshToken: session.refreshToken })
    expect(out.statusCode).toBe(200)
    expect((await me(session.token)).statusCode).toBe(401)
    expect((await refresh(session.refreshToken)).statusCode).toBe(401)
  })

  it('is a 401 for a token nobody holds, or none', async () => {
    expect((await post('/api/user/logout', undefined, 'not-a-token')).json()).toMatchObject({
      code: 401,
    })
    expect((await post('/api/user/logout')).statusCode).toBe(401)
    const bad = await post('/api/user/logout', { refreshToken: 42 })
    expect(bad.statusCode).toBe(400)
    expect(JSON.stringify(bad.json())).toContain('refreshToken')
  })
})

describe('refresh rotation', () => {
  it('retires the previous access token', async () => {
    await account('rotate@example.nl')
    const first = await logIn('rotate@example.nl')
    const refreshed = await refresh(first.refreshToken)
    expect(refreshed.statusCode).toBe(200)
    const { result: token } = refreshed.json() as { result: string }
    expect((await me(first.token)).statusCode).toBe(401)
    expect((await me(token)).statusCode).toBe(200)
  })

  it('ends the new pair when the rotated refresh token comes back after the grace', async () => {
    await account('reuse@example.nl')
    const first = await logIn('reuse@example.nl')
    const refreshed = (await refresh(first.refreshToken)).json() as {
      result: string
      meta: { refreshToken: string }
    }
    // Within the grace (two tabs refreshing at once) the reuse is only refused.
    expect((await refresh(first.refreshToken)).statusCode).toBe(401)
    expect((await me(refreshed.result)).statusCode).toBe(200)
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 60_000 })
    expect((await refresh(first.refreshToken)).statusCode).toBe(401)
    expect((await me(refreshed.result)).statusCode).toBe(401)
    expect((await refresh(refreshed.meta.refreshToken)).statusCode).toBe(401)
  })
})

describe('password change', () => {
  it('keeps the caller’s session and ends another login’s', async () => {
    await account('change@example.nl')
    const current = await logIn('change@example.nl')
    const other = await logIn('change@example.nl')
    const changed = await post(
      '/api/user/change-password',
      { currentPassword: PASSWORD, newPassword: 'Brand-New-7x' },
      current.token,
    )
    expect(changed.json()).toEqual({ code: 200, result: true })
    expect((await me(current.token)).statusCode).toBe(200)
    expect((await refresh(current.refreshToken)).statusCode).toBe(200)
    expect((await me(other.token)).statusCode).toBe(401)
    expect((await refresh(other.refreshToken)).statusCode).toBe(401)
  })

  it('by reset ends every login', async () => {
    await account('reset-all@example.nl')
    const sessions = [await logIn('reset-all@example.nl'), await logIn('reset-all@example.nl')]
    expect(
      (await post('/api/user/reset-password', { email: 'reset-all@example.nl' })).statusCode,
    ).toBe(200)
    const mail = await readLatestMail(app, 'reset-all@example.nl', 'password-reset')
    const reset = await post('/api/user/create-password', {
      email: 'reset-all@example.nl',
      resetToken: linkParam(mail.text, 'token'),
      newPassword: 'Brand-New-7x',
    })
    expect(reset.json()).toEqual({ code: 200, result: true })
    for (const session of sessions) {
      expect((await me(session.token)).statusCode).toBe(401)
      expect((await refresh(session.refreshToken)).statusCode).toBe(401)
    }
  })
})
