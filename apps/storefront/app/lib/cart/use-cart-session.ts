// The cart session for the provider: the runtime (cart-runtime.ts, the IndexedDB store and the
// synchronisation) is loaded after hydration as its own chunk, because the server renders an
// empty cart and the first page load should stay small. Until it is there, cart changes wait
// for it (`waitForSession`).
import type { BffClient } from '@vitrine/contracts/bff-client'
import { useCallback, useEffect, useRef } from 'react'
import type { CartSession, CartSnapshot } from './cart-session'

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

export function useCartSession(
  client: BffClient,
  onSnapshot: (snapshot: CartSnapshot) => void,
  onStarted: () => void,
) {
  const session = useRef<CartSession | null>(null)
  const pending = useRef<Pending>(createPending())
  const callbacks = useRef({ onSnapshot, onStarted })
  callbacks.current = { onSnapshot, onStarted }

  useEffect(() => {
    let stop: (() => void) | null = null
    let cancelled = false
    const waiting = session.current ? createPending() : pending.current
    pending.current = waiting
    session.current = null
    import('./cart-runtime')
      .then(({ startCartRuntime }) => {
        if (cancelled) return
        stop = startCartRuntime(client, {
          onSession: (created) => {
            session.current = created
            waiting.resolve(created)
          },
          onSnapshot: (snapshot) => callbacks.current.onSnapshot(snapshot),
          onStarted: () => callbacks.current.onStarted(),
        })
      })
      .catch((error: unknown) => console.warn('the cart could not be started', error))
    return () => {
      cancelled = true
      stop?.()
    }
  }, [client])

  /** The session, once the runtime has created it. */
  const waitForSession = useCallback(
    (): Promise<CartSession> =>
      session.current ? Promise.resolve(session.current) : pending.current.promise,
    [],
  )

  return { session, waitForSession }
}
