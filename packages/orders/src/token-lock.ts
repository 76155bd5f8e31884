// The token lock counter of the sync queue (spec 000 §4 "Sync queue", §8, §9):
//   0   normal: requests go out;
//   > 0 a token refresh is running: requests wait 1000 ms and try again;
//   < 0 the refresh failed: requests are aborted with code 401.
// A 401 reply triggers a token refresh; after the maximum attempts the session-expired
// handling runs (logout, sign-up modal, untransmitted queue cleared).
import {
  SESSION_EXPIRED_MESSAGE,
  TOKEN_REFRESH_ERROR_MESSAGE,
  type OrderNotification,
} from './order-messages.js'

export const TOKEN_RETRY_WAIT_MS = 1000
/** spec 000 §9 "Queue retry attempts 1". */
export const DEFAULT_MAX_TOKEN_REFRESH_ATTEMPTS = 1

export type TokenLockDecision =
  | { kind: 'proceed' }
  | { kind: 'wait-and-retry'; retryAfterMs: typeof TOKEN_RETRY_WAIT_MS }
  | { kind: 'abort'; resultCode: 401 }

export function decideTokenLock(counter: number): TokenLockDecision {
  if (counter === 0) return { kind: 'proceed' }
  if (counter > 0) return { kind: 'wait-and-retry', retryAfterMs: TOKEN_RETRY_WAIT_MS }
  return { kind: 'abort', resultCode: 401 }
}

/** The counter while a refresh starts: one more refresh in flight (a failed lock restarts at 1). */
export function startTokenRefresh(counter: number): number {
  return counter > 0 ? counter + 1 : 1
}

export type TokenRefreshResult =
  | { lockCounter: 0; notification: null }
  | { lockCounter: -1; notification: OrderNotification<typeof TOKEN_REFRESH_ERROR_MESSAGE> }

export function finishTokenRefresh(ok: boolean): TokenRefreshResult {
  return ok
    ? { lockCounter: 0, notification: null }
    : { lockCounter: -1, notification: { type: 'error', message: TOKEN_REFRESH_ERROR_MESSAGE } }
}

export type UnauthorisedDecision =
  | { kind: 'refresh-token'; attempts: number }
  | {
      kind: 'session-expired'
      attempts: number
      notification: OrderNotification<typeof SESSION_EXPIRED_MESSAGE>
      logout: true
      showSignupModal: true
      clearUntransmittedQueue: true
    }

/** What a 401 reply leads to, given the refresh attempts already made. */
export function decideUnauthorisedReply(
  attempts: number,
  maxAttempts: number = DEFAULT_MAX_TOKEN_REFRESH_ATTEMPTS,
): UnauthorisedDecision {
  if (attempts < maxAttempts) return { kind: 'refresh-token', attempts: attempts + 1 }
  return {
    kind: 'session-expired',
    attempts,
    notification: { type: 'error', message: SESSION_EXPIRED_MESSAGE },
    logout: true,
    showSignupModal: true,
    clearUntransmittedQueue: true,
  }
}
