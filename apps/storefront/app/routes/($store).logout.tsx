// Logging out (spec 001 §8 "You're logged out"): the BFF ends the session (D218), so the old
// cookie and its tokens are refused everywhere, then the session cookies end and /login says so.
// The account area's form posts here (the browser first starts a fresh guest cart, spec 000 §4).
import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { z } from 'zod'
import type { RequestContext } from '~/.server/context.server'
import { loginPath } from '~/.server/customer-session.server'
import { logoutCookies, readCustomerTokens, withCookies } from '~/.server/session.server'
import { callUserApi, isBffStatus } from '~/.server/user-api.server'
import { assertKnownStoreSegment } from '~/lib/store-path'

const LogoutEnvelopeSchema = z.object({ code: z.number(), result: z.literal(true) })

/** Ends the session at the BFF; a 401 means it had ended already. */
async function endSession(context: RequestContext, cookieHeader: string | null): Promise<void> {
  const tokens = await readCustomerTokens(cookieHeader)
  if (!tokens) return
  try {
    await callUserApi(context, '/api/user/logout', LogoutEnvelopeSchema, {
      token: tokens.token,
      body: { refreshToken: tokens.refreshToken },
    })
  } catch (error) {
    if (!isBffStatus(error, 401)) throw error
  }
}

export async function action({ params, context, request }: ActionFunctionArgs) {
  assertKnownStoreSegment(params.store)
  await endSession(context, request.headers.get('cookie'))
  return redirect(loginPath(context, '?loggedOut=1'), {
    headers: withCookies(await logoutCookies()),
  })
}

export function loader() {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
}
