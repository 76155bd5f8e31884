// The server cart's cookie (D235): the id of the cart the shop's forms write to without
// JavaScript, httpOnly and signed, so no script reads it and no one else's id can be slipped in
// by editing it. `changed` says a form changed the cart since the browser's own cart last took it
// over; the browser then takes the server cart as it is (lib/cart/cart-runtime.ts). A guest cart
// lives 30 days here, as the customer session does.
import type { Cookie } from '@remix-run/node'
import { createShopCookie } from './cookie-settings.server'

export const CART_COOKIE = 'vitrine_cart'
const CART_MAX_AGE_SECONDS = 30 * 24 * 3600
/** A cart id as the BFF makes them (32 characters) or a commerce backend's, never more. */
const CART_ID = /^[\w-]{1,64}$/

export interface CartCookieValue {
  id: string
  changed: boolean
}

let cookie: Cookie | undefined

function cartCookie(): Cookie {
  cookie ??= createShopCookie(CART_COOKIE, CART_MAX_AGE_SECONDS)
  return cookie
}

export function isCartId(value: unknown): value is string {
  return typeof value === 'string' && CART_ID.test(value)
}

/** The cart the request's cookie names; null without one, or with one not signed here. */
export async function readCartCookie(
  cookieHeader: string | null | undefined,
): Promise<CartCookieValue | null> {
  if (!cookieHeader?.includes(`${CART_COOKIE}=`)) return null
  const value: unknown = await cartCookie().parse(cookieHeader)
  if (typeof value !== 'object' || value === null) return null
  const { id, changed } = value as Record<string, unknown>
  return isCartId(id) ? { id, changed: changed === true } : null
}

/** The Set-Cookie header naming `id` as the shopper's cart. */
export function writeCartCookie(value: CartCookieValue): Promise<string> {
  return cartCookie().serialize(value)
}

/** The Set-Cookie header that forgets the cart (logout, a cart the BFF no longer knows). */
export function clearCartCookie(): Promise<string> {
  return cartCookie().serialize('', { maxAge: 0 })
}
