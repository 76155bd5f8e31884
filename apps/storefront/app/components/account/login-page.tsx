// /login (spec 001 §2; 000 §2 authentication and account-benefits modals): log in, create an
// account, or ask for a link to set a new password, as three views of one page (`?mode=`). Every
// form posts to the route's action and works without JavaScript; with it, fields are checked as
// the shopper types and a login takes over the merged cart before moving on (spec 000 §4).
import { getFormProps } from '@conform-to/react'
import { Form, Link, useActionData, useLoaderData, useLocation } from '@remix-run/react'
import { useEffect, useState } from 'react'
import {
  ForgotPasswordFormSchema,
  LoginFormSchema,
  RegisterFormSchema,
} from '~/lib/account/account-forms'
import { resultFor, type AccountActionData } from '~/lib/account/account-action-data'
import { useCart } from '~/components/cart/cart-provider'
import { useAccountTranslate, type AccountText } from '~/lib/account/use-account-translate'
import { CaptchaField } from '~/lib/captcha/captcha-field'
import { carryEventToNextPage } from '~/lib/data-layer/carried-events'
import { pushEvent } from '~/lib/data-layer/data-layer'
import {
  AccountField,
  FormErrors,
  NewPasswordFields,
  StatusMessage,
  useAccountForm,
} from './account-fields'
import { AccountBenefits } from './account-benefits'
import styles from './account.module.css'

export type LoginMode = 'login' | 'register' | 'forgot'

export interface LoginPageData {
  mode: LoginMode
  expired: boolean
  /** What just happened elsewhere: logged out, confirmed, a new password, a new e-mail. */
  notice: AccountText | null
  redirectTo: string | null
}

/** The query parameters that announce something on /login, and what they say. */
export const LOGIN_NOTICES = {
  loggedOut: 'account.loggedOut',
  confirmed: 'account.confirmed',
  reset: 'account.resetDone',
  emailChanged: 'account.emailChanged',
} as const satisfies Record<string, AccountText>
const NOTICE_PARAMS = Object.keys(LOGIN_NOTICES)

function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}

export function LoginPage() {
  const { mode, expired, notice } = useLoaderData<LoginPageData>()
  const actionData = useActionData<AccountActionData>()
  const t = useAccountTranslate()
  const { search } = useLocation()
  const titles = {
    login: t('account.loginTitle'),
    register: t('account.registerTitle'),
    forgot: t('account.forgotTitle'),
  } as const
  const hrefOf = (to: LoginMode) => {
    const next = new URLSearchParams(search)
    for (const key of NOTICE_PARAMS) next.delete(key)
    next.delete('expired')
    if (to === 'login') next.delete('mode')
    else next.set('mode', to)
    const query = next.toString()
    return query ? `?${query}` : '.'
  }

  useEffect(() => {
    // spec 000 §8: an expired session also drops the orders not sent yet.
    if (!expired) return
    void import('~/lib/account/browser-session').then((session) => {
      session.clearUntransmittedOrders()
      return session.startGuestCart()
    })
  }, [expired])

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{titles[mode]}</h1>
      {expired ? (
        <p className={styles.alert} role="alert">
          {t('user.sessionExpired')}
        </p>
      ) : null}
      <StatusMessage>
        {actionData?.done
          ? t(actionData.done.message, actionData.done.params)
          : notice
            ? t(notice)
            : null}
      </StatusMessage>
      <nav aria-label={t('account.modes')}>
        <ul className={styles.tabs}>
          {(['login', 'register'] as const).map((to) => (
            <li key={to}>
              <Link to={hrefOf(to)} aria-current={mode === to ? 'page' : undefined}>
                {titles[to]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {mode === 'login' ? (
        <LoginForm actionData={actionData} forgotHref={hrefOf('forgot')} />
      ) : null}
      {mode === 'register' ? <RegisterForm actionData={actionData} /> : null}
      {mode === 'forgot' ? (
        <ForgotForm actionData={actionData} loginHref={hrefOf('login')} />
      ) : null}
    </div>
  )
}

function LoginForm({
  actionData,
  forgotHref,
}: {
  actionData: AccountActionData | undefined
  forgotHref: string
}) {
  const t = useAccountTranslate()
  const { redirectTo } = useLoaderData<LoginPageData>()
  const hydrated = useHydrated()
  // spec 000 §4: the guest cart is merged into the customer's on login.
  const { cartToken: cartId } = useCart()
  const [form, fields] = useAccountForm('login', LoginFormSchema, resultFor(actionData, 'login'))
  const login = actionData?.intent === 'login' ? actionData.login : undefined

  useEffect(() => {
    if (!login) return
    // The page is left at once: the next one pushes `login` (data-layer.ts).
    carryEventToNextPage('login', { method: 'password' })
    // A full load: the header, the cart and every tab start over as the customer.
    void import('~/lib/account/browser-session')
      .then((session) => session.adoptCustomerCart(login.cartId))
      .catch((error: unknown) => console.warn('the customer cart could not be kept', error))
      .finally(() => window.location.assign(login.redirectTo))
  }, [login])

  return (
    <Form method="post" className={`${styles.card} ${styles.form}`} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="login" />
      {hydrated ? <input type="hidden" name="enhanced" value="1" /> : null}
      {cartId ? <input type="hidden" name="mergeCartId" value={cartId} /> : null}
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {actionData?.intent === 'login' && actionData.captchaRequired ? (
        <CaptchaField action="login" />
      ) : null}
      <FormErrors errors={form.errors} />
      <AccountField
        field={fields.email}
        label={t('account.email')}
        type="email"
        autoComplete="email"
      />
      <AccountField
        field={fields.password}
        label={t('account.password')}
        type="password"
        autoComplete="current-password"
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          {t('account.submitLogin')}
        </button>
        <Link to={forgotHref} className={styles.link}>
          {t('account.forgotLink')}
        </Link>
      </div>
    </Form>
  )
}

function RegisterForm({ actionData }: { actionData: AccountActionData | undefined }) {
  const t = useAccountTranslate()
  const [form, fields] = useAccountForm(
    'register',
    RegisterFormSchema,
    resultFor(actionData, 'register'),
  )
  const done = actionData?.intent === 'register' ? actionData.done : undefined
  useEffect(() => {
    if (done) pushEvent('create_account', { method: 'password' })
  }, [done])

  return (
    <>
      <AccountBenefits />
      <Form method="post" className={`${styles.card} ${styles.form}`} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="register" />
        <FormErrors errors={form.errors} />
        <div className={styles.columns}>
          <AccountField
            field={fields.firstname}
            label={t('account.firstname')}
            autoComplete="given-name"
          />
          <AccountField
            field={fields.lastname}
            label={t('account.lastname')}
            autoComplete="family-name"
          />
        </div>
        <AccountField
          field={fields.email}
          label={t('account.email')}
          type="email"
          autoComplete="email"
        />
        <NewPasswordFields
          password={fields.password}
          repeatPassword={fields.repeatPassword}
          label={t('account.password')}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {t('account.submitRegister')}
          </button>
        </div>
      </Form>
    </>
  )
}

function ForgotForm({
  actionData,
  loginHref,
}: {
  actionData: AccountActionData | undefined
  loginHref: string
}) {
  const t = useAccountTranslate()
  const [form, fields] = useAccountForm(
    'forgot',
    ForgotPasswordFormSchema,
    resultFor(actionData, 'forgot'),
  )
  return (
    <>
      <Form method="post" className={`${styles.card} ${styles.form}`} {...getFormProps(form)}>
        <input type="hidden" name="intent" value="forgot" />
        <p className={styles.hint}>{t('account.forgotHint')}</p>
        <FormErrors errors={form.errors} />
        <AccountField
          field={fields.email}
          label={t('account.email')}
          type="email"
          autoComplete="email"
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.primary}>
            {t('account.submitForgot')}
          </button>
          <Link to={loginHref} className={styles.link}>
            {t('account.loginLink')}
          </Link>
        </div>
      </Form>
    </>
  )
}
