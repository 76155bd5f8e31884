// The cart store in IndexedDB (D54): database `vitrine`, object store `cart`, one
// record per spec key (`current-cart`, `current-cart-token`, ...). Plain IndexedDB, no wrapper
// library, so the product page's JavaScript stays small. Every open tab of the shop reads and
// writes the same records; cart-tabs.ts tells the others when they changed. Failures (private
// mode, quota, a blocked upgrade) are logged only (spec 000 §8) and the cart keeps working from
// memory for this page.
import { CART_OBJECT_STORE, connectCartDatabase, requestResult } from './cart-db'
import { createMemoryCartStore, readStoredCart, storedCartKeys } from './cart-store'
import type { CartStore, StoredCart } from './cart-types'

function transactionDone(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve()
    transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB write failed'))
    transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB write aborted'))
  })
}

const fields = Object.keys(storedCartKeys) as Array<keyof StoredCart>

/** The IndexedDB cart store, or null where the browser has no IndexedDB. */
export function createIndexedDbCartStore(
  factory: IDBFactory | undefined = typeof indexedDB === 'undefined' ? undefined : indexedDB,
): CartStore | null {
  if (!factory) return null
  const open = () => connectCartDatabase(factory)
  // After a failure this page keeps its cart in memory, so a change is never read back lost.
  let fallback: CartStore | null = null

  return {
    async read() {
      if (fallback) return fallback.read()
      try {
        const objects = (await open())
          .transaction(CART_OBJECT_STORE, 'readonly')
          .objectStore(CART_OBJECT_STORE)
        const values = await Promise.all(
          fields.map((field) => requestResult(objects.get(storedCartKeys[field]))),
        )
        return readStoredCart(Object.fromEntries(fields.map((field, i) => [field, values[i]])))
      } catch (error) {
        console.warn('the cart could not be read from IndexedDB', error)
        fallback = createMemoryCartStore()
        return fallback.read()
      }
    },
    async write(changes) {
      if (fallback) return fallback.write(changes)
      try {
        const transaction = (await open()).transaction(CART_OBJECT_STORE, 'readwrite')
        const objects = transaction.objectStore(CART_OBJECT_STORE)
        for (const field of fields) {
          if (!(field in changes)) continue
          const value = changes[field]
          if (value === null || value === undefined) objects.delete(storedCartKeys[field])
          else objects.put(value, storedCartKeys[field])
        }
        await transactionDone(transaction)
      } catch (error) {
        console.warn('the cart could not be written to IndexedDB', error)
        fallback = createMemoryCartStore(changes)
      }
    },
  }
}
