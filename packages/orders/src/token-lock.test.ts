import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { SESSION_EXPIRED_MESSAGE, TOKEN_REFRESH_ERROR_MESSAGE } from './order-messages.js'
import {
  DEFAULT_MAX_TOKEN_REFRESH_ATTEMPTS,
  TOKEN_RETRY_WAIT_MS,
  decideTokenLock,
  decideUnauthorisedReply,
  finishTokenRefresh,
  startTokenRefresh,
} from './token-lock.js'

describe('decideTokenLock', () => {
  it.each([
    { counter: 0, decision: { kind: 'proceed' } },
    { counter: 1, decision: { kind: 'wait-and-retry', retryAfterMs: 1000 } },
    { counter: 3, decision: { kind: 'wait-and-retry', retryAfterMs: 1000 } },
    { counter: -1, decision: { kind: 'abort', resultCode: 401 } },
  ])('counter $counter → $decision.kind', ({ counter, decision }) => {
    expect(decideTokenLock(counter)).toEqual(decision)
  })

  it('decides by the sign of the counter alone (property)', () => {
    fc.assert(
      fc.property(fc.integer(), (counter) => {
        const kind = decideTokenLock(counter).kind
        expect(kind).toBe(counter === 0 ? 'proceed' : counter > 0 ? 'wait-and-retry' : 'abort')
      }),
    )
    expect(TOKEN_RETRY_WAIT_MS).toBe(1000)
  })
})

describe('token refresh', () => {
  it.each([
    { counter: 0, next: 1 },
    { counter: 2, next: 3 },
    { counter: -1, next: 1 },
  ])('starting a refresh at $counter locks the queue at $next', ({ counter, next }) => {
    expect(startTokenRefresh(counter)).toBe(next)
    expect(decideTokenLock(startTokenRefresh(counter)).kind).toBe('wait-and-retry')
  })

  it('unlocks after a successful refresh and fails the queue after a failed one', () => {
    expect(finishTokenRefresh(true)).toEqual({ lockCounter: 0, notification: null })
    expect(finishTokenRefresh(false)).toEqual({
      lockCounter: -1,
      notification: { type: 'error', message: TOKEN_REFRESH_ERROR_MESSAGE },
    })
    expect(TOKEN_REFRESH_ERROR_MESSAGE).toBe(
      'Error while refreshing the user token. Please refresh the page.',
    )
  })
})

describe('decideUnauthorisedReply', () => {
  it('refreshes the token on the first 401, then runs the session-expired handling', () => {
    expect(DEFAULT_MAX_TOKEN_REFRESH_ATTEMPTS).toBe(1)
    expect(decideUnauthorisedReply(0)).toEqual({ kind: 'refresh-token', attempts: 1 })
    expect(decideUnauthorisedReply(1)).toEqual({
      kind: 'session-expired',
      attempts: 1,
      notification: { type: 'error', message: SESSION_EXPIRED_MESSAGE },
      logout: true,
      showSignupModal: true,
      clearUntransmittedQueue: true,
    })
    expect(SESSION_EXPIRED_MESSAGE).toBe(
      'Session expired. Please refresh the page and login again.',
    )
  })

  it.each([
    { attempts: 2, max: 3, kind: 'refresh-token' },
    { attempts: 3, max: 3, kind: 'session-expired' },
  ])('with a maximum of $max, attempt $attempts → $kind', ({ attempts, max, kind }) => {
    expect(decideUnauthorisedReply(attempts, max).kind).toBe(kind)
  })
})
