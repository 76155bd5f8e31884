// spec 001 §2 /reset-password: set a new password from the reset mail's link
// (POST /api/user/create-password: e-mail, reset token, new password; vsf-api-contract §1.6).
import { parseWithZod } from '@conform-to/zod/v4'
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { z } from 'zod'
import { readMailLinkQuery } from '~/.server/mail-link.server'
import { refusalKey } from '~/.server/account-actions.server'
import { loginPath } from '~/.server/customer-session.server'
import { callUserApi, isBffStatus } from '~/.server/user-api.server'
import { ResetPasswordPage, type ResetPasswordData } from '~/components/account/reset-password-page'
import type { AccountActionData } from '~/lib/account/account-action-data'
import { ResetPasswordFormSchema } from '~/lib/account/account-forms'
import { accountMeta, PRIVATE_PAGE_HEADERS } from '~/lib/account/account-meta'
import { assertKnownStoreSegment } from '~/lib/store-path'

const AnswerSchema = z.object({ code: z.number(), result: z.unknown() })

export const meta: MetaFunction = ({ location }) =>
  accountMeta(location.pathname, 'account.resetTitle')

export const headers = () => PRIVATE_PAGE_HEADERS

export function loader({ request, params }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const { email, token } = readMailLinkQuery(request, { email: 254, token: 512 })
  return data<ResetPasswordData>({ email, resetToken: token }, { headers: PRIVATE_PAGE_HEADERS })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const submission = parseWithZod(await request.formData(), { schema: ResetPasswordFormSchema })
  const hideFields = ['password', 'repeatPassword']
  if (submission.status !== 'success') {
    return data<AccountActionData>(
      { intent: 'reset', result: submission.reply({ hideFields }) },
      { status: 400 },
    )
  }
  const { email, resetToken, password } = submission.value
  try {
    await callUserApi(context, '/api/user/create-password', AnswerSchema, {
      body: { email, resetToken, newPassword: password },
    })
    return redirect(loginPath(context, '?reset=1'))
  } catch (error) {
    if (!isBffStatus(error, 400, 401, 404, 429, 500)) throw error
    const key = refusalKey(error, 'account.resetInvalid')
    return data<AccountActionData>(
      { intent: 'reset', result: submission.reply({ formErrors: [key], hideFields }) },
      { status: error.status },
    )
  }
}

export default function ResetPasswordRoute() {
  return <ResetPasswordPage />
}
