// An app for the cart, coupon and stock route tests: the real commerce engine on an in-memory
// PGlite, loaded with the hand-made fixture catalogue (src/adapters/commerce/commerce.fixtures.ts).
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
