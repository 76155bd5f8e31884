// Builds the commerce adapter from the configuration (called by the adapter registry only): the
// embedded engine on PostgreSQL when DATABASE_URL is set, else on PGlite in COMMERCE_PGLITE_DIR
// (default `<DATA_DIR>/commerce`). Start-up fails when the database cannot be opened or migrated:
// without it no cart works, so a replica that cannot reach it must not take traffic.
import { join } from 'node:path'
import type { EngineSettings } from '@vitrine/commerce-engine/commerce-engine'
import { embeddedCoupons } from '@vitrine/commerce-engine/coupons/embedded-coupons'
import type { Env } from '../../env.js'
import type { CommercePort } from './commerce.port.js'
import { EmbeddedCommerce, type EmbeddedCommerceOptions } from './embedded-commerce.js'
import { paymentProviderOf } from '../../local-only-setup.js'

interface WarnLogger {
  warn(object: Record<string, unknown>, message: string): void
}

/** Magento's standard product tax class; shipping and payment costs carry its rate. */
const SHIPPING_TAX_CLASS_ID = 2

export function readEngineSettings(
  config: Env,
  now: () => Date = () => new Date(),
): EngineSettings {
  return {
    flatRateCents: config.FLAT_RATE_SHIPPING_CENTS,
    servicepointRateCents: config.SERVICEPOINT_SHIPPING_CENTS,
    freeShippingThresholdCents: config.FREE_SHIPPING_THRESHOLD_CENTS,
    // The countries of the bundled service points and of DHL Parcel's locations (D160).
    servicepointCountries: ['NL', 'BE', 'DE'],
    cashOnDeliveryFeeCents: config.CASH_ON_DELIVERY_FEE_CENTS,
    // No provider, no online methods: the checkout offers the offline ones only (D217).
    providerPaymentMethods:
      paymentProviderOf(config) === 'none' ? [] : config.MOLLIE_METHODS.split(','),
    shippingTaxClassId: SHIPPING_TAX_CLASS_ID,
    now,
    timeZone: config.STORE_TIME_ZONE,
  }
}

export async function buildCommerce(config: Env, logger: WarnLogger): Promise<CommercePort> {
  const options: EmbeddedCommerceOptions = {
    ...(config.DATABASE_URL ? { databaseUrl: config.DATABASE_URL } : {}),
    queryTimeoutMs: config.DATABASE_QUERY_TIMEOUT_MS,
    pgliteDir: config.COMMERCE_PGLITE_DIR ?? join(config.DATA_DIR, 'commerce'),
    settings: readEngineSettings(config),
    seedCoupons: config.COMMERCE_SEED_COUPONS ? embeddedCoupons : [],
    tokenLifetimes: {
      accessSeconds: config.CUSTOMER_TOKEN_TTL_SECONDS,
      refreshSeconds: config.CUSTOMER_REFRESH_TOKEN_TTL_SECONDS,
    },
    onConnectionError: (error) =>
      logger.warn({ err: error, adapter: 'commerce' }, 'commerce database connection failed'),
  }
  return config.COMMERCE_LAZY_START
    ? EmbeddedCommerce.createLazily(options)
    : EmbeddedCommerce.open(options)
}
