// The profile block's actions (spec 001 §2, §3, §4, §8): names, e-mail (the customer is logged
// out and confirms the new address), password, addresses. Each checks its form with the browser's
// schema; a success goes back to /my-account with the spec's notice.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import type { z } from 'zod'
import {
  AddressFormSchema,
  ChangeEmailFormSchema,
  ChangePasswordFormSchema,
  ProfileFormSchema,
} from '~/lib/account/account-forms'
import type { AccountActionData } from '~/lib/account/account-action-data'
import { buildStorePath } from '~/lib/store-path'
import { refusalKey } from './account-actions.server'
import {
  changePassword,
  profileOf,
  readMe,
  updateMe,
  withAddress,
  withoutAddress,
} from './account-data.server'
import { loginPath, type CustomerSession, type SessionContext } from './customer-session.server'
import { logoutCookies, withCookies } from './session.server'
import { isBffStatus } from './user-api.server'

const PASSWORDS = ['password', 'repeatPassword', 'currentPassword']

function backToAccount(context: SessionContext, session: CustomerSession, done: string) {
  return redirect(`${buildStorePath(context.storeView, '/my-account')}?done=${done}`, {
    headers: withCookies(session.cookies),
  })
}

interface Submission {
  reply: (options: {
    formErrors?: string[]
    fieldErrors?: Record<string, string[]>
    hideFields?: string[]
  }) => AccountActionData['result']
}

function refused(intent: string, submission: Submission, error: unknown, session: CustomerSession) {
  if (!isBffStatus(error, 400, 403, 409, 422, 429, 500)) throw error
  const key = refusalKey(error, 'form.incorrectData')
  const field =
    key === 'account.emailExistsInWebsite' || key === 'account.emailExists'
      ? 'email'
      : key === 'account.wrongCurrentPassword'
        ? 'currentPassword'
        : null
  return data<AccountActionData>(
    {
      intent,
      result: submission.reply({
        ...(field ? { fieldErrors: { [field]: [key] } } : { formErrors: [key] }),
        hideFields: PASSWORDS,
      }),
    },
    { status: error.status, headers: withCookies(session.cookies) },
  )
}

export async function profileAction(
  formData: FormData,
  context: SessionContext,
  session: CustomerSession,
) {
  const raw = formData.get('intent')
  const intent = typeof raw === 'string' ? raw : ''
  const schema = {
    profile: ProfileFormSchema,
    email: ChangeEmailFormSchema,
    password: ChangePasswordFormSchema,
    address: AddressFormSchema,
  }[intent]
  if (intent === 'deleteAddress') {
    const addressId = Number(formData.get('addressId'))
    const customer = await readMe(context, session)
    if (Number.isInteger(addressId))
      await updateMe(context, session, withoutAddress(customer, addressId))
    return backToAccount(context, session, 'updated')
  }
  if (!schema) throw new Response('Unknown form', { status: 400 })
  const submission = parseWithZod(formData, { schema: schema as z.ZodType })
  if (submission.status !== 'success') {
    return data<AccountActionData>(
      { intent, result: submission.reply({ hideFields: PASSWORDS }) },
      { status: 400, headers: withCookies(session.cookies) },
    )
  }
  try {
    if (intent === 'password') {
      const form = submission.value as z.infer<typeof ChangePasswordFormSchema>
      await changePassword(context, session, {
        currentPassword: form.currentPassword,
        newPassword: form.password,
      })
      return backToAccount(context, session, 'password')
    }
    const customer = await readMe(context, session)
    if (intent === 'profile') {
      const form = submission.value as z.infer<typeof ProfileFormSchema>
      await updateMe(context, session, { ...profileOf(customer), ...form })
      return backToAccount(context, session, 'updated')
    }
    if (intent === 'address') {
      const form = submission.value as z.infer<typeof AddressFormSchema>
      await updateMe(context, session, withAddress(customer, form))
      return backToAccount(context, session, 'updated')
    }
    const form = submission.value as z.infer<typeof ChangeEmailFormSchema>
    const answer = await updateMe(context, session, { ...profileOf(customer), email: form.email })
    if (!answer.loggedOut) return backToAccount(context, session, 'updated')
    // spec 001 §4: after an e-mail change the customer is logged out and confirms the new address.
    return redirect(loginPath(context, '?emailChanged=1'), {
      headers: withCookies(await logoutCookies()),
    })
  } catch (error) {
    return refused(intent, submission, error, session)
  }
}
