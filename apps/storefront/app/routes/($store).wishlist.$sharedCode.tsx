// spec 001 §2 /wishlist/{sharedCode}: a shared wishlist for anyone with the link (no login): its
// name and products only. An unknown code is the not-found page. Never cached: the owner may
// change the list at any time.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { describeItems, readSharedWishlist } from '~/.server/wishlist-data.server'
import {
  SharedWishlistPage,
  type SharedWishlistData,
} from '~/components/wishlist/shared-wishlist-page'
import { PRIVATE_PAGE_HEADERS } from '~/lib/account/account-meta'
import { assertKnownStoreSegment } from '~/lib/store-path'
import { wishlistMeta } from '~/lib/wishlist/wishlist-meta'

export const meta: MetaFunction = ({ location }) =>
  wishlistMeta(location.pathname, 'wishlist.sharedTitle')

export const headers = () => PRIVATE_PAGE_HEADERS

export async function loader({ params, context }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const shared = await readSharedWishlist(context, params.sharedCode ?? '')
  if (!shared) throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
  const items = await describeItems(context, shared.items)
  return data<SharedWishlistData>({ name: shared.name, items }, { headers: PRIVATE_PAGE_HEADERS })
}

export default function SharedWishlistRoute() {
  return <SharedWishlistPage />
}
