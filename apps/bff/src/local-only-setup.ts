// What a shop started for trying it locally turns on, and what production mode turns off (D216,
// D217): the local-only routes (the mail outbox) and the test payment gateway. Read from the
// configuration once, by the app and by the server's start log.
import { LOCAL_ONLY_ROUTES } from '@vitrine/contracts/local-only-routes'
import type { Env } from './env.js'

export type PaymentProvider = 'mollie' | 'test-gateway' | 'none'

/** The outbox (and any other local-only route behind the switch) is served. */
export function localDevRoutesOn(config: Pick<Env, 'LOCAL_DEV_ROUTES' | 'NODE_ENV'>): boolean {
  return config.LOCAL_DEV_ROUTES ?? config.NODE_ENV !== 'production'
}

/** Who takes online payments: chosen, else Mollie with a key, else the mode's default. */
export function paymentProviderOf(
  config: Pick<Env, 'PAYMENT_PROVIDER' | 'MOLLIE_API_KEY' | 'NODE_ENV'>,
): PaymentProvider {
  if (config.PAYMENT_PROVIDER) return config.PAYMENT_PROVIDER
  if (config.MOLLIE_API_KEY) return 'mollie'
  return config.NODE_ENV === 'production' ? 'none' : 'test-gateway'
}

/** The warnings the BFF logs at start about what is on for trying the shop locally. */
export function localSetupWarnings(config: Env): string[] {
  const warnings: string[] = []
  if (localDevRoutesOn(config) && config.NODE_ENV === 'production') {
    const routes = LOCAL_ONLY_ROUTES.map((route) => `${route.prefix} (${route.purpose})`)
    warnings.push(
      `LOCAL_DEV_ROUTES is on in production mode: ${routes.join(', ')} answer callers on this machine`,
    )
  }
  if (paymentProviderOf(config) === 'test-gateway') {
    warnings.push(
      'Payments go to the local test gateway: no money is taken (set PAYMENT_PROVIDER and MOLLIE_API_KEY to take payments)',
    )
  }
  if (config.NODE_ENV === 'production' && !config.RECAPTCHA_SECRET) {
    // D225: the embedded captcha takes its documented local token from anyone
    warnings.push(
      'No RECAPTCHA_SECRET in production mode: the embedded captcha accepts its public local token, so the newsletter and the login ceiling (D220) are not guarded by a captcha',
    )
  }
  return warnings
}
