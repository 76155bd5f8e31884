import { describe, expect, it } from 'vitest'
import { clearCartCookie, readCartCookie, writeCartCookie } from './cart-cookie.server'

const sent = (setCookie: string) => setCookie.split(';')[0] ?? ''

describe('the cart cookie (D235)', () => {
  it('names the cart in an httpOnly, signed cookie that reads back', async () => {
    const setCookie = await writeCartCookie({ id: 'a'.repeat(32), changed: true })
    expect(setCookie).toMatch(/HttpOnly/)
    expect(setCookie).toMatch(/SameSite=Lax/)
    expect(await readCartCookie(sent(setCookie))).toEqual({ id: 'a'.repeat(32), changed: true })
  })

  it('reads an edited value, an unsigned one or a malformed id as no cart', async () => {
    const setCookie = await writeCartCookie({ id: 'b'.repeat(32), changed: false })
    const [name, value = ''] = sent(setCookie).split('=')
    const [payload = '', signature = ''] = decodeURIComponent(value).split('.')
    const other = Buffer.from(JSON.stringify({ id: 'c'.repeat(32), changed: false })).toString(
      'base64',
    )
    expect(
      await readCartCookie(`${name}=${encodeURIComponent(`${other}.${signature}`)}`),
    ).toBeNull()
    expect(await readCartCookie(`${name}=${encodeURIComponent(payload)}`)).toBeNull()
    const bad = await writeCartCookie({ id: '../x y', changed: false })
    expect(await readCartCookie(sent(bad))).toBeNull()
    expect(await readCartCookie(null)).toBeNull()
  })

  it('is forgotten with an expired cookie', async () => {
    expect(await clearCartCookie()).toMatch(/Max-Age=0/)
  })
})
