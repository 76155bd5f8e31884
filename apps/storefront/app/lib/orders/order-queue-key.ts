// The localStorage key of the local order copies (spec 000 §3 "Local order copy"), apart from
// order-queue-storage.ts so that the page shell can look for waiting orders without its code.
export const ORDERS_HISTORY_KEY = 'orders-history'

/**
 * Whether the stored copies may hold an order not sent yet: a look at the raw text, without
 * parsing (copies are written by JSON.stringify, so an untransmitted one reads
 * `"transmited":false`). False means there is certainly nothing to send; true is checked by the
 * queue's own code.
 */
export function mayHoldUntransmittedOrder(storage: Pick<Storage, 'getItem'> | null): boolean {
  try {
    return storage?.getItem(ORDERS_HISTORY_KEY)?.includes('"transmited":false') ?? false
  } catch {
    return false
  }
}

/** The browser's localStorage, or null on the server or where it is refused. */
export function getOrderStorage(): Pick<Storage, 'getItem' | 'setItem'> | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}
