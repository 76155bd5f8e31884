// The logged-in customer's calls from the account pages, with the session rules of spec 000 §4:
// a 401 refreshes the token and the call is sent again; while a refresh runs, the other requests
// of the same session wait for it (the token lock) and retry with its token; a failed refresh
// aborts them with 401; after the maximum attempts the session has expired: the customer is
// logged out and sent to /login, which says 'Session expired. Please refresh the page and login
// again.' (D122).
import { redirect } from '@remix-run/node'
import { LoginEnvelopeSchema } from '@vitrine/contracts/user'
import { decideUnauthorisedReply } from '@vitrine/orders/token-lock'
import { buildStorePath } from '~/lib/store-path'
import type { RequestContext } from './context.server'
import {
  loginCookies,
  logoutCookies,
  readCustomerTokens,
  withCookies,
  type CustomerTokens,
} from './session.server'
import { callUserApi, isBffStatus } from './user-api.server'

/** Refreshes in flight (or just done) by refresh token: the token lock of one session. */
const refreshes = new Map<string, Promise<CustomerTokens | null>>()
/** How long a finished refresh stays answerable for requests sent with the old cookie. */
const REFRESH_REMEMBERED_MS = 30_000

export type SessionContext = Pick<RequestContext, 'storeView' | 'requestId' | 'forwardedFor'>

export function refreshOnce(context: SessionContext, refreshToken: string) {
  let running = refreshes.get(refreshToken)
  if (!running) {
    running = callUserApi(context, '/api/user/refresh', LoginEnvelopeSchema, {
      body: { refreshToken },
    }).then(
      (answer) => ({ token: answer.result, refreshToken: answer.meta.refreshToken }),
      (error: unknown) => {
        if (isBffStatus(error, 401, 400)) return null
        throw error
      },
    )
    refreshes.set(refreshToken, running)
    const forget = () => setTimeout(() => refreshes.delete(refreshToken), REFRESH_REMEMBERED_MS)
    running.then(forget, forget)
  }
  return running
}

export interface CustomerSession {
  tokens: CustomerTokens
  /** Set-Cookie headers to send with the answer (after a refresh). */
  cookies: string[]
}

/** Where a guest or an expired session goes: /login of the store view. */
export function loginPath(context: SessionContext, query = ''): string {
  return `${buildStorePath(context.storeView, '/login')}${query}`
}

async function sessionExpired(context: SessionContext): Promise<never> {
  throw redirect(loginPath(context, '?expired=1'), {
    headers: withCookies(await logoutCookies()),
  })
}

/** The session of a logged-in customer; a guest is sent to /login. */
export async function requireCustomerSession(
  request: Request,
  context: SessionContext,
): Promise<CustomerSession> {
  const tokens = await readCustomerTokens(request.headers.get('cookie'))
  if (!tokens) throw redirect(loginPath(context))
  return { tokens, cookies: [] }
}

/**
 * Makes a call with the customer's token; on a 401 the token is refreshed (once per session at a
 * time) and the call sent again. The session's tokens and cookies follow the refresh.
 */
export async function asCustomer<T>(
  context: SessionContext,
  session: CustomerSession,
  call: (token: string) => Promise<T>,
): Promise<T> {
  let attempts = 0
  for (;;) {
    try {
      return await call(session.tokens.token)
    } catch (error) {
      if (!isBffStatus(error, 401)) throw error
      const decision = decideUnauthorisedReply(attempts)
      if (decision.kind === 'session-expired') return sessionExpired(context)
      attempts = decision.attempts
      const refreshed = await refreshOnce(context, session.tokens.refreshToken)
      if (!refreshed) return sessionExpired(context)
      session.tokens = refreshed
      session.cookies = await loginCookies(refreshed)
    }
  }
}
