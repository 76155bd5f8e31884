// D120: the customer's tokens live in a signed, httpOnly cookie; a readable flag says "logged in".
// D219: the tokens are sealed in it; a cookie of the earlier, readable format is logged out.
import { createCookieSessionStorage } from '@remix-run/node'
import { describe, expect, it, vi } from 'vitest'
import { hasCustomerFlag } from '~/lib/account/customer-flag'
import { loginCookies, logoutCookies, readCustomerTokens } from './session.server'

const SECRET = vi.hoisted(() => {
  const secret = 'a-test-session-secret-of-forty-characters'
  process.env.STOREFRONT_SESSION_SECRET = secret
  return secret
})

function cookieHeader(setCookies: string[]): string {
  return setCookies.map((cookie) => cookie.split(';')[0]).join('; ')
}

describe('the customer session cookie', () => {
  it('gives back the tokens it was made with, from an httpOnly cookie', async () => {
    const cookies = await loginCookies({ token: 'access-1', refreshToken: 'refresh-1' })
    expect(cookies[0]).toMatch(/^vitrine_session=.*HttpOnly/i)
    expect(await readCustomerTokens(cookieHeader(cookies))).toEqual({
      token: 'access-1',
      refreshToken: 'refresh-1',
    })
    expect(hasCustomerFlag(cookieHeader(cookies))).toBe(true)
  })

  it('refuses a cookie whose content was changed', async () => {
    const [session = ''] = await loginCookies({ token: 'access-1', refreshToken: 'refresh-1' })
    const value = session.split(';')[0]!.split('=')[1]!
    const forged = `vitrine_session=${Buffer.from('{"token":"x","refreshToken":"y"}').toString('base64')}.${value.split('.')[1] ?? ''}`
    expect(await readCustomerTokens(forged)).toBeNull()
  })

  it('ends both cookies on logout, and forgets the cart cookie, which names their cart', async () => {
    const cookies = await logoutCookies()
    expect(cookies.map((cookie) => cookie.split('=')[0])).toEqual([
      'vitrine_session',
      'vitrine_customer',
      'vitrine_cart',
    ])
    for (const cookie of cookies) expect(cookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/)
    expect(await readCustomerTokens(null)).toBeNull()
  })

  it('does not show the tokens: no part of the value decodes to them', async () => {
    const token = 'access-token-visible-if-readable'
    const refreshToken = 'refresh-token-visible-if-readable'
    const [session = ''] = await loginCookies({ token, refreshToken })
    const value = decodeURIComponent(session.split(';')[0]!.split('=').slice(1).join('='))
    const decoded = [value, ...value.split('.')].map((part) =>
      Buffer.from(part, 'base64').toString('utf8'),
    )
    for (const text of [value, ...decoded]) {
      expect(text).not.toContain(token)
      expect(text).not.toContain(refreshToken)
    }
  })

  it('counts a signed cookie of the readable format as logged out', async () => {
    const older = createCookieSessionStorage<{ token: string; refreshToken: string }>({
      cookie: { name: 'vitrine_session', secrets: [SECRET] },
    })
    const session = await older.getSession()
    session.set('token', 'access-1')
    session.set('refreshToken', 'refresh-1')
    const header = (await older.commitSession(session)).split(';')[0]!
    expect(await older.getSession(header).then((read) => read.get('token'))).toBe('access-1')
    expect(await readCustomerTokens(header)).toBeNull()
  })
})
