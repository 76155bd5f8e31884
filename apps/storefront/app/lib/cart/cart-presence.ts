// Whether the browser has a cart to synchronise, checked on the first page load without the
// cart runtime (D64): a `?restoreQuoteId` to restore (spec 000 §4 "On start") or any record in
// the IndexedDB cart store (token, lines, hash, totals). Only then is the runtime (synchronisation, merge
// rules, sha3) loaded at start-up; otherwise it waits for the shopper's first cart action or
// another tab's cart. When the check itself fails, the answer is yes: the runtime decides.
import { CART_CHANNEL_NAME, CART_OBJECT_STORE, connectCartDatabase, requestResult } from './cart-db'

/** spec 000 §4: the server cart to restore when logged out without a cart of one's own. */
export const RESTORE_QUOTE_PARAM = 'restoreQuoteId'

/** Where a cart can be found; the browser's by default (`browserCartSources`). */
export interface CartSources {
  /** The page's query string. */
  search: string
  /** The number of records in the cart store; null where the browser has no IndexedDB. */
  countStored: (() => Promise<number>) | null
}

async function countStoredRecords(factory: IDBFactory): Promise<number> {
  // The connection stays open for the cart store (cart-db.ts).
  const objects = (await connectCartDatabase(factory))
    .transaction(CART_OBJECT_STORE, 'readonly')
    .objectStore(CART_OBJECT_STORE)
  return requestResult(objects.count())
}

export function browserCartSources(): CartSources {
  return {
    search: window.location.search,
    countStored: typeof indexedDB === 'undefined' ? null : () => countStoredRecords(indexedDB),
  }
}

/** True when there is a cart to load and synchronise at start-up. */
export async function hasCartToSync(sources: CartSources = browserCartSources()): Promise<boolean> {
  if (new URLSearchParams(sources.search).has(RESTORE_QUOTE_PARAM)) return true
  if (!sources.countStored) return true
  try {
    return (await sources.countStored()) > 0
  } catch {
    return true
  }
}

export interface CartWatchOptions {
  check?: () => Promise<boolean>
  createChannel?: ((name: string) => Pick<BroadcastChannel, 'addEventListener' | 'close'>) | null
}

/**
 * Until the runtime runs: calls `onCart` once there is a cart to synchronise — now, when another
 * tab announces a cart change (cart-tabs.ts), or when the tab gets the focus or comes back into
 * view (browsers without BroadcastChannel). `onEmpty` runs once the first check found nothing.
 * Returns the function that stops watching.
 */
export function watchForCart(
  onCart: () => void,
  onEmpty: () => void,
  {
    check = () => hasCartToSync(),
    createChannel = typeof BroadcastChannel === 'undefined'
      ? null
      : (name) => new BroadcastChannel(name),
  }: CartWatchOptions = {},
): () => void {
  let done = false
  let checking = false
  // A change announced while a check runs may have come after that check read the store: it
  // gets a check of its own once the running one is over.
  let checkAgain = false
  const channel = createChannel?.(CART_CHANNEL_NAME) ?? null
  const stop = () => {
    done = true
    channel?.close()
    window.removeEventListener('focus', recheck)
    document.removeEventListener('visibilitychange', onVisible)
  }
  const run = (first: boolean) => {
    if (done) return
    if (checking) {
      checkAgain = true
      return
    }
    checking = true
    void check().then((found) => {
      checking = false
      if (done) return
      if (found) {
        stop()
        onCart()
        return
      }
      if (first) onEmpty()
      if (checkAgain) {
        checkAgain = false
        run(false)
      }
    })
  }
  function recheck() {
    run(false)
  }
  function onVisible() {
    if (document.visibilityState === 'visible') recheck()
  }
  channel?.addEventListener('message', recheck)
  window.addEventListener('focus', recheck)
  document.addEventListener('visibilitychange', onVisible)
  run(true)
  return stop
}
