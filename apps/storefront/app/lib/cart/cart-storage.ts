// The browser copy of the cart (spec 000 §3 "Local storage areas and keys"): the server cart's
// token under `current-cart-token` and the lines under `current-cart`. Issue 7 item 3 moves the
// lines to IndexedDB; until then localStorage holds both. Storage failures (private mode, quota)
// never break the shop: reads give nothing, writes are dropped.
import type { LocalCartItem } from './cart-lines'

export const CART_TOKEN_KEY = 'current-cart-token'
export const CART_ITEMS_KEY = 'current-cart'

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function readCartToken(storage: KeyValueStorage | null): string | null {
  try {
    const raw = storage?.getItem(CART_TOKEN_KEY)
    if (!raw) return null
    // Stored as JSON like the other keys (a quoted string); a bare token is accepted too.
    const parsed: unknown = raw.startsWith('"') ? JSON.parse(raw) : raw
    return typeof parsed === 'string' && parsed !== '' ? parsed : null
  } catch {
    return null
  }
}

export function writeCartToken(storage: KeyValueStorage | null, token: string | null): void {
  try {
    if (token === null) storage?.removeItem(CART_TOKEN_KEY)
    else storage?.setItem(CART_TOKEN_KEY, JSON.stringify(token))
  } catch {
    // spec 000 §8: cache write failures are logged only; the server keeps the cart.
  }
}

function isLocalCartItem(value: unknown): value is LocalCartItem {
  if (typeof value !== 'object' || value === null) return false
  const item = value as Record<string, unknown>
  return typeof item.sku === 'string' && typeof item.qty === 'number'
}

export function readCartItems(storage: KeyValueStorage | null): LocalCartItem[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(CART_ITEMS_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isLocalCartItem) : []
  } catch {
    return []
  }
}

export function writeCartItems(storage: KeyValueStorage | null, items: readonly LocalCartItem[]) {
  try {
    storage?.setItem(CART_ITEMS_KEY, JSON.stringify(items))
  } catch {
    // spec 000 §8: cache write failures are logged only.
  }
}

/** The page's localStorage, or null on the server and where the browser refuses it. */
export function getBrowserStorage(): KeyValueStorage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}
