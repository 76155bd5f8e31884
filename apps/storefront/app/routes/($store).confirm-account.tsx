// spec 001 §2 /confirm-account: activates the account from the welcome mail's link
// (PUT /api/user/activate with customerEmail and confirmationKey, spec 001 §7).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { z } from 'zod'
import { readFormText, readMailLinkQuery } from '~/.server/mail-link.server'
import { loginPath } from '~/.server/customer-session.server'
import { callUserApi, isBffStatus } from '~/.server/user-api.server'
import {
  ConfirmAccountPage,
  type ConfirmAccountData,
} from '~/components/account/confirm-account-page'
import type { AccountActionData } from '~/lib/account/account-action-data'
import { accountMeta, PRIVATE_PAGE_HEADERS } from '~/lib/account/account-meta'
import { assertKnownStoreSegment } from '~/lib/store-path'

const AnswerSchema = z.object({ code: z.number(), result: z.unknown() })

export const meta: MetaFunction = ({ location }) =>
  accountMeta(location.pathname, 'account.confirmTitle')

export const headers = () => PRIVATE_PAGE_HEADERS

export function loader({ request, params }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  return data<ConfirmAccountData>(readMailLinkQuery(request, { email: 254, key: 256 }), {
    headers: PRIVATE_PAGE_HEADERS,
  })
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const form = await request.formData()
  const customerEmail = readFormText(form, 'email')
  const confirmationKey = readFormText(form, 'key')
  try {
    await callUserApi(context, '/api/user/activate', AnswerSchema, {
      method: 'PUT',
      body: { customerEmail, confirmationKey },
    })
    return redirect(loginPath(context, '?confirmed=1'))
  } catch (error) {
    if (!isBffStatus(error, 400, 401, 404, 429)) throw error
    return data<AccountActionData>(
      {
        intent: 'confirm',
        result: { status: 'error', error: { '': ['account.confirmInvalid'] } },
      },
      { status: error.status },
    )
  }
}

export default function ConfirmAccountRoute() {
  return <ConfirmAccountPage />
}
