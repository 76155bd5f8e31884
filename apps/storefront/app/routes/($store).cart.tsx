// `/cart`: the cart page (D235), the mini-cart's fallback without JavaScript, read from and
// written to the shopper's server cart. Private: never kept by a cache.
import {
  data,
  type ActionFunctionArgs,
  type HeadersFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { cartPageAction, loadCartPage } from '~/.server/cart-page.server'
import { withCookies } from '~/.server/session.server'
import { CartPage } from '~/components/cart/cart-page'
import { PRIVATE_PAGE_HEADERS } from '~/lib/account/account-meta'
import type { RouteHandle } from '~/lib/route-handle'
import { buildTitle, translatorForPath } from '~/lib/route-meta'
import { assertKnownStoreSegment } from '~/lib/store-path'

export const handle: RouteHandle = { layout: 'default' }

export const meta: MetaFunction = ({ location }) => [
  { title: buildTitle(translatorForPath(location.pathname)('microcart.title')) },
  { name: 'robots', content: 'noindex, nofollow' },
]

export const headers: HeadersFunction = () => PRIVATE_PAGE_HEADERS

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const { cart, cookies } = await loadCartPage(request, context)
  return data({ cart }, { headers: withCookies(cookies, PRIVATE_PAGE_HEADERS) })
}

export async function action({ params, request, context }: ActionFunctionArgs) {
  assertKnownStoreSegment(params.store)
  return cartPageAction(request, context)
}

export default function CartRoute() {
  return <CartPage cart={useLoaderData<typeof loader>().cart} />
}
