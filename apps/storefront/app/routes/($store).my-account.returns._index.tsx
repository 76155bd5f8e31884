// spec 001 §2 /my-account/returns: the returns block (page 1, 10 returns; spec 001 §4, §9).
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import type { ReturnAnswer } from '@vitrine/contracts/returns'
import { requireCustomerSession } from '~/.server/customer-session.server'
import { readReturns } from '~/.server/returns-api.server'
import { withCookies } from '~/.server/session.server'
import { ReturnsList } from '~/components/returns/returns-blocks'
import { accountMeta, PRIVATE_PAGE_HEADERS } from '~/lib/account/account-meta'
import { assertKnownStoreSegment } from '~/lib/store-path'

export const meta: MetaFunction = ({ location }) => accountMeta(location.pathname, 'account.orders')

export const headers = () => PRIVATE_PAGE_HEADERS

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const session = await requireCustomerSession(request, context)
  const list = await readReturns(context, session)
  return data(
    { returns: list.items },
    { headers: withCookies(session.cookies, PRIVATE_PAGE_HEADERS) },
  )
}

export default function ReturnsRoute() {
  const { returns } = useLoaderData<{ returns: ReturnAnswer[] }>()
  return <ReturnsList returns={returns} />
}
