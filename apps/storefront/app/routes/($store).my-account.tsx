// spec 001 §2 /my-account: the account area (components/account/account-area); a guest is sent to
// /login. The customer is read here once for every block below.
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { readAddresses, readMe } from '~/.server/account-data.server'
import { requireCustomerSession } from '~/.server/customer-session.server'
import { withCookies } from '~/.server/session.server'
import { AccountArea } from '~/components/account/account-area'
import { accountMeta, PRIVATE_PAGE_HEADERS } from '~/lib/account/account-meta'
import type { AccountProfile } from '~/lib/account/account-types'
import { assertKnownStoreSegment } from '~/lib/store-path'

export const meta: MetaFunction = ({ location }) =>
  accountMeta(location.pathname, 'account.profile')

export const headers = () => PRIVATE_PAGE_HEADERS

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const session = await requireCustomerSession(request, context)
  const customer = await readMe(context, session)
  const profile: AccountProfile = {
    firstname: customer.firstname,
    lastname: customer.lastname,
    email: customer.email,
    addresses: readAddresses(customer),
  }
  return data({ profile }, { headers: withCookies(session.cookies, PRIVATE_PAGE_HEADERS) })
}

export default function MyAccountRoute() {
  return <AccountArea />
}
