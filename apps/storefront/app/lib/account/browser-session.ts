// The browser's side of logging in and of an expired session (spec 000 §4, §8), loaded by the
// account pages when needed. Login: the customer's cart, into which the BFF merged the guest cart,
// becomes the cart this browser synchronises (its lines come from the server at the next start).
// An expired session: the untransmitted order queue is cleared.
import { createIndexedDbCartStore } from '~/lib/cart/cart-store-indexeddb'
import { createMemoryCartStore } from '~/lib/cart/cart-store'
import { getOrderStorage, readOrderQueue, writeOrderQueue } from '~/lib/orders/order-queue-storage'

function cartStore() {
  return createIndexedDbCartStore() ?? createMemoryCartStore()
}

/** After login: the customer's (merged) cart is the one to synchronise from now on. */
export async function adoptCustomerCart(cartId: string | null): Promise<void> {
  if (cartId === null) return
  await cartStore().write({ token: cartId, items: [], hash: null, totals: null, bypassTs: null })
}

/** After an expired session: a fresh guest cart (the customer's cart needs the session). */
export async function startGuestCart(): Promise<void> {
  await cartStore().write({ token: null, items: [], hash: null, totals: null, bypassTs: null })
}

/** spec 000 §8 'Session expired': the orders not sent yet are dropped with the session. */
export function clearUntransmittedOrders(): void {
  const storage = getOrderStorage()
  writeOrderQueue(
    storage,
    readOrderQueue(storage).filter((order) => order.transmited),
  )
}
