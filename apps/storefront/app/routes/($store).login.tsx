// spec 001 §2 /login: log in, create an account, forgotten password (components/account/login-page).
// A logged-in customer is sent on to /my-account (the header's account icon links here, D123).
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node'
import { data, redirect } from '@remix-run/node'
import { forgotPasswordAction, logInAction, registerAction } from '~/.server/account-actions.server'
import { readCustomerTokens } from '~/.server/session.server'
import {
  LOGIN_NOTICES,
  LoginPage,
  type LoginMode,
  type LoginPageData,
} from '~/components/account/login-page'
import { accountMeta, PRIVATE_PAGE_HEADERS } from '~/lib/account/account-meta'
import { assertKnownStoreSegment, buildStorePath } from '~/lib/store-path'

const TITLES = {
  login: 'account.loginTitle',
  register: 'account.registerTitle',
  forgot: 'account.forgotTitle',
} as const

function readMode(value: string | null): LoginMode {
  return value === 'register' || value === 'forgot' ? value : 'login'
}

/** Only a path of this shop (never another site) is a place to go back to. */
function readRedirect(value: string | null): string | null {
  return value && /^\/(?![/\\])\S*$/.test(value) && value.length <= 512 ? value : null
}

export const meta: MetaFunction<typeof loader> = ({ location, data: page }) =>
  accountMeta(location.pathname, TITLES[page?.mode ?? 'login'])

export const headers = () => PRIVATE_PAGE_HEADERS

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const url = new URL(request.url)
  const redirectTo = readRedirect(url.searchParams.get('redirect'))
  if (await readCustomerTokens(request.headers.get('cookie'))) {
    throw redirect(redirectTo ?? buildStorePath(context.storeView, '/my-account'))
  }
  return data<LoginPageData>(
    {
      mode: readMode(url.searchParams.get('mode')),
      expired: url.searchParams.has('expired'),
      notice:
        (Object.keys(LOGIN_NOTICES) as Array<keyof typeof LOGIN_NOTICES>)
          .filter((key) => url.searchParams.has(key))
          .map((key) => LOGIN_NOTICES[key])[0] ?? null,
      redirectTo,
    },
    { headers: PRIVATE_PAGE_HEADERS },
  )
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  assertKnownStoreSegment(params.store)
  const formData = await request.formData()
  switch (formData.get('intent')) {
    case 'register':
      return registerAction(formData, context)
    case 'forgot':
      return forgotPasswordAction(formData, context)
    default:
      return logInAction(formData, context)
  }
}

export default function LoginRoute() {
  return <LoginPage />
}
