// spec 001 §2 /my-account/orders: the orders history block (page 1, 20 orders; spec 000 §9).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { readOrderHistory } from '~/.server/account-data.server'
import { requireCustomerSession } from '~/.server/customer-session.server'
import { withCookies } from '~/.server/session.server'
import { OrdersBlock } from '~/components/account/orders-block'
import { accountMeta, PRIVATE_PAGE_HEADERS } from '~/lib/account/account-meta'
import { assertKnownStoreSegment } from '~/lib/store-path'

export const meta: MetaFunction = ({ location }) => accountMeta(location.pathname, 'account.orders')

export const headers = () => PRIVATE_PAGE_HEADERS

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const session = await requireCustomerSession(request, context)
  const history = await readOrderHistory(context, session)
  return data(
    { orders: history.items },
    { headers: withCookies(session.cookies, PRIVATE_PAGE_HEADERS) },
  )
}

export default function OrdersRoute() {
  return <OrdersBlock />
}
