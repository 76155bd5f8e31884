// POST /account-session: the browser's token refresh (spec 000 §4; lib/account/session-fetch.ts).
// The session's refresh token is traded for new tokens (one refresh per session at a time,
// shared with the account pages' loaders); when that fails the session ends (401).
import type { ActionFunctionArgs } from '@remix-run/node'
import { data } from '@remix-run/node'
import { refreshOnce } from '~/.server/customer-session.server'
import {
  loginCookies,
  logoutCookies,
  readCustomerTokens,
  withCookies,
} from '~/.server/session.server'
import { PRIVATE_PAGE_HEADERS } from '~/lib/account/account-meta'

export async function action({ request, context }: ActionFunctionArgs) {
  const tokens = await readCustomerTokens(request.headers.get('cookie'))
  const refreshed = tokens ? await refreshOnce(context, tokens.refreshToken) : null
  if (!refreshed) {
    return data(
      { refreshed: false },
      { status: 401, headers: withCookies(await logoutCookies(), PRIVATE_PAGE_HEADERS) },
    )
  }
  return data(
    { refreshed: true },
    { headers: withCookies(await loginCookies(refreshed), PRIVATE_PAGE_HEADERS) },
  )
}

export function loader() {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
}
