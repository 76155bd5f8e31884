// The actions of /login (spec 001 §2, §4, §5, §8): log in (merging the guest cart, spec 000 §4),
// create an account, ask for a password reset. Each checks its form with the same schema as the
// browser (lib/account/account-forms.ts) and answers Conform's result: field errors, or the
// server's refusal as the form's error, with what was typed (passwords left out).
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from '@remix-run/node'
import {
  ACCOUNT_EXISTS_MESSAGE,
  CAPTCHA_REQUIRED_MESSAGE,
  CustomerEnvelopeSchema,
  EMAIL_TAKEN_MESSAGE,
  LoginEnvelopeSchema,
  PASSWORD_CONTAINS_EMAIL_MESSAGE,
  PASSWORD_TOO_COMMON_MESSAGE,
} from '@vitrine/contracts/user'
import {
  ACCOUNT_NOT_CONFIRMED_MESSAGE,
  EMAIL_NOT_FOUND_MESSAGE,
  RESET_TOKEN_INVALID_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
} from '@vitrine/contracts/user-account'
import { z } from 'zod'
import {
  ForgotPasswordFormSchema,
  LoginFormSchema,
  RegisterFormSchema,
} from '~/lib/account/account-forms'
import type { AccountActionData } from '~/lib/account/account-action-data'
import { buildStorePath } from '~/lib/store-path'
import { captchaTokenOf } from './captcha-token.server'
import type { RequestContext } from './context.server'
import { loginCookies, withCookies } from './session.server'
import { callUserApi, isBffStatus } from './user-api.server'

const PASSWORDS = ['password', 'repeatPassword', 'currentPassword']
const TrueEnvelopeSchema = z.object({ code: z.number(), result: z.unknown() })

/** Magento's texts the BFF answers (vsf-api-contract §1.6) and the keys that translate them. */
const SERVER_TEXTS: Record<string, string> = {
  [ACCOUNT_NOT_CONFIRMED_MESSAGE]: 'account.notConfirmed',
  [EMAIL_TAKEN_MESSAGE]: 'account.emailExistsInWebsite',
  [ACCOUNT_EXISTS_MESSAGE]: 'account.emailExists',
  [EMAIL_NOT_FOUND_MESSAGE]: 'account.emailUnknown',
  [WRONG_CURRENT_PASSWORD_MESSAGE]: 'account.wrongCurrentPassword',
  [RESET_TOKEN_INVALID_MESSAGE]: 'account.resetInvalid',
  // D221: the server's password strength rules.
  [PASSWORD_TOO_COMMON_MESSAGE]: 'account.passwordTooCommon',
  [PASSWORD_CONTAINS_EMAIL_MESSAGE]: 'account.passwordContainsEmail',
  // D220: many failed logins of this account from everywhere.
  [CAPTCHA_REQUIRED_MESSAGE]: 'account.captchaRequired',
}

/** The catalogue key of a refusal: a known server text, a rate limit, or `fallback`. */
export function refusalKey(error: unknown, fallback: string): string {
  if (isBffStatus(error, 429)) return 'account.tooManyAttempts'
  if (error instanceof Error && Object.hasOwn(SERVER_TEXTS, error.message)) {
    return SERVER_TEXTS[error.message]!
  }
  return fallback
}

type Context = Pick<RequestContext, 'storeView' | 'requestId' | 'forwardedFor'>

export async function logInAction(formData: FormData, context: Context) {
  const submission = parseWithZod(formData, { schema: LoginFormSchema })
  if (submission.status !== 'success') {
    return data<AccountActionData>(
      { intent: 'login', result: submission.reply({ hideFields: PASSWORDS }) },
      { status: 400 },
    )
  }
  const { email, password, mergeCartId, redirectTo } = submission.value
  const captcha = captchaTokenOf(formData)
  try {
    const answer = await callUserApi(context, '/api/user/login', LoginEnvelopeSchema, {
      body: { username: email, password, ...(mergeCartId ? { mergeCartId } : {}), ...captcha },
    })
    const cookies = await loginCookies({
      token: answer.result,
      refreshToken: answer.meta.refreshToken,
    })
    const to = redirectTo ?? buildStorePath(context.storeView, '/my-account')
    // With JavaScript the page takes over the merged cart, pushes `login` and moves on itself.
    if (formData.get('enhanced') === '1') {
      return data<AccountActionData>(
        {
          intent: 'login',
          result: submission.reply({ hideFields: PASSWORDS }),
          login: { cartId: answer.meta.cartId ?? null, redirectTo: to },
        },
        { headers: withCookies(cookies) },
      )
    }
    return redirect(to, { headers: withCookies(cookies) })
  } catch (error) {
    if (!isBffStatus(error, 400, 401, 403, 404, 429)) throw error
    const key = refusalKey(
      error,
      isBffStatus(error, 400) ? 'form.incorrectData' : 'account.loginFailed',
    )
    return data<AccountActionData>(
      {
        intent: 'login',
        result: submission.reply({ formErrors: [key], hideFields: PASSWORDS }),
        // D225: once asked, every next try of this form carries a captcha
        captchaRequired: key === 'account.captchaRequired' || captcha.captchaToken !== undefined,
      },
      { status: error.status },
    )
  }
}

export async function registerAction(formData: FormData, context: Context) {
  const submission = parseWithZod(formData, { schema: RegisterFormSchema })
  if (submission.status !== 'success') {
    return data<AccountActionData>(
      { intent: 'register', result: submission.reply({ hideFields: PASSWORDS }) },
      { status: 400 },
    )
  }
  const { email, firstname, lastname, password } = submission.value
  try {
    await callUserApi(context, '/api/user/create', CustomerEnvelopeSchema, {
      body: { customer: { email, firstname, lastname }, password },
    })
    return data<AccountActionData>({
      intent: 'register',
      result: submission.reply({ resetForm: true }),
      done: { message: 'account.registered', params: { email } },
    })
  } catch (error) {
    if (!isBffStatus(error, 400, 409, 429)) throw error
    const key = refusalKey(error, 'form.incorrectData')
    const onEmail = key === 'account.emailExistsInWebsite' || key === 'account.emailExists'
    return data<AccountActionData>(
      {
        intent: 'register',
        result: submission.reply({
          ...(onEmail ? { fieldErrors: { email: [key] } } : { formErrors: [key] }),
          hideFields: PASSWORDS,
        }),
      },
      { status: error.status },
    )
  }
}

export async function forgotPasswordAction(formData: FormData, context: Context) {
  const submission = parseWithZod(formData, { schema: ForgotPasswordFormSchema })
  if (submission.status !== 'success') {
    return data<AccountActionData>(
      { intent: 'forgot', result: submission.reply() },
      { status: 400 },
    )
  }
  const { email } = submission.value
  try {
    await callUserApi(context, '/api/user/reset-password', TrueEnvelopeSchema, { body: { email } })
    return data<AccountActionData>({
      intent: 'forgot',
      result: submission.reply({ resetForm: true }),
      done: { message: 'account.resetSent', params: { email } },
    })
  } catch (error) {
    if (!isBffStatus(error, 400, 404, 429, 500, 502, 503)) throw error
    const key = refusalKey(error, 'account.resetPasswordError')
    return data<AccountActionData>(
      {
        intent: 'forgot',
        result: submission.reply(
          key === 'account.emailUnknown'
            ? { fieldErrors: { email: [key] } }
            : { formErrors: [key] },
        ),
      },
      { status: error.status },
    )
  }
}
