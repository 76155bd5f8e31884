// The customer session (D120): the BFF's customer token and refresh token (vsf-api-contract §1.6)
// kept in an httpOnly, signed cookie on the storefront's server, so forms work without JavaScript
// and no script can read the token. A second cookie, readable and holding no secret, tells the
// browser that a customer is logged in (lib/account/customer-flag.ts). A guest's pages are the
// same for every guest (the page cache, D31); a customer's pages also carry the products on their
// wishlists (D148) and bypass that cache.
import { randomBytes } from 'node:crypto'
import { createCookieSessionStorage } from '@remix-run/node'
import { CUSTOMER_FLAG_COOKIE } from '~/lib/account/customer-flag'
import { getEnv } from './env.server'

export const SESSION_COOKIE = 'vitrine_session'
/** spec 001 §4: the refresh token lives 30 days at the BFF; the cookie no longer. */
const SESSION_MAX_AGE_SECONDS = 30 * 24 * 3600

export interface CustomerTokens {
  token: string
  refreshToken: string
}

let fallbackSecret: string | undefined

function sessionSecret(): string {
  const configured = getEnv().STOREFRONT_SESSION_SECRET
  if (configured) return configured
  // Only when the server was not started by server/index.js (tests): one secret for this process.
  fallbackSecret ??= randomBytes(32).toString('hex')
  return fallbackSecret
}

function isSecure(): boolean {
  return getEnv().STOREFRONT_PUBLIC_URL?.startsWith('https:') ?? false
}

let storage: ReturnType<typeof createCookieSessionStorage<CustomerTokens>> | undefined

function sessionStorage() {
  storage ??= createCookieSessionStorage<CustomerTokens>({
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
  const token = session.get('token')
  const refreshToken = session.get('refreshToken')
  return token && refreshToken ? { token, refreshToken } : null
}

function flagCookie(value: string, maxAge: number): string {
  const secure = isSecure() ? '; Secure' : ''
  return `${CUSTOMER_FLAG_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`
}

/** The Set-Cookie headers of a logged-in session holding `tokens`. */
export async function loginCookies(tokens: CustomerTokens): Promise<string[]> {
  const session = await sessionStorage().getSession()
  session.set('token', tokens.token)
  session.set('refreshToken', tokens.refreshToken)
  return [await sessionStorage().commitSession(session), flagCookie('1', SESSION_MAX_AGE_SECONDS)]
}

/** The Set-Cookie headers that end the session (both cookies expire now). */
export async function logoutCookies(): Promise<string[]> {
  const session = await sessionStorage().getSession()
  return [await sessionStorage().destroySession(session), flagCookie('', 0)]
}

/** Headers carrying several Set-Cookie values. */
export function withCookies(cookies: readonly string[], init: HeadersInit = {}): Headers {
  const headers = new Headers(init)
  for (const cookie of cookies) headers.append('set-cookie', cookie)
  return headers
}
