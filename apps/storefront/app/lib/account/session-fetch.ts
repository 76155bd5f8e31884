// The session rules of spec 000 §4 for the browser's BFF calls made for a logged-in customer (the
// cart; the storefront's proxy adds the customer's token, D120). A 401 refreshes the token at
// /account-session and the call is sent again; while a refresh runs, other calls wait for it and
// then retry (the token lock counter above 0); a failed refresh sets the counter below 0 and the
// calls are answered 401 without being sent; after the maximum attempts the session has expired
// (`onExpired`: logout, /login saying so, the untransmitted queue cleared).
import type { BffFetch, BffFetchAnswer } from '@vitrine/contracts/bff-client'
import {
  decideTokenLock,
  decideUnauthorisedReply,
  finishTokenRefresh,
  startTokenRefresh,
} from '@vitrine/orders/token-lock'
import { isCustomerLoggedIn } from './customer-flag'

/** The storefront's route that refreshes the session's token (routes/account-session.tsx). */
export const SESSION_REFRESH_PATH = '/account-session'

export interface SessionFetchOptions {
  /** Asks the storefront to refresh the session; true when it did. */
  refresh: () => Promise<boolean>
  /** The session has expired (after the maximum attempts, or the refresh failed). */
  onExpired: () => void
  /** Whether a customer is logged in (the readable flag cookie by default). */
  loggedIn?: () => boolean
}

const UNAUTHORISED: BffFetchAnswer = {
  status: 401,
  ok: false,
  json: () =>
    Promise.resolve({
      code: 401,
      result: 'Session expired. Please refresh the page and login again.',
    }),
}

export function createSessionFetch(base: BffFetch, options: SessionFetchOptions): BffFetch {
  const loggedIn = options.loggedIn ?? isCustomerLoggedIn
  let lockCounter = 0
  let refreshing: Promise<void> | null = null
  let expired = false

  const expire = () => {
    if (expired) return
    expired = true
    options.onExpired()
  }

  const refresh = (): Promise<void> => {
    refreshing ??= (async () => {
      lockCounter = startTokenRefresh(lockCounter)
      const ok = await options.refresh().catch(() => false)
      lockCounter = finishTokenRefresh(ok).lockCounter
      refreshing = null
      if (!ok) expire()
    })()
    return refreshing
  }

  return async (url, init) => {
    let attempts = 0
    for (;;) {
      const lock = decideTokenLock(lockCounter)
      if (lock.kind === 'abort') return UNAUTHORISED
      if (lock.kind === 'wait-and-retry') {
        await refreshing
        continue
      }
      const answer = await base(url, init)
      if (answer.status !== 401 || !loggedIn()) return answer
      const decision = decideUnauthorisedReply(attempts)
      if (decision.kind === 'session-expired') {
        expire()
        return answer
      }
      attempts = decision.attempts
      await refresh()
    }
  }
}

/** The browser's refresh: a POST to the storefront, which keeps the tokens in the session. */
export async function refreshBrowserSession(): Promise<boolean> {
  const answer = await fetch(SESSION_REFRESH_PATH, { method: 'POST', credentials: 'same-origin' })
  return answer.ok
}
