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

/** Signs a customer up and logs them in: their id and access token. */
export async function createLoggedInCustomer(app: InjectingApp, email: string) {
  const created = await postAs(app, '/api/user/create', {
    customer: { email, firstname: 'Eva', lastname: 'Bos' },
    password: 'Secret-pass1',
  })
  const login = await postAs(app, '/api/user/login', { username: email, password: 'Secret-pass1' })
  return {
    id: (created.json() as { result: { id: number } }).result.id,
    token: (login.json() as { result: string }).result,
  }
}
