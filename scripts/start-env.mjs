// The settings `pnpm start` gives the two apps on top of the caller's environment (D216, D217),
// shared with the attacker's tests that start the built apps the same way
// (apps/bff/src/security/start-modes.attack.test.ts). Both apps listen on loopback unless a host
// is set (STOREFRONT_HOST=0.0.0.0 opens the shop to the network; the BFF stays on loopback unless
// BFF_HOST is set too); the mails stay in the outbox, readable at GET /api/dev/outbox from this
// machine only; payments go to the local test gateway (no money is taken) unless a Mollie key is
// set. The processes run in production mode.

/**
 * @param {Record<string, string | undefined>} env the caller's environment
 * @returns {Record<string, string>}
 */
export function bffStartEnv(env) {
  return {
    NODE_ENV: 'production',
    BFF_HOST: env.BFF_HOST ?? '127.0.0.1',
    LOCAL_DEV_ROUTES: env.LOCAL_DEV_ROUTES ?? 'true',
    PAYMENT_PROVIDER: env.PAYMENT_PROVIDER ?? (env.MOLLIE_API_KEY ? 'mollie' : 'test-gateway'),
  }
}

/**
 * @param {Record<string, string | undefined>} env the caller's environment
 * @returns {Record<string, string>}
 */
export function storefrontStartEnv(env) {
  return {
    NODE_ENV: 'production',
    STOREFRONT_HOST: env.STOREFRONT_HOST ?? '127.0.0.1',
  }
}
