// Logging out (spec 001 §8 "You're logged out"): the session cookies end and /login says so. The
// account area's form posts here (the browser first starts a fresh guest cart, spec 000 §4).
import type { ActionFunctionArgs } from '@remix-run/node'
import { redirect } from '@remix-run/node'
import { loginPath } from '~/.server/customer-session.server'
import { logoutCookies, withCookies } from '~/.server/session.server'
import { assertKnownStoreSegment } from '~/lib/store-path'

export async function action({ params, context }: ActionFunctionArgs) {
  assertKnownStoreSegment(params.store)
  return redirect(loginPath(context, '?loggedOut=1'), {
    headers: withCookies(await logoutCookies()),
  })
}

export function loader() {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
}
