// The cart session for the provider: the runtime (cart-runtime.ts, the IndexedDB store and the
// synchronisation) is its own chunk, because the server renders an empty cart and the first page
// load should stay small. It is loaded after hydration when the browser has a cart to synchronise
// (cart-presence.ts) or the page names a server cart (D235), else on the first cart action (`waitForSession`) or when another tab makes
// a cart (D64); its code is fetched at the shopper's first interaction with the page. Until it
// is there, cart changes wait for it.
import { useCallback, useEffect, useRef } from 'react'
import { onFirstInteraction } from '../on-first-interaction'
import { watchForCart } from './cart-presence'
import type { CartSession } from './cart-session'
import type { CartSnapshot } from './cart-types'
import type { ServerCartSummary } from './server-cart-summary'

interface Pending {
  promise: Promise<CartSession>
  resolve: (session: CartSession) => void
}

function createPending(): Pending {
  let resolve: (session: CartSession) => void = () => undefined
  const promise = new Promise<CartSession>((done) => {
    resolve = done
  })
  return { promise, resolve }
}

const loadRuntime = () => import('./cart-runtime')

/** The provider's work that needs a session (cart-provider-actions.ts), from the runtime's chunk. */
export type ProviderActions = Awaited<ReturnType<typeof loadRuntime>>['providerActions']

export function useCartSession(
  storeCode: string,
  onSnapshot: (snapshot: CartSnapshot) => void,
  onStarted: () => void,
  serverCart: ServerCartSummary | null = null,
) {
  const server = useRef(serverCart)
  const session = useRef<CartSession | null>(null)
  const actions = useRef<ProviderActions | null>(null)
  const pending = useRef<Pending>(createPending())
  const load = useRef<() => void>(() => undefined)
  const callbacks = useRef({ onSnapshot, onStarted })
  callbacks.current = { onSnapshot, onStarted }

  useEffect(() => {
    let stop: (() => void) | null = null
    let cancelled = false
    const waiting = session.current ? createPending() : pending.current
    pending.current = waiting
    session.current = null
    let loading = false
    let stopWatching = () => undefined as void
    const start = () => {
      if (loading) return
      loading = true
      stopWatching()
      loadRuntime()
        .then(({ startCartRuntime, providerActions }) => {
          actions.current = providerActions
          if (cancelled) return
          stop = startCartRuntime(
            storeCode,
            {
              onSession: (created) => {
                session.current = created
                waiting.resolve(created)
              },
              onSnapshot: (snapshot) => callbacks.current.onSnapshot(snapshot),
              onStarted: () => callbacks.current.onStarted(),
            },
            server.current,
          )
        })
        .catch((error: unknown) => {
          // Not fetched (offline before any interaction): the next cart action tries again.
          loading = false
          console.warn('the cart could not be started', error)
        })
    }
    load.current = start
    // No stored cart: the empty cart is the loaded one until the shopper or another tab makes one.
    // A server cart the shop's forms wrote to (D235) is a cart to synchronise too.
    stopWatching = watchForCart(start, () => callbacks.current.onStarted(), {
      ...(server.current ? { check: () => Promise.resolve(true) } : {}),
    })
    // The runtime's code (not started) is fetched at the first interaction, so an add to cart
    // made after the connection dropped still has it (spec 000 §4 offline adds).
    const stopWarming = onFirstInteraction(() => void loadRuntime().catch(() => undefined))
    return () => {
      cancelled = true
      stopWatching()
      stopWarming()
      stop?.()
    }
  }, [storeCode])

  /** The session, once the runtime has created it (loading the runtime if it is not yet). */
  const waitForSession = useCallback((): Promise<CartSession> => {
    if (session.current) return Promise.resolve(session.current)
    load.current()
    return pending.current.promise
  }, [])

  /** The provider's actions, once the runtime is there: always before the first session. */
  const waitForActions = useCallback(async (): Promise<ProviderActions> => {
    await waitForSession()
    return actions.current ?? (await loadRuntime()).providerActions
  }, [waitForSession])

  return { session, actions, waitForSession, waitForActions }
}
