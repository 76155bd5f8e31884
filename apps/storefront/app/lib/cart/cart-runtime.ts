// The cart session's browser side, loaded after hydration (a chunk of its own, so the first
// page load does not carry the synchronisation code): the IndexedDB store (memory where the
// browser refuses it), the start sequence with
// `?restoreQuoteId` (spec 000 §4 "On start") and the server cart the shop's forms wrote to (D235),
// other tabs' changes (broadcast, and on focus for
// browsers without BroadcastChannel) and going online (spec 000 §4 "Going online").
import { createBffClient } from '@vitrine/contracts/bff-client'
import { createSessionFetch, refreshBrowserSession } from '~/lib/account/session-fetch'
import { storeViews } from '@vitrine/contracts/store-views'
import { buildStorePath } from '~/lib/store-path'
import { cartConfig } from './cart-config'
import { RESTORE_QUOTE_PARAM } from './cart-presence'
import { CartSession } from './cart-session'
import { createMemoryCartStore } from './cart-store'
import { createIndexedDbCartStore } from './cart-store-indexeddb'
import { createTabLock } from './cart-tab-lock'
import { connectCartTabs } from './cart-tabs'
import type { CartSnapshot, CartStartOptions } from './cart-types'

export interface CartRuntimeCallbacks {
  /** The session exists; changes can be made (they queue behind the start). */
  onSession: (session: CartSession) => void
  /** A new state of the cart to show (only while this runtime is the current one). */
  onSnapshot: (snapshot: CartSnapshot) => void
  /** The start sequence is over (successfully or not). */
  onStarted: () => void
}

/**
 * Creates and starts the session for the store view `storeCode` (its BFF client is made here, so
 * the first page load does not carry the client); returns the function that stops listening.
 */
export function startCartRuntime(
  storeCode: string,
  callbacks: CartRuntimeCallbacks,
  serverCart: CartStartOptions['serverCart'] = null,
): () => void {
  // spec 000 §4: a customer's 401 refreshes the token; an expired session goes to /login.
  const fetch = createSessionFetch((url, init) => globalThis.fetch(url, init), {
    refresh: refreshBrowserSession,
    onExpired: () => window.location.assign(`${loginPathOf(storeCode)}?expired=1`),
  })
  const client = createBffClient({ baseUrl: window.location.origin, storeCode, fetch })
  let active = true
  const store = createIndexedDbCartStore() ?? createMemoryCartStore()
  const publish = (snapshot: CartSnapshot) => {
    if (active) callbacks.onSnapshot(snapshot)
  }
  const warn = (what: string) => (error: unknown) => console.warn(what, error)
  const reload = () => void session.reloadFromStore().then(publish, warn('cart reload failed'))
  const tabs = connectCartTabs(reload)
  const exclusive = createTabLock()
  const session = new CartSession(client, store, cartConfig, {
    ...(exclusive ? { exclusive } : {}),
    onStored: () => tabs.announceChange(),
    onChange: publish,
  })
  callbacks.onSession(session)
  publish(session.snapshot())

  const restoreQuoteId = new URLSearchParams(window.location.search).get(RESTORE_QUOTE_PARAM)
  void session
    .start({ restoreQuoteId, serverCart })
    .then(publish, warn('the cart could not be loaded'))
    .finally(() => {
      if (active) callbacks.onStarted()
    })

  const goOnline = () => void session.goOnline().then(publish, warn('cart sync failed'))
  const onVisible = () => {
    if (document.visibilityState === 'visible') reload()
  }
  window.addEventListener('online', goOnline)
  window.addEventListener('focus', reload)
  document.addEventListener('visibilitychange', onVisible)
  return () => {
    active = false
    window.removeEventListener('online', goOnline)
    window.removeEventListener('focus', reload)
    document.removeEventListener('visibilitychange', onVisible)
    tabs.close()
  }
}

function loginPathOf(storeCode: string): string {
  const view = storeViews.find((candidate) => candidate.storeCode === storeCode)
  return buildStorePath(view ?? { url: '' }, '/login')
}

// The provider's work that needs a session comes with the runtime (D48).
export * as providerActions from './cart-provider-actions'
