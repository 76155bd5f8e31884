// Where the browser keeps its cart (spec 000 §3 "Local storage areas and keys"): the lines under
// `current-cart`, the server cart's token under `current-cart-token`, the hash of the last
// synchronised cart under `current-cart-hash` and the time of the last guest fallback under
// `last-cart-bypass-ts`; the server's totals ride along under `current-cart-totals` so a reload
// shows the last known amounts before the first sync. The cart session only sees the CartStore
// interface (cart-types.ts): IndexedDB in the browser (cart-store-indexeddb.ts), memory in unit tests and where
// the browser refuses IndexedDB.
import type { CartTotals } from '@vitrine/contracts/cart'
import type { CartStore, LocalCartItem, StoredCart } from './cart-types'

export const CART_ITEMS_KEY = 'current-cart'
export const CART_TOKEN_KEY = 'current-cart-token'
export const CART_HASH_KEY = 'current-cart-hash'
export const CART_TOTALS_KEY = 'current-cart-totals'
export const CART_BYPASS_TS_KEY = 'last-cart-bypass-ts'

export const emptyStoredCart: StoredCart = {
  items: [],
  token: null,
  hash: null,
  totals: null,
  bypassTs: null,
}

/** The store's key for each field, as spec 000 §3 names them. */
export const storedCartKeys: Record<keyof StoredCart, string> = {
  items: CART_ITEMS_KEY,
  token: CART_TOKEN_KEY,
  hash: CART_HASH_KEY,
  totals: CART_TOTALS_KEY,
  bypassTs: CART_BYPASS_TS_KEY,
}

function isLocalCartItem(value: unknown): value is LocalCartItem {
  if (typeof value !== 'object' || value === null) return false
  const item = value as Record<string, unknown>
  return typeof item.sku === 'string' && typeof item.qty === 'number'
}

/** A stored cart from raw key values, leniently: anything malformed reads as absent. */
export function readStoredCart(raw: Partial<Record<keyof StoredCart, unknown>>): StoredCart {
  const items = Array.isArray(raw.items) ? raw.items.filter(isLocalCartItem) : []
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null)
  const totals =
    typeof raw.totals === 'object' && raw.totals !== null && 'grand_total' in raw.totals
      ? (raw.totals as CartTotals)
      : null
  const bypassTs = typeof raw.bypassTs === 'number' ? raw.bypassTs : null
  return { items, token: text(raw.token), hash: text(raw.hash), totals, bypassTs }
}

/** A cart store in memory: unit tests, and the fallback when IndexedDB is not there. */
export function createMemoryCartStore(initial: Partial<StoredCart> = {}): CartStore {
  let stored: StoredCart = { ...emptyStoredCart, ...initial }
  return {
    read: () => Promise.resolve(structuredClone(stored)),
    write: (changes) => {
      stored = { ...stored, ...structuredClone(changes) }
      return Promise.resolve()
    },
  }
}
