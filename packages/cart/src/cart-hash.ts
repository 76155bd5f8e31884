// Cart hash and the "is a sync needed" decision (spec 000 §3 cartItemsHash, §4 "Cart
// synchronisation"). The hash is sha3-224 hex over the canonical JSON of { items, token }, where
// each item is reduced to what the shopper can change (sku, parent sku, quantity, option
// checksum) and items are sorted, so neither server ids nor line order make the cart "changed".
import { canonicalStringify, hashCanonicalJson } from './canonical-json.js'
import { readCartItemChecksum } from './cart-item-checksum.js'
import type { CartItem } from './cart-item.types.js'

export function hashCartItems(items: readonly CartItem[], token: string | null): string {
  const reduced = items
    .map((item) => ({
      sku: item.sku,
      parentSku: item.parentSku ?? null,
      qty: item.qty,
      checksum: readCartItemChecksum(item),
    }))
    .map((item) => ({ item, key: canonicalStringify(item) }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ item }) => item)
  return hashCanonicalJson({ items: reduced, token: token ?? null })
}

export interface CartSyncState {
  /** Server cart sync switched on in config and not disabled by the bypass counter. */
  syncEnabled: boolean
  /** The cart has a server token (cartServerToken). */
  connected: boolean
  currentHash: string
  /** The hash recorded after the last sync; null when the cart was never synced. */
  lastSyncedHash: string | null
  forced?: boolean
}

export type CartSyncDecision =
  | { sync: true; reason: 'forced' | 'never-synced' | 'hash-changed' }
  | { sync: false; reason: 'sync-disabled' | 'not-connected' | 'unchanged' }

/**
 * spec 000 §4: a sync runs only when server sync is enabled and the cart is connected, and then
 * when forced, never synced, or the item hash changed.
 */
export function decideCartSync(state: CartSyncState): CartSyncDecision {
  if (!state.syncEnabled) return { sync: false, reason: 'sync-disabled' }
  if (!state.connected) return { sync: false, reason: 'not-connected' }
  if (state.forced === true) return { sync: true, reason: 'forced' }
  if (state.lastSyncedHash === null) return { sync: true, reason: 'never-synced' }
  if (state.lastSyncedHash !== state.currentHash) return { sync: true, reason: 'hash-changed' }
  return { sync: false, reason: 'unchanged' }
}

/** Shorthand for `decideCartSync(state).sync`. */
export function shouldSyncCart(state: CartSyncState): boolean {
  return decideCartSync(state).sync
}
