// spec 001 §2 /my-account/orders/{orderId}: one of the customer's orders; another customer's
// order, or none, is the not-found page.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { readOrder } from '~/.server/account-data.server'
import { requireCustomerSession } from '~/.server/customer-session.server'
import { withCookies } from '~/.server/session.server'
import { OrderDetailBlock } from '~/components/account/orders-block'
import { accountMeta, PRIVATE_PAGE_HEADERS } from '~/lib/account/account-meta'
import { assertKnownStoreSegment } from '~/lib/store-path'

export const meta: MetaFunction = ({ location }) => accountMeta(location.pathname, 'account.orders')

export const headers = () => PRIVATE_PAGE_HEADERS

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const orderId = Number(params.orderId)
  if (!Number.isSafeInteger(orderId) || orderId < 1) {
    throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
  }
  const session = await requireCustomerSession(request, context)
  const order = await readOrder(context, session, orderId)
  if (!order) throw new Response('Not Found', { status: 404, statusText: 'Not Found' })
  return data({ order }, { headers: withCookies(session.cookies, PRIVATE_PAGE_HEADERS) })
}

export default function OrderDetailRoute() {
  return <OrderDetailBlock />
}
