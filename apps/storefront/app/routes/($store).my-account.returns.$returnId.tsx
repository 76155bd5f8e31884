// spec 001 §2 /my-account/returns/{returnId}: one of the customer's returns; another customer's,
// or none, is the not-found page.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { ReturnAnswer } from '@vitrine/contracts/returns'
import { requireCustomerSession } from '~/.server/customer-session.server'
import { readReturn } from '~/.server/returns-api.server'
import { withCookies } from '~/.server/session.server'
import { ReturnDetail } from '~/components/returns/returns-blocks'
import { accountMeta, PRIVATE_PAGE_HEADERS } from '~/lib/account/account-meta'
import { assertKnownStoreSegment } from '~/lib/store-path'

export const meta: MetaFunction = ({ location }) => accountMeta(location.pathname, 'account.orders')

export const headers = () => PRIVATE_PAGE_HEADERS

const notFound = () => new Response('Not Found', { status: 404, statusText: 'Not Found' })

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const returnId = Number(params.returnId)
  if (!Number.isSafeInteger(returnId) || returnId < 1) throw notFound()
  const session = await requireCustomerSession(request, context)
  const record = await readReturn(context, session, returnId)
  if (!record) throw notFound()
  return data({ record }, { headers: withCookies(session.cookies, PRIVATE_PAGE_HEADERS) })
}

export default function ReturnDetailRoute() {
  const { record } = useLoaderData<{ record: ReturnAnswer }>()
  return <ReturnDetail record={record} />
}
