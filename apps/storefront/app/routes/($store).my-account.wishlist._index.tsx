// spec 001 §2 /my-account/wishlist: the customer's wishlists and the form making a new one.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { requireCustomerSession } from '~/.server/customer-session.server'
import { withCookies } from '~/.server/session.server'
import { wishlistsAction } from '~/.server/wishlist-actions.server'
import { readWishlists } from '~/.server/wishlist-data.server'
import { WishlistsBlock } from '~/components/wishlist/wishlists-block'
import { PRIVATE_PAGE_HEADERS } from '~/lib/account/account-meta'
import { assertKnownStoreSegment } from '~/lib/store-path'
import { wishlistMeta } from '~/lib/wishlist/wishlist-meta'

export const meta: MetaFunction = ({ location }) =>
  wishlistMeta(location.pathname, 'wishlist.title')

export const headers = () => PRIVATE_PAGE_HEADERS

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const session = await requireCustomerSession(request, context)
  const wishlists = await readWishlists(context, session)
  return data({ wishlists }, { headers: withCookies(session.cookies, PRIVATE_PAGE_HEADERS) })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const session = await requireCustomerSession(request, context)
  return wishlistsAction(await request.formData(), context, session)
}

export default function WishlistsRoute() {
  return <WishlistsBlock />
}
