// The coupons the embedded engine seeds at start so the shop works out of the box (documented in
// docs/configuration.md). Seeding never overwrites a coupon that already exists, so
// an operator's changes survive restarts. Turn it off with COMMERCE_SEED_COUPONS=false.
import type { CouponDefinition } from './coupon.types.js'

export const embeddedCoupons: readonly CouponDefinition[] = [
  {
    code: 'WELCOME10',
    kind: 'percent',
    amount: 1000,
    description: '10 % off any order',
  },
  {
    code: 'SAVE5',
    kind: 'fixed',
    amount: 500,
    minSubtotalCents: 2500,
    description: '€5 off from €25',
  },
  {
    code: 'VIP20',
    kind: 'percent',
    amount: 2000,
    minSubtotalCents: 10000,
    usageLimit: 100,
    description: '20 % off from €100, the first 100 orders',
  },
]
