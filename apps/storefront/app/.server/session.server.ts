// The customer session (D120): the BFF's customer token and refresh token (vsf-api-contract §1.6)
// kept in an httpOnly, signed cookie on the storefront's server, so forms work without JavaScript
// and no script can read the token. The tokens are sealed in it (D219): AES-256-GCM under a key
// derived with HKDF-SHA256 from STOREFRONT_SESSION_SECRET, so the cookie's value does not show
// them; a cookie of the earlier, readable format counts as logged out. A second cookie, readable and holding no secret, tells the
// browser that a customer is logged in (lib/account/customer-flag.ts). A guest's pages are the
// same for every guest (the page cache, D31); a customer's pages also carry the products on their
// wishlists (D148) and bypass that cache.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'
import { createCookieSessionStorage } from '@remix-run/node'
import { CUSTOMER_FLAG_COOKIE } from '~/lib/account/customer-flag'
import { clearCartCookie } from './cart-cookie.server'
import { isSecure, sessionSecret } from './cookie-settings.server'

export const SESSION_COOKIE = 'vitrine_session'
/** spec 001 §4: the refresh token lives 30 days at the BFF; the cookie no longer. */
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600

export interface CustomerTokens {
  token: string
  refreshToken: string
}

/** What the cookie holds (D219): the tokens sealed, never in the clear. */
interface SealedSession {
  sealed: string
}

let sealKey: Buffer | undefined

function sealingKey(): Buffer {
  sealKey ??= Buffer.from(
    hkdfSync('sha256', sessionSecret(), 'vitrine-session', 'customer tokens seal (D219)', 32),
  )
  return sealKey
}

const IV_BYTES = 12
const TAG_BYTES = 16

/** AES-256-GCM: iv, ciphertext and tag, base64url. */
export function sealTokens(tokens: CustomerTokens): string {
  const iv = randomBytes(IV_BYTES)
  const cipher = createCipheriv('aes-256-gcm', sealingKey(), iv)
  const body = Buffer.concat([cipher.update(JSON.stringify(tokens), 'utf8'), cipher.final()])
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64url')
}

/** The tokens of a sealed value; null when it was not sealed with this secret (or altered). */
export function unsealTokens(sealed: unknown): CustomerTokens | null {
  if (typeof sealed !== 'string') return null
  const raw = Buffer.from(sealed, 'base64url')
  if (raw.length <= IV_BYTES + TAG_BYTES) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealingKey(), raw.subarray(0, IV_BYTES))
    decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES))
    const text = Buffer.concat([
      decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
      decipher.final(),
    ]).toString('utf8')
    const value = JSON.parse(text) as Partial<CustomerTokens>
    return typeof value.token === 'string' && typeof value.refreshToken === 'string'
      ? { token: value.token, refreshToken: value.refreshToken }
      : null
  } catch {
    return null
  }
}

let storage: ReturnType<typeof createCookieSessionStorage<SealedSession>> | undefined

function sessionStorage() {
  storage ??= createCookieSessionStorage<SealedSession>({
    cookie: {
      name: SESSION_COOKIE,
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure: isSecure(),
      secrets: [sessionSecret()],
      maxAge: SESSION_MAX_AGE_SECONDS,
    },
  })
  return storage
}

/** The customer's tokens from the request's cookie, or null for a guest (or a forged cookie). */
export async function readCustomerTokens(
  cookieHeader: string | null | undefined,
): Promise<CustomerTokens | null> {
  if (!cookieHeader?.includes(`${SESSION_COOKIE}=`)) return null
  const session = await sessionStorage().getSession(cookieHeader)
  return unsealTokens(session.get('sealed'))
}

function flagCookie(value: string, maxAge: number): string {
  const secure = isSecure() ? '; Secure' : ''
  return `${CUSTOMER_FLAG_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`
}

/** The Set-Cookie headers of a logged-in session holding `tokens`. */
export async function loginCookies(tokens: CustomerTokens): Promise<string[]> {
  const session = await sessionStorage().getSession()
  session.set('sealed', sealTokens(tokens))
  return [await sessionStorage().commitSession(session), flagCookie('1', SESSION_MAX_AGE_SECONDS)]
}

/**
 * The Set-Cookie headers that end the session: both cookies expire now, and so does the cart
 * cookie, which names the customer's cart (D235).
 */
export async function logoutCookies(): Promise<string[]> {
  const session = await sessionStorage().getSession()
  return [
    await sessionStorage().destroySession(session),
    flagCookie('', 0),
    await clearCartCookie(),
  ]
}

/** Headers carrying several Set-Cookie values. */
export function withCookies(cookies: readonly string[], init: HeadersInit = {}): Headers {
  const headers = new Headers(init)
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return headers
}
