// The cart's IndexedDB database (D54): database `vitrine`, object store `cart`, and the
// tabs' channel name. Shared
// by the cart store (cart-store-indexeddb.ts, in the cart runtime) and the start-up check of the
// first page load (cart-presence.ts), so both open the database the same way.
export const CART_DB_NAME = 'vitrine'
export const CART_DB_VERSION = 1
export const CART_OBJECT_STORE = 'cart'
/** The BroadcastChannel on which tabs announce cart changes (cart-tabs.ts). */
export const CART_CHANNEL_NAME = 'vitrine-cart'

export function requestResult<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'))
  })
}

export function openCartDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(CART_DB_NAME, CART_DB_VERSION)
  request.onupgradeneeded = () => {
    if (!request.result.objectStoreNames.contains(CART_OBJECT_STORE)) {
      request.result.createObjectStore(CART_OBJECT_STORE)
    }
  }
  return requestResult(request)
}

let shared: { factory: IDBFactory; database: Promise<IDBDatabase> } | null = null

/**
 * The page's one connection to the cart database, shared by the start-up presence check and the
 * cart store, so the first cart action does not open the database again. It is closed when
 * another tab upgrades or deletes the database, and opened anew on the next use.
 */
export function connectCartDatabase(factory: IDBFactory): Promise<IDBDatabase> {
  if (shared?.factory === factory) return shared.database
  const database = openCartDatabase(factory).then((connection) => {
    const forget = () => {
      if (shared?.database === database) shared = null
    }
    connection.onversionchange = () => {
      connection.close()
      forget()
    }
    connection.onclose = forget
    return connection
  })
  database.catch(() => {
    if (shared?.database === database) shared = null
  })
  shared = { factory, database }
  return database
}
