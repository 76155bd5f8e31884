// An app for the cart, coupon and stock route tests: the real commerce engine
// (@vitrine/commerce-engine) on an in-memory PGlite, loaded with the hand-made fixture catalogue
// (src/adapters/commerce/commerce.fixtures.ts).
import { fixtureCatalogue } from '../src/adapters/commerce/commerce.fixtures.js'
import { buildTestApp } from './helpers.js'

export async function buildCommerceTestApp(overrides: Record<string, string> = {}) {
  // PGlite's start-up keeps the event loop busy for a moment; load shedding is not under test here.
  const app = await buildTestApp(overrides, {
    underPressure: { maxEventLoopDelay: 0, maxEventLoopUtilization: 0 },
  })
  await app.adapters.commerce.importCatalogue(fixtureCatalogue)
  return app
}

/** A Dutch address that every shipping method accepts. */
export const dutchAddress = {
  firstname: 'Jan',
  lastname: 'Jansen',
  street: ['Dam 1'],
  city: 'Amsterdam',
  postcode: '1012AB',
  country_id: 'NL',
  email: 'jan@example.nl',
}

type InjectingApp = Awaited<ReturnType<typeof buildCommerceTestApp>>

/** POSTs JSON as a caller holding `token` (or none). */
export function postAs(app: InjectingApp, url: string, payload?: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  })
}

/** The newest mail of `kind` to `to` in the app's outbox (the embedded mailer). */
export async function readLatestMail(app: InjectingApp, to: string, kind?: string) {
  const mails = (await app.adapters.mailer.listOutbox({ to, limit: 50 })) ?? []
  const mail = mails.find((candidate) => kind === undefined || candidate.kind === kind)
  if (!mail) throw new Error(`no ${kind ?? ''} mail to ${to} in the outbox`)
  return mail
}

/** The value of `param` in the first storefront link of a mail's text. */
export function linkParam(text: string, param: string): string {
  const link = /https?:\/\/\S+/.exec(text)?.[0]
  const value = link ? new URL(link).searchParams.get(param) : null
  if (!value) throw new Error(`no ${param} in a link of the mail`)
  return value
}

/** Confirms an account with the key of its newest confirmation mail. */
export async function confirmFromMail(app: InjectingApp, email: string) {
  const mail = await readLatestMail(app, email)
  const confirmed = await app.inject({
    method: 'PUT',
    url: '/api/user/activate',
    payload: { customerEmail: email, confirmationKey: linkParam(mail.text, 'key') },
  })
  if (confirmed.statusCode !== 200) throw new Error(`activation failed: ${confirmed.body}`)
}

/**
 * Follows the newest newsletter confirmation mail to `email` (D222): POST /api/newsletter/confirm
 * with its link's e-mail and key, under the link's store prefix. The answer, as it came.
 */
export async function confirmNewsletterFromMail(app: InjectingApp, email: string) {
  const mail = await readLatestMail(app, email, 'newsletter-confirmation')
  const link = new URL(/https?:\/\/\S*\/newsletter\/confirm\?\S+/.exec(mail.text)?.[0] ?? '')
  const prefix = link.pathname.replace(/\/newsletter\/confirm$/, '')
  return postAs(app, `${prefix}/api/newsletter/confirm`, {
    email: link.searchParams.get('email'),
    key: link.searchParams.get('key'),
  })
}

/** Signs a customer up, confirms the account from its mail and logs in: id, tokens. */
export async function createLoggedInCustomer(app: InjectingApp, email: string) {
  const created = await postAs(app, '/api/user/create', {
    customer: { email, firstname: 'Eva', lastname: 'Bos' },
    password: 'Secret-pass1',
  })
  await confirmFromMail(app, email)
  const login = await postAs(app, '/api/user/login', { username: email, password: 'Secret-pass1' })
  const logged = login.json() as { result: string; meta: { refreshToken: string } }
  return {
    id: (created.json() as { result: { id: number } }).result.id,
    token: logged.result,
    refreshToken: logged.meta.refreshToken,
  }
}
