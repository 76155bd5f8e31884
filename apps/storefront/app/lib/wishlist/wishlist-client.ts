// The browser's wishlist calls (spec 001 §7) for the add-to-wishlist modal: through the
// storefront's proxy, which adds the session's token (D120, D148). A 401 (the access token ran
// out) refreshes the session once at /account-session and sends the call again. Answers are checked
// with the contract's schemas; a refusal comes back with the BFF's message.
import type { StoreView } from '@vitrine/contracts/store-views'
import {
  WishlistDeletedEnvelopeSchema,
  WishlistEnvelopeSchema,
  WishlistItemEnvelopeSchema,
  WishlistListEnvelopeSchema,
  type Wishlist,
  type WishlistItem,
} from '@vitrine/contracts/wishlist'
import type { z } from 'zod'
import { SESSION_REFRESH_PATH } from '~/lib/account/session-fetch'
import { buildStorePath } from '~/lib/store-path'

export class WishlistCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

type Method = 'GET' | 'POST' | 'DELETE'

async function send(storeView: StoreView, path: string, method: Method, body?: unknown) {
  return fetch(buildStorePath(storeView, `/api/wishlist${path}`), {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
}

async function call<S extends z.ZodType>(
  storeView: StoreView,
  schema: S,
  path: string,
  method: Method,
  body?: unknown,
): Promise<z.infer<S>> {
  let answer = await send(storeView, path, method, body)
  if (answer.status === 401) {
    const refreshed = await fetch(SESSION_REFRESH_PATH, {
      method: 'POST',
      credentials: 'same-origin',
    })
    if (refreshed.ok) answer = await send(storeView, path, method, body)
  }
  const json: unknown = await answer.json().catch(() => null)
  if (!answer.ok) {
    const message = (json as { result?: unknown } | null)?.result
    throw new WishlistCallError(answer.status, typeof message === 'string' ? message : '')
  }
  return schema.parse(json)
}

export async function fetchWishlists(storeView: StoreView): Promise<Wishlist[]> {
  return (await call(storeView, WishlistListEnvelopeSchema, '', 'GET')).result
}

export async function createWishlist(storeView: StoreView, name: string): Promise<Wishlist> {
  return (await call(storeView, WishlistEnvelopeSchema, '', 'POST', { wishlist: { name } })).result
}

export async function addToWishlist(
  storeView: StoreView,
  wishlistId: number,
  productId: number,
): Promise<WishlistItem> {
  const body = { wishlistItem: { product_id: productId, quantity: 1 } }
  return (await call(storeView, WishlistItemEnvelopeSchema, `/${wishlistId}/items`, 'POST', body))
    .result
}

export async function removeFromWishlist(
  storeView: StoreView,
  wishlistId: number,
  itemId: number,
): Promise<void> {
  const path = `/${wishlistId}/items/${itemId}`
  await call(storeView, WishlistDeletedEnvelopeSchema, path, 'DELETE')
}
