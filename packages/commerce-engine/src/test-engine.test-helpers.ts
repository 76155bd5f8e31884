// The engine the package's own tests open: in memory (PGlite `memory://`), with fixed shipping
// settings and the test's clock, so keys, tokens and coupons can be aged without waiting.
import { CommerceEngine } from './commerce-engine.js'

export function openTestEngine(now: () => Date): Promise<CommerceEngine> {
  return CommerceEngine.open({
    pgliteDir: 'memory://',
    settings: {
      flatRateCents: 495,
      servicepointRateCents: 395,
      freeShippingThresholdCents: 5000,
      servicepointCountries: ['NL', 'DE'],
      cashOnDeliveryFeeCents: 0,
      shippingTaxClassId: 2,
      now,
      timeZone: 'Europe/Amsterdam',
    },
  })
}
