// The server cart the shop's forms use without JavaScript (D235): a guest's cart is the one the
// cart cookie names (a new one is made at the first change), a logged-in customer's is their own
// cart at the BFF, asked with their token (a 401 refreshes it once, as the account pages do). Every
// change marks the cookie `changed`, so the browser's cart takes the server's over when scripts
// run again. A cart the BFF no longer knows (ordered, expired) is forgotten and, for a change,
// replaced by a new one.
import type { BffClient } from '@vitrine/contracts/bff-client'
import { createCart } from '@vitrine/contracts/cart-client'
import {
  clearCartCookie,
  readCartCookie,
  writeCartCookie,
  type CartCookieValue,
} from './cart-cookie.server'
import type { RequestContext } from './context.server'
import { asCustomer, type CustomerSession } from './customer-session.server'
import { readCustomerTokens } from './session.server'
import { isBffStatus } from './user-api.server'

export type CartClient = Pick<BffClient, 'call'>
type CartContext = Pick<RequestContext, 'bff' | 'storeView' | 'requestId' | 'forwardedFor'>

export interface ServerCartScope {
  /** The cart the cookie names, as it was when the request came. */
  stored: CartCookieValue | null
  /** The logged-in customer's session; null for a guest. */
  session: CustomerSession | null
  /** Runs calls as the shopper: with the customer's token when logged in. */
  run: <T>(call: (client: CartClient) => Promise<T>) => Promise<T>
}

/** The BFF client of this request, with the customer's token and the shopper's address (D108). */
function clientAs(context: CartContext, token: string | null): CartClient {
  const added: Record<string, string> = {}
  if (token) added.authorization = `Bearer ${token}`
  if (context.forwardedFor) added['x-forwarded-for'] = context.forwardedFor
  const call: BffClient['call'] = (path, request = {}) =>
    context.bff.call(path, { ...request, headers: { ...request.headers, ...added } })
  return { call }
}

export async function openServerCart(
  request: Request,
  context: CartContext,
): Promise<ServerCartScope> {
  const cookieHeader = request.headers.get('cookie')
  const [stored, tokens] = await Promise.all([
    readCartCookie(cookieHeader),
    readCustomerTokens(cookieHeader),
  ])
  const session = tokens ? { tokens, cookies: [] as string[] } : null
  const run = <T>(call: (client: CartClient) => Promise<T>): Promise<T> =>
    session
      ? asCustomer(context, session, (token) => call(clientAs(context, token)))
      : call(clientAs(context, null))
  return { stored, session, run }
}

/**
 * The shopper's cart id: a customer's own cart (the BFF finds it, or makes it), a guest's the one
 * the cookie names; null for a guest without one.
 */
function findCartId({ stored, session, run }: ServerCartScope): Promise<string | null> {
  return session ? run(createCart) : Promise.resolve(stored?.id ?? null)
}

export interface CartWrite<T> {
  result: T
  /** Set-Cookie headers for the answer: a refreshed session, the cart cookie. */
  cookies: string[]
}

/**
 * Changes the shopper's server cart: `write` gets the cart's id (made when there is none yet).
 * A guest's forgotten cart (404) is replaced by a new one and the change made there.
 */
export async function writeServerCart<T>(
  scope: ServerCartScope,
  write: (client: CartClient, cartId: string) => Promise<T>,
): Promise<CartWrite<T>> {
  const { stored, session, run } = scope
  let cartId = (await findCartId(scope)) ?? (await run(createCart))
  let result: T
  try {
    result = await run((client) => write(client, cartId))
  } catch (error) {
    if (session || !stored || !isBffStatus(error, 404)) throw error
    cartId = await run(createCart)
    result = await run((client) => write(client, cartId))
  }
  const cookie = await writeCartCookie({ id: cartId, changed: true })
  return { result, cookies: [...(session?.cookies ?? []), cookie] }
}

export interface CartRead<T> {
  /** null when there is no server cart (none named, or the BFF no longer knows it). */
  result: { cartId: string; changed: boolean; value: T } | null
  cookies: string[]
}

/**
 * Reads the shopper's server cart: a guest's is the cookie's cart, a customer's is their own
 * (whatever the cookie names). A cart the BFF does not know is forgotten; a session that has
 * expired reads as no cart here (the page is not redirected for it).
 */
export async function readServerCart<T>(
  scope: ServerCartScope,
  read: (client: CartClient, cartId: string) => Promise<T>,
): Promise<CartRead<T>> {
  const { stored, session, run } = scope
  try {
    const cartId = await findCartId(scope)
    if (cartId === null) return { result: null, cookies: [] }
    const value = await run((client) => read(client, cartId))
    const changed = stored?.id === cartId && stored.changed
    return { result: { cartId, changed, value }, cookies: session?.cookies ?? [] }
  } catch (error) {
    if (error instanceof Response) return { result: null, cookies: [] }
    if (!isBffStatus(error, 401, 403, 404)) throw error
    return { result: null, cookies: [await clearCartCookie()] }
  }
}
