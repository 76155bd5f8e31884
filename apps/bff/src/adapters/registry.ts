// The adapter registry (ARCHITECTURE §1): the one plugin that builds each port's adapter from the
// configuration, exposes them as `app.adapters`, reports their health for `/readyz` and closes them
// when the app closes (after in-flight requests have drained).
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { AdapterStatus } from '@vitrine/contracts/health'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Env } from '../env.js'
import type { Adapter } from './adapter.js'
import type { AddressLookupPort } from './address-lookup/address-lookup.port.js'
import { EmbeddedAddressLookup } from './address-lookup/embedded-address-lookup.js'
import { PostcodeEuAddressLookup } from './address-lookup/postcode-eu-address-lookup.js'
import type { CachePort } from './cache/cache.port.js'
import type { CaptchaPort } from './captcha/captcha.port.js'
import { EmbeddedCaptcha } from './captcha/embedded-captcha.js'
import { RecaptchaCaptcha } from './captcha/recaptcha-captcha.js'
import { MemoryCache } from './cache/memory-cache.js'
import { RedisCache } from './cache/redis-cache.js'
import { buildCommerce } from './commerce/build-commerce.js'
import type { ContentPort } from './content/content.port.js'
import { EmbeddedContent } from './content/embedded-content.js'
import { StoryblokContent } from './content/storyblok-content.js'
import type { CommercePort } from './commerce/commerce.port.js'
import type { DeliveryPointsPort } from './delivery-points/delivery-points.port.js'
import { DhlDeliveryPoints } from './delivery-points/dhl-delivery-points.js'
import { EmbeddedDeliveryPoints } from './delivery-points/embedded-delivery-points.js'
import { buildPayments } from './payments/build-payments.js'
import type { PaymentPort } from './payments/payment.port.js'
import type { MailerPort } from './mailer/mailer.port.js'
import { OutboxMailer } from './mailer/outbox-mailer.js'
import { SmtpMailer } from './mailer/smtp-mailer.js'
import { defaultEmbeddedWarmUp, EmbeddedSearch } from './search/embedded-search.js'
import { createElasticsearchClient, ElasticsearchSearch } from './search/elasticsearch-search.js'
import type { SearchPort } from './search/search.port.js'

export interface Adapters {
  cache: CachePort
  commerce: CommercePort
  mailer: MailerPort
  search: SearchPort
  deliveryPoints: DeliveryPointsPort
  addressLookup: AddressLookupPort
  payments: PaymentPort
  captcha: CaptchaPort
  content: ContentPort
}

declare module 'fastify' {
  interface FastifyInstance {
    adapters: Adapters
    /** The health of every adapter, in registry order. */
    reportAdapterStatuses(): AdapterStatus[]
  }
}

export interface AdapterRegistryOptions {
  config: Env
  /** Ready-made adapters that replace the configured ones (tests). */
  overrides?: Partial<Adapters>
}

async function buildCache(config: Env, app: FastifyInstance): Promise<CachePort> {
  if (!config.REDIS_URL) {
    return new MemoryCache({
      maxEntries: config.CACHE_MAX_ENTRIES,
      maxBytes: config.CACHE_MAX_BYTES,
      defaultTtlSeconds: config.CACHE_DEFAULT_TTL_SECONDS,
    })
  }
  const cache = new RedisCache({
    url: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX,
    commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS,
    connectTimeoutMs: config.REDIS_CONNECT_TIMEOUT_MS,
    maxEntries: config.CACHE_MAX_ENTRIES,
    maxBytes: config.CACHE_MAX_BYTES,
    defaultTtlSeconds: config.CACHE_DEFAULT_TTL_SECONDS,
    logger: app.log.child({ adapter: 'redis-cache' }),
  })
  // Never blocks start-up for long: an unreachable Redis means a degraded cache, not a dead BFF.
  await cache.connect()
  return cache
}

function buildSearch(config: Env, app: FastifyInstance): SearchPort {
  const engine = config.SEARCH_ENGINE ?? (config.ELASTICSEARCH_URL ? 'elasticsearch' : 'embedded')
  if (engine === 'embedded') return new EmbeddedSearch({ warmUp: defaultEmbeddedWarmUp })
  if (!config.ELASTICSEARCH_URL) {
    throw new Error('SEARCH_ENGINE=elasticsearch needs ELASTICSEARCH_URL')
  }
  return new ElasticsearchSearch({
    client: createElasticsearchClient({
      url: config.ELASTICSEARCH_URL,
      requestTimeoutMs: config.ELASTICSEARCH_REQUEST_TIMEOUT_MS,
    }),
    indexPrefix: config.ELASTICSEARCH_INDEX_PREFIX,
    logger: app.log.child({ adapter: 'elasticsearch-search' }),
  })
}

/** The BFF package's folder (from `src/adapters/` in development, `dist/` when built). */
function bffPackageDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url))
  while (!existsSync(join(dir, 'package.json')) && dirname(dir) !== dir) dir = dirname(dir)
  return dir
}

/** CONTENT_DIR, else the seeded stories shipped with the BFF (`apps/bff/content`). */
export function resolveContentDir(config: Env): string {
  return config.CONTENT_DIR ?? join(bffPackageDir(), 'content')
}

/** CONTENT_SOURCE, else Storyblok when its token is set, else the embedded story files. */
function buildContent(config: Env, app: FastifyInstance, cache: CachePort): ContentPort {
  const source = config.CONTENT_SOURCE ?? (config.STORYBLOK_TOKEN ? 'storyblok' : 'embedded')
  if (source === 'embedded') return new EmbeddedContent({ dir: resolveContentDir(config) })
  return new StoryblokContent({
    baseUrl: config.STORYBLOK_API_URL,
    ...(config.STORYBLOK_TOKEN ? { publicToken: config.STORYBLOK_TOKEN } : {}),
    ...(config.CONTENT_PREVIEW_TOKEN ? { previewToken: config.CONTENT_PREVIEW_TOKEN } : {}),
    timeoutMs: config.STORYBLOK_TIMEOUT_MS,
    cache,
    cacheTtlSeconds: config.STORYBLOK_CACHE_TTL_SECONDS,
    cvTtlSeconds: config.STORYBLOK_CV_TTL_SECONDS,
    logger: app.log.child({ adapter: 'storyblok' }),
  })
}

function buildDeliveryPoints(
  config: Env,
  app: FastifyInstance,
  cache: CachePort,
): DeliveryPointsPort {
  if (config.SERVICE_POINTS_PROVIDER === 'embedded') return new EmbeddedDeliveryPoints()
  return new DhlDeliveryPoints({
    baseUrl: config.DHL_PARCEL_API_URL,
    timeoutMs: config.DHL_PARCEL_TIMEOUT_MS,
    cache,
    cacheTtlSeconds: config.DHL_PARCEL_CACHE_TTL_SECONDS,
    logger: app.log.child({ adapter: 'dhl-parcel' }),
  })
}

function buildAddressLookup(
  config: Env,
  app: FastifyInstance,
  cache: CachePort,
): AddressLookupPort {
  const { POSTCODE_EU_KEY: key, POSTCODE_EU_SECRET: secret } = config
  if (key === undefined && secret === undefined) return new EmbeddedAddressLookup()
  if (key === undefined || secret === undefined) {
    throw new Error('Postcode.eu needs both POSTCODE_EU_KEY and POSTCODE_EU_SECRET')
  }
  return new PostcodeEuAddressLookup({
    baseUrl: config.POSTCODE_EU_API_URL,
    key,
    secret,
    timeoutMs: config.POSTCODE_EU_TIMEOUT_MS,
    cache,
    cacheTtlSeconds: config.POSTCODE_EU_CACHE_TTL_SECONDS,
    logger: app.log.child({ adapter: 'postcode-eu' }),
  })
}

function buildCaptcha(config: Env, app: FastifyInstance): CaptchaPort {
  if (!config.RECAPTCHA_SECRET) return new EmbeddedCaptcha()
  return new RecaptchaCaptcha({
    secret: config.RECAPTCHA_SECRET,
    verifyUrl: config.RECAPTCHA_VERIFY_URL,
    timeoutMs: config.RECAPTCHA_TIMEOUT_MS,
    logger: app.log.child({ adapter: 'recaptcha' }),
  })
}

/** The outbox folder of the embedded mailer: MAIL_OUTBOX_DIR, else `<DATA_DIR>/outbox`. */
export function resolveOutboxDir(config: Env): string {
  return config.MAIL_OUTBOX_DIR ?? join(config.DATA_DIR, 'outbox')
}

function buildMailer(config: Env): MailerPort {
  if (config.SMTP_URL) return new SmtpMailer({ url: config.SMTP_URL, from: config.MAIL_FROM })
  return new OutboxMailer({ dir: resolveOutboxDir(config), from: config.MAIL_FROM })
}

export const adapterRegistryPlugin = fp<AdapterRegistryOptions>(
  async function registerAdapters(app, { config, overrides = {} }) {
    const cache = overrides.cache ?? (await buildCache(config, app))
    const adapters: Adapters = {
      cache,
      commerce: overrides.commerce ?? (await buildCommerce(config, app.log)),
      mailer: overrides.mailer ?? buildMailer(config),
      search: overrides.search ?? buildSearch(config, app),
      deliveryPoints: overrides.deliveryPoints ?? buildDeliveryPoints(config, app, cache),
      addressLookup: overrides.addressLookup ?? buildAddressLookup(config, app, cache),
      payments: overrides.payments ?? buildPayments(config),
      captcha: overrides.captcha ?? buildCaptcha(config, app),
      content: overrides.content ?? buildContent(config, app, cache),
    }
    const all: Adapter[] = [
      adapters.cache,
      adapters.commerce,
      adapters.search,
      adapters.deliveryPoints,
      adapters.addressLookup,
      adapters.payments,
      adapters.content,
      adapters.mailer,
      adapters.captcha,
    ]

    app.decorate('adapters', adapters)
    app.decorate('reportAdapterStatuses', () => all.map((adapter) => adapter.status()))

    app.addHook('onClose', async () => {
      const results = await Promise.allSettled(all.map((adapter) => adapter.close()))
      for (const result of results) {
        if (result.status === 'rejected') {
          app.log.error({ err: result.reason }, 'an adapter failed to close')
        }
      }
    })
  },
  { name: 'adapter-registry' },
)
