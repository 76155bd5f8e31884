// The order placer and queue sender of this browser page: local storage, same-origin
// POST /api/order (the storefront proxies /api to the BFF), navigator.onLine and random ids.
// One placer per page, so its list of order hashes covers the whole page session.
import { getOrderStorage } from './order-queue-storage'
import { OrderPlacer } from './place-order'
import { createOrderPoster, type PostOrder } from './post-order'

/** A random id: crypto.randomUUID where available, else 128 random bits in hex. */
export function createRandomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

export function createBrowserOrderPoster(): PostOrder {
  return createOrderPoster({ baseUrl: window.location.origin })
}

let placer: OrderPlacer | null = null

export function getBrowserOrderPlacer(): OrderPlacer {
  placer ??= new OrderPlacer({
    storage: getOrderStorage(),
    post: createBrowserOrderPoster(),
    isOnline: () => navigator.onLine,
    now: () => Date.now(),
    newId: createRandomId,
  })
  return placer
}
