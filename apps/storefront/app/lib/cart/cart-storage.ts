// The first storefront step kept the cart token and lines in localStorage (D25). The cart now
// lives in the cart store (IndexedDB); a cart left in localStorage by that step is moved over
// once, so nobody loses their cart, and the old keys are removed. Storage failures (private
// mode) never break the shop: reads give nothing.
import { CART_ITEMS_KEY, CART_TOKEN_KEY, readStoredCart } from './cart-store'
import type { CartStore } from './cart-types'

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function readJson(storage: KeyValueStorage, key: string): unknown {
  const raw = storage.getItem(key)
  if (!raw) return null
  try {
    return JSON.parse(raw)
  } catch {
    // The token was once stored bare.
    return raw
  }
}

/** Moves a localStorage cart into `store` when the store has none; removes the old keys. */
export async function migrateLegacyCart(
  store: CartStore,
  storage: KeyValueStorage | null,
): Promise<void> {
  try {
    if (!storage || storage.getItem(CART_TOKEN_KEY) === null) return
    const legacy = readStoredCart({
      token: readJson(storage, CART_TOKEN_KEY),
      items: readJson(storage, CART_ITEMS_KEY),
    })
    const current = await store.read()
    if (current.token === null && current.items.length === 0) {
      await store.write({ token: legacy.token, items: legacy.items })
    }
    storage.removeItem(CART_TOKEN_KEY)
    storage.removeItem(CART_ITEMS_KEY)
  } catch (error) {
    console.warn('the old cart could not be moved', error)
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
