// D120: the customer's tokens live in a signed, httpOnly cookie; a readable flag says "logged in".
import { describe, expect, it } from 'vitest'
import { hasCustomerFlag } from '~/lib/account/customer-flag'
import { loginCookies, logoutCookies, readCustomerTokens } from './session.server'

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

  it('ends both cookies on logout', async () => {
    const cookies = await logoutCookies()
    expect(cookies).toHaveLength(2)
    for (const cookie of cookies) expect(cookie).toMatch(/Max-Age=0|Expires=Thu, 01 Jan 1970/)
    expect(await readCustomerTokens(null)).toBeNull()
  })
})
