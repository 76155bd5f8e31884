// spec 000 §2 /checkout-return: the return point after an external payment (D144), in the
// checkout chrome (spec 001 §2). The server reads the order's payment status from the BFF with the
// payment token in the query, so the first paint already says paid, failed or still pending.
import type { HeadersFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useLoaderData } from '@remix-run/react'
import { BffError } from '@vitrine/contracts/bff-client'
import { fetchOrderPayment } from '@vitrine/contracts/payments-client'
import { CheckoutReturnPage } from '~/components/checkout/checkout-return-page'
import { readPaymentToken } from '~/lib/checkout/payment-return'
import type { RouteHandle } from '~/lib/route-handle'
import { buildTitle, translatorForPath } from '~/lib/route-meta'
import { assertKnownStoreSegment } from '~/lib/store-path'

export const handle: RouteHandle = { checkout: true }

// The status changes with every webhook: the page is never kept (the page cache, D31, skips it).
export const headers: HeadersFunction = () => ({ 'Cache-Control': 'no-store' })

export const meta: MetaFunction = ({ location }) => [
  { title: buildTitle(translatorForPath(location.pathname)('payment.returnTitle')) },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const token = readPaymentToken(new URL(request.url).search)
  const headers = { 'Cache-Control': 'no-store' }
  if (!token) return data({ token: null, payment: null }, { headers })
  try {
    return data({ token, payment: await fetchOrderPayment(context.bff, token) }, { headers })
  } catch (error) {
    if (error instanceof BffError && error.status === 404) {
      return data({ token, payment: null }, { headers })
    }
    throw error
  }
}

export default function CheckoutReturnRoute() {
  const { token, payment } = useLoaderData<typeof loader>()
  return <CheckoutReturnPage token={token} initial={payment} />
}
