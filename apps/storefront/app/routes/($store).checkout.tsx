// spec 000 §2 /checkout: the multi-step checkout in the default layout with the checkout chrome
// (spec 001 §2: no mega menu, newsletter pop-up, mobile or bottom navigation, header icons). The
// steps run in the browser; without JavaScript a step posts here and is checked with the same
// zod schema, answering its field errors with a 400.
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { readPageForm } from '~/.server/read-page-form.server'
import { CheckoutPage } from '~/components/checkout/checkout-page'
import { checkCheckoutStep } from '~/lib/checkout/check-checkout-step'
import type { RouteHandle } from '~/lib/route-handle'
import { buildTitle, translatorForPath } from '~/lib/route-meta'
import { assertKnownStoreSegment } from '~/lib/store-path'

export const handle: RouteHandle = { checkout: true }

export const meta: MetaFunction = ({ location }) => [
  { title: buildTitle(translatorForPath(location.pathname)('checkout.title')) },
  { name: 'robots', content: 'noindex' },
]

export function loader({ params }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  return null
}

export async function action({ request, params }: ActionFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const { status, ...verdict } = checkCheckoutStep(await readPageForm(request))
  return data(verdict, { status })
}

export default function CheckoutRoute() {
  return <CheckoutPage />
}
