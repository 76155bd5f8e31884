// spec 001 §2 /my-account/returns/request/{orderId}: return items of one of the customer's orders
// (the return-order request block). A return made goes to the returns list, in status Requested.
import { parseWithZod } from '@conform-to/zod/v4'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import type { ReturnableOrder, ReturnReasons } from '@vitrine/contracts/returns'
import { requireCustomerSession } from '~/.server/customer-session.server'
import { createReturn, readReasons, readReturnableOrder } from '~/.server/returns-api.server'
import { withCookies } from '~/.server/session.server'
import { isBffStatus } from '~/.server/user-api.server'
import styles from '~/components/account/account.module.css'
import { ReturnRequestForm } from '~/components/returns/return-request-form'
import { accountMeta, PRIVATE_PAGE_HEADERS } from '~/lib/account/account-meta'
import { ReturnRequestFormSchema, toReturnItems } from '~/lib/returns/return-forms'
import { useReturnsTranslate } from '~/lib/returns/use-returns-translate'
import { assertKnownStoreSegment, buildStorePath } from '~/lib/store-path'

export const meta: MetaFunction = ({ location }) => accountMeta(location.pathname, 'account.orders')

export const headers = () => PRIVATE_PAGE_HEADERS

const notFound = () => new Response('Not Found', { status: 404, statusText: 'Not Found' })

function readOrderId(value: string | undefined): number {
  const orderId = Number(value)
  if (!Number.isSafeInteger(orderId) || orderId < 1) throw notFound()
  return orderId
}

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const orderId = readOrderId(params.orderId)
  const session = await requireCustomerSession(request, context)
  const [order, reasons] = await Promise.all([
    readReturnableOrder(context, session, orderId),
    readReasons(context),
  ])
  if (!order) throw notFound()
  return data({ order, reasons }, { headers: withCookies(session.cookies, PRIVATE_PAGE_HEADERS) })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const orderId = readOrderId(params.orderId)
  const session = await requireCustomerSession(request, context)
  const submission = parseWithZod(await request.formData(), { schema: ReturnRequestFormSchema })
  if (submission.status !== 'success') {
    return data({ result: submission.reply() }, { status: 400 })
  }
  try {
    await createReturn(context, session, {
      orderId,
      reason: submission.value.reason,
      comment: submission.value.comment ?? '',
      items: toReturnItems(submission.value),
    })
  } catch (error) {
    if (!isBffStatus(error, 400, 404)) throw error
    return data(
      { result: submission.reply({ formErrors: ['returns.saveError'] }) },
      { status: error.status },
    )
  }
  return redirect(buildStorePath(context.storeView, '/my-account/returns'), {
    headers: withCookies(session.cookies, PRIVATE_PAGE_HEADERS),
  })
}

export default function ReturnRequestRoute() {
  const { order, reasons } = useLoaderData<{
    order: ReturnableOrder
    reasons: ReturnReasons['options']
  }>()
  const actionData = useActionData<typeof action>()
  const t = useReturnsTranslate()
  return (
    <section aria-labelledby="return-request-title">
      <h2 id="return-request-title" className={styles.subtitle}>
        {t('returns.requestTitle', { number: order.orderNumber })}
      </h2>
      <ReturnRequestForm order={order} reasons={reasons} lastResult={actionData?.result} />
    </section>
  )
}
