// spec 001 §2 /my-account/wishlist/{wishlistId}: one of the customer's wishlists (rename, delete,
// share, its products); another customer's list, or none, is the not-found page.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { requireCustomerSession } from '~/.server/customer-session.server'
import { getEnv } from '~/.server/env.server'
import { withCookies } from '~/.server/session.server'
import { wishlistAction } from '~/.server/wishlist-actions.server'
import { describeItems, readWishlists } from '~/.server/wishlist-data.server'
import {
  WishlistDetailBlock,
  type WishlistDetailData,
} from '~/components/wishlist/wishlist-detail-block'
import { PRIVATE_PAGE_HEADERS } from '~/lib/account/account-meta'
import { assertKnownStoreSegment, buildStorePath } from '~/lib/store-path'
import { listSavedProductIds } from '~/lib/wishlist/saved-products'
import { wishlistMeta } from '~/lib/wishlist/wishlist-meta'

export const meta: MetaFunction = ({ location }) =>
  wishlistMeta(location.pathname, 'wishlist.title')

export const headers = () => PRIVATE_PAGE_HEADERS

function readWishlistId(value: string | undefined): number {
  const id = Number(value)
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) {
    throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
  }
  return id
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const wishlistId = readWishlistId(params.wishlistId)
  const session = await requireCustomerSession(request, context)
  // All of the lists (the BFF has no GET of one): this one, and the saved products (D148).
  const lists = await readWishlists(context, session)
  const wishlist = lists.find((list) => list.wishlist_id === wishlistId)
  if (!wishlist) throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
  const items = await describeItems(context, wishlist.items)
  const origin = getEnv().STOREFRONT_PUBLIC_URL?.replace(/\/$/, '') ?? new URL(request.url).origin
  const shareUrl = wishlist.sharing_code
    ? `${origin}${buildStorePath(context.storeView, `/wishlist/${wishlist.sharing_code}`)}`
    : null
  return data<WishlistDetailData>(
    { wishlist, items, shareUrl, savedProductIds: listSavedProductIds(lists) },
    { headers: withCookies(session.cookies, PRIVATE_PAGE_HEADERS) },
  )
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const wishlistId = readWishlistId(params.wishlistId)
  const session = await requireCustomerSession(request, context)
  return wishlistAction(await request.formData(), context, session, wishlistId)
}

export default function WishlistDetailRoute() {
  return <WishlistDetailBlock />
}
