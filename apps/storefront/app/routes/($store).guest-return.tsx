// spec 001 §2 /guest-return: a guest names the order (its ID, numbers only, and the last name on
// it; spec 001 §5), then returns items with the same request form as the account's. A wrong pair
// reads like an unknown order (D164); too many tries are refused for a while, and after many
// missed lookups of one order from everywhere each step carries a captcha (D220, D225).
import { parseWithZod } from '@conform-to/zod/v4'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data } from '@remix-run/node'
import { useActionData, useLoaderData } from '@remix-run/react'
import { CAPTCHA_REQUIRED_MESSAGE } from '@vitrine/contracts/user'
import { captchaTokenOf } from '~/.server/captcha-token.server'
import { createGuestReturn, readGuestOrder, readReasons } from '~/.server/returns-api.server'
import { isBffStatus } from '~/.server/user-api.server'
import { GuestReturnPage } from '~/components/returns/guest-return-page'
import { accountMeta, PRIVATE_PAGE_HEADERS } from '~/lib/account/account-meta'
import {
  GuestLookupFormSchema,
  ReturnRequestFormSchema,
  toReturnItems,
} from '~/lib/returns/return-forms'
import { assertKnownStoreSegment } from '~/lib/store-path'

export const meta: MetaFunction = ({ location }) => accountMeta(location.pathname, 'account.orders')

export const headers = () => PRIVATE_PAGE_HEADERS

export async function loader({ params, context }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  return data({ reasons: await readReasons(context) }, { headers: PRIVATE_PAGE_HEADERS })
}

type Refusal =
  'returns.notFound' | 'returns.tooMany' | 'returns.saveError' | 'returns.captchaRequired'

/** The BFF asks for a captcha past the order's ceiling of missed lookups (D220). */
function asksForCaptcha(error: unknown): boolean {
  return isBffStatus(error, 400) && error.message === CAPTCHA_REQUIRED_MESSAGE
}

function refusal(error: unknown): Refusal {
  if (asksForCaptcha(error)) return 'returns.captchaRequired'
  if (isBffStatus(error, 429)) return 'returns.tooMany'
  if (isBffStatus(error, 404)) return 'returns.notFound'
  return 'returns.saveError'
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const formData = await request.formData()
  const lookup = parseWithZod(formData, { schema: GuestLookupFormSchema })
  if (lookup.status !== 'success') {
    return data({ step: 'lookup' as const, result: lookup.reply() }, { status: 400 })
  }
  const guest = lookup.value
  const captcha = captchaTokenOf(formData)
  // D225: once asked (a token came with this form), every next step carries a captcha too
  const captchaRequired = captcha.captchaToken !== undefined
  const refused = (error: unknown, status: number) =>
    data(
      {
        step: 'lookup' as const,
        result: lookup.reply({ formErrors: [refusal(error)] }),
        captchaRequired: captchaRequired || asksForCaptcha(error),
      },
      { status },
    )
  if (formData.get('intent') !== 'request') {
    try {
      const order = await readGuestOrder(context, { ...guest, ...captcha })
      if (order) return data({ step: 'request' as const, guest, order, captchaRequired })
      return data(
        {
          step: 'lookup' as const,
          result: lookup.reply({ formErrors: ['returns.notFound'] }),
          captchaRequired,
        },
        { status: 404 },
      )
    } catch (error) {
      if (!isBffStatus(error, 400, 429)) throw error
      return refused(error, error.status)
    }
  }
  const submission = parseWithZod(formData, { schema: ReturnRequestFormSchema })
  if (submission.status === 'success') {
    try {
      const record = await createGuestReturn(context, {
        ...guest,
        ...captcha,
        reason: submission.value.reason,
        comment: submission.value.comment ?? '',
        items: toReturnItems(submission.value),
      })
      return data({ step: 'done' as const, record })
    } catch (error) {
      if (!isBffStatus(error, 400, 404, 429)) throw error
      if (error.status !== 400 || asksForCaptcha(error)) return refused(error, error.status)
    }
  }
  // The form again, with its errors: the order is read once more to show its lines (a
  // reCAPTCHA token is used up by then: the form comes back without lines and asks again).
  const order = await readGuestOrder(context, { ...guest, ...captcha }).catch(() => null)
  if (!order) {
    return data(
      {
        step: 'lookup' as const,
        result: lookup.reply({ formErrors: ['returns.notFound'] }),
        captchaRequired,
      },
      { status: 404 },
    )
  }
  const result =
    submission.status === 'success'
      ? submission.reply({ formErrors: ['returns.saveError'] })
      : submission.reply()
  return data({ step: 'request' as const, guest, order, result, captchaRequired }, { status: 400 })
}

export default function GuestReturnRoute() {
  const { reasons } = useLoaderData<typeof loader>()
  const actionData = useActionData<typeof action>()
  return <GuestReturnPage reasons={reasons} actionData={actionData} />
}
