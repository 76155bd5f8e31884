// What the shop's own cookies share: the secret that signs them (and seals the customer's tokens,
// D219), whether they are Secure (the shop served over https) and their attributes.
import { randomBytes } from 'node:crypto'
import { createCookie, type Cookie } from '@remix-run/node'
import { getEnv } from './env.server'

let fallbackSecret: string | undefined

/** The secret signing the shop's cookies: the customer session's and the cart's (D235). */
export function sessionSecret(): string {
  const configured = getEnv().STOREFRONT_SESSION_SECRET
  if (configured) return configured
  // Only when the server was not started by server/index.js (tests): one secret for this process.
  fallbackSecret ??= randomBytes(32).toString('hex')
  return fallbackSecret
}

/** Cookies are Secure when the shop is served over https. */
export function isSecure(): boolean {
  return getEnv().STOREFRONT_PUBLIC_URL?.startsWith('https:') ?? false
}

/** One of the shop's own cookies: httpOnly, SameSite=Lax, signed, for the whole site. */
export function createShopCookie(name: string, maxAgeSeconds: number): Cookie {
  return createCookie(name, {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: isSecure(),
    secrets: [sessionSecret()],
    maxAge: maxAgeSeconds,
  })
}
