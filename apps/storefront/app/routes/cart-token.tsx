// POST /cart-token: the browser's cart names the shopper's cart (D235); the answer writes the
// httpOnly cart cookie, so the forms that work without JavaScript change the same cart. A resource
// route that takes POSTs only: no page, a GET is not found (as /logout's).
import type { ActionFunctionArgs } from '@remix-run/node'
import { isCartId, writeCartCookie } from '~/.server/cart-cookie.server'
import { readPageForm } from '~/.server/read-page-form.server'
import { withCookies } from '~/.server/session.server'

export async function action({ request }: ActionFunctionArgs) {
  const token = (await readPageForm(request)).get('token')
  if (!isCartId(token)) {
    return new Response('token: a cart id is expected.', {
      status: 400,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    })
  }
  const cookie = await writeCartCookie({ id: token, changed: false })
  return new Response(null, { status: 204, headers: withCookies([cookie]) })
}

export function loader() {
  throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
}
