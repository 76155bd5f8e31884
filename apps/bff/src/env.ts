// The BFF's configuration: the only reader of `process.env` (ARCHITECTURE §1: env vars validated with
// zod at start). Every variable is optional with a working default, so `pnpm start` needs none.
// `loadEnv` reports every wrong variable at once, so an operator fixes them in one go.
import { DEFAULT_STORE_TIME_ZONE, isKnownTimeZone } from '@vitrine/pricing/store-time'
import { z } from 'zod'

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const

const port = z.coerce.number().int().min(0).max(65535)
const positiveInt = z.coerce.number().int().positive()

export const EnvSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'])
    .default('development')
    .describe('Run mode: `development`, `production` or `test`.'),
  BFF_HOST: z
    .string()
    .min(1)
    .default('0.0.0.0')
    .describe('Interface the BFF listens on (`0.0.0.0` = all interfaces).'),
  BFF_PORT: port.default(4000).describe('TCP port the BFF listens on (0 picks a free port).'),
  LOG_LEVEL: z
    .enum(LOG_LEVELS)
    .default('info')
    .describe('pino log level: fatal, error, warn, info, debug, trace or silent.'),
  DATA_DIR: z
    .string()
    .min(1)
    .default('.data')
    .describe('Folder for the embedded adapters’ files (PGlite database, imports).'),
  TAX_USER_GROUP_ID: z.coerce
    .number()
    .int()
    .nonnegative()
    .optional()
    .describe(
      'Default customer group; set, it switches group tax on (spec 000 §6): catalogue prices for a `groupToken` use its group, guests this one. Unset: one price for everybody.',
    ),
  TAX_USE_ONLY_DEFAULT_USER_GROUP_ID: z
    .stringbool()
    .default(false)
    .describe('With TAX_USER_GROUP_ID: price every caller, customer or guest, for that group.'),
  GROUP_TOKEN_SECRET: z
    .string()
    .min(32, 'At least 32 characters')
    .optional()
    .describe(
      'Secret signing the customer group tokens of `/api/user/me` (D188); instances behind one load balancer share it. Unset: made once and kept in `<DATA_DIR>/group-token-secret`.',
    ),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .describe(
      'PostgreSQL for the commerce engine, e.g. `postgres://user:pass@db:5432/vitrine`. Unset: embedded PGlite in COMMERCE_PGLITE_DIR.',
    ),
  DATABASE_QUERY_TIMEOUT_MS: positiveInt
    .default(5000)
    .describe(
      'A PostgreSQL query, or the wait for a connection, slower than this fails with a 503 (a hung database never holds requests open).',
    ),
  COMMERCE_PGLITE_DIR: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Folder of the embedded commerce database (PGlite) when DATABASE_URL is unset; `memory://` keeps it in memory (tests). Unset: `<DATA_DIR>/commerce`.',
    ),
  COMMERCE_LAZY_START: z
    .stringbool()
    .default(false)
    .describe(
      'Open the commerce database on its first use instead of at start (test apps that never touch it). Off: migrations run at start and a broken database stops the start.',
    ),
  COMMERCE_SEED_COUPONS: z
    .stringbool()
    .default(true)
    .describe(
      'Insert the sample coupons WELCOME10, SAVE5 and VIP20 at start when they do not exist yet.',
    ),
  STOCK_VOLATILE_THRESHOLD: z.coerce
    .number()
    .int()
    .min(0)
    .default(3)
    .describe(
      'Stock answers `volatile` when the sellable quantity is at or below this number (and above 0).',
    ),
  FREE_SHIPPING_THRESHOLD_CENTS: z.coerce
    .number()
    .int()
    .min(0)
    .default(5000)
    .describe(
      'In EUR cents: free shipping is offered from this subtotal incl. tax, after discounts (5000 = €50.00).',
    ),
  FLAT_RATE_SHIPPING_CENTS: z.coerce
    .number()
    .int()
    .min(0)
    .default(495)
    .describe('In EUR cents incl. tax: the price of the flat rate shipping method (495 = €4.95).'),
  SERVICEPOINT_SHIPPING_CENTS: z.coerce
    .number()
    .int()
    .min(0)
    .default(395)
    .describe(
      'In EUR cents incl. tax: the price of delivery to a service point (NL, BE and DE; 395 = €3.95).',
    ),
  CASH_ON_DELIVERY_FEE_CENTS: z.coerce
    .number()
    .int()
    .min(0)
    .default(0)
    .describe('In EUR cents incl. tax: the payment cost of cash on delivery (0 = free).'),
  CUSTOMER_TOKEN_TTL_SECONDS: positiveInt
    .default(3600)
    .describe(
      'Lifetime of a customer token from POST /api/user/login or /refresh; after it the shop refreshes with the refresh token.',
    ),
  CUSTOMER_REFRESH_TOKEN_TTL_SECONDS: positiveInt
    .default(2592000)
    .describe(
      'Lifetime of a customer refresh token (2592000 = 30 days); each refresh uses it up and issues a new one.',
    ),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/ })
    .optional()
    .describe(
      'Redis for the cache port, e.g. `redis://127.0.0.1:6379`. Unset: in-memory LRU cache (one process only).',
    ),
  REDIS_KEY_PREFIX: z
    .string()
    .default('vitrine:')
    .describe(
      'Prefix of every Redis key the BFF writes, so several deployments can share one Redis.',
    ),
  REDIS_COMMAND_TIMEOUT_MS: positiveInt
    .default(250)
    .describe(
      'A Redis command slower than this fails and the cache serves from memory (fail fast).',
    ),
  REDIS_CONNECT_TIMEOUT_MS: positiveInt
    .default(2000)
    .describe('Longest wait for a Redis connection before it counts as down.'),
  CACHE_MAX_ENTRIES: positiveInt
    .default(10000)
    .describe('Entries kept by the in-memory LRU cache (also the fallback while Redis is down).'),
  CACHE_MAX_BYTES: positiveInt
    .default(24 * 1024 * 1024)
    .describe(
      'Total size of the texts the in-memory cache keeps (bytes as V8 holds them: two per character in a text beyond Latin-1); least recently used entries go first.',
    ),
  CACHE_DEFAULT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(300)
    .describe('Lifetime of a cache entry stored without its own TTL; 0 keeps it until evicted.'),
  SEARCH_ENGINE: z
    .enum(['embedded', 'elasticsearch'])
    .optional()
    .describe(
      'Catalogue search engine: `embedded` (in-process index) or `elasticsearch`. Unset: `elasticsearch` when ELASTICSEARCH_URL is set, else `embedded`.',
    ),
  ELASTICSEARCH_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe(
      'Elasticsearch 8 node for the search port, e.g. `http://127.0.0.1:9200` (credentials may go in the URL).',
    ),
  ELASTICSEARCH_INDEX_PREFIX: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_-]*$/, 'lower-case letters, digits, `_` and `-` only')
    .default('vitrine')
    .describe('Indices are aliases named `<prefix>_<entity>`, e.g. `vitrine_product`.'),
  ELASTICSEARCH_REQUEST_TIMEOUT_MS: positiveInt
    .default(1000)
    .describe('A search request slower than this fails (spec 000 §9: server time-out 1000 ms).'),
  BFF_SHUTDOWN_TIMEOUT_MS: positiveInt
    .default(10000)
    .describe(
      'On SIGTERM/SIGINT, in-flight requests may finish for this long before the process is forced to exit.',
    ),
  BFF_HEAP_GROWING_PERCENT: z.coerce
    .number()
    .int()
    .min(0)
    .max(300)
    .default(25)
    .describe(
      'How far V8 lets the heap grow past its live size before the next full collection, in percent (D149); 0 leaves it to V8, which lets a busy server grow to several times its live memory.',
    ),
  BFF_BODY_LIMIT_BYTES: positiveInt
    .default(1048576)
    .describe('Largest accepted request body; larger bodies get HTTP 413.'),
  BFF_SHED_MAX_IN_FLIGHT: positiveInt
    .default(256)
    .describe(
      'Catalogue queries (POST /api/catalog) one BFF process takes at once, waiting or running, counted from arrival; more get 503 with Retry-After at once (D192).',
    ),
  BFF_SHED_CONCURRENCY: positiveInt
    .default(1)
    .describe(
      'Catalogue queries whose search runs at once; the others wait their turn (the search is synchronous CPU work, D192).',
    ),
  BFF_SHED_MAX_QUEUE_MS: positiveInt
    .default(1000)
    .describe(
      'A catalogue query whose turn comes later than this after it arrived gets 503 with Retry-After instead of its search (D192).',
    ),
  BFF_SHED_TARGET_QUEUE_MS: positiveInt
    .default(100)
    .describe(
      'Once catalogue queries have waited longer than this for BFF_SHED_MAX_QUEUE_MS on end, every query whose turn comes later than this gets 503, until that long passes without a refusal (D198).',
    ),
  BFF_SHED_TURN_SLICE_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(10)
    .describe(
      'How long the catalogue searches started in one turn of the event loop may run before the next waiting one is left to the next turn (0 = one search a turn; D211).',
    ),
  BFF_SHED_RETRY_AFTER_SECONDS: positiveInt
    .default(2)
    .describe('`Retry-After` of the 503 answers of load shedding (D192).'),
  BFF_PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(1000)
    .describe(
      'Every route but the health checks answers 503 while the mean event-loop delay of the last second is above this (@fastify/under-pressure; 0 = off; D192).',
    ),
  BFF_PRESSURE_MAX_ELU: z.coerce
    .number()
    .min(0)
    .max(1)
    .default(0)
    .describe(
      'The same for event-loop utilisation, 0 to 1 (0 = off: a loop busy with admitted work and quick refusals is not overloaded; D192).',
    ),
  CATALOG_MEDIA_DIR: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Folder of the pre-rendered product pictures GET /img serves (`{w}x{h}/<path>`, e.g. a seed’s `media`). Unset: `<DATA_DIR>/catalog/media`.',
    ),
  CATALOG_RELOAD_CHECK_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(2000)
    .describe(
      'Embedded search: how often the BFF checks `<DATA_DIR>/catalog` for a catalogue another instance or `pnpm catalog:import` wrote, and loads it (D190). 0: never (a restart loads it).',
    ),
  CATALOG_LIST_OUT_OF_STOCK: z
    .stringbool()
    .default(false)
    .describe(
      'List out-of-stock products in search and category listings (spec 000 §9: off by default).',
    ),
  CORS_ORIGINS: z
    .string()
    .regex(
      /^(\*|none|(https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?)(\s*,\s*https?:\/\/[A-Za-z0-9.-]+(:\d{1,5})?)*)$/,
      'Expected *, none, or comma-separated origins such as https://shop.example',
    )
    .default('*')
    .describe(
      'Origins whose pages may call the BFF from the browser (CORS, exposed header `Link`; D229): `*` any origin, never with credentials; a comma-separated list of origins; `none`: no cross-origin call.',
    ),
  VSF_CATALOG_INDICES: z
    .string()
    .regex(
      /^(default|nl|de):[a-z0-9_][a-z0-9_.-]{0,99}(,(default|nl|de):[a-z0-9_][a-z0-9_.-]{0,99})*$/,
      'Expected store:index pairs, e.g. default:vue_storefront_catalog,nl:vue_storefront_catalog_nl',
    )
    .default(
      'default:vue_storefront_catalog,nl:vue_storefront_catalog_nl,de:vue_storefront_catalog_de',
    )
    .describe(
      'The Vue Storefront 1 index name of each store view (`store:index`, comma-separated): `/api/catalog/{index}/{type}/_search` answers from that store view’s catalogue (D228).',
    ),
  SERVICE_POINTS_PROVIDER: z
    .enum(['embedded', 'dhl-parcel'])
    .default('embedded')
    .describe(
      'Where DHL service points come from: `embedded` (bundled sample points for NL, BE and DE) or `dhl-parcel` (DHL Parcel’s parcel-shop-locations API, no key needed).',
    ),
  DHL_PARCEL_API_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://api-gw.dhlparcel.nl')
    .describe('Base URL of DHL Parcel’s API (with SERVICE_POINTS_PROVIDER=dhl-parcel).'),
  DHL_PARCEL_TIMEOUT_MS: positiveInt
    .default(3000)
    .describe(
      'A DHL service-point request slower than this fails; the shopper then sees no points.',
    ),
  DHL_PARCEL_CACHE_TTL_SECONDS: positiveInt
    .default(3600)
    .describe('How long DHL’s service points for one country and postcode are cached.'),
  POSTCODE_EU_KEY: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Postcode.eu API key; with POSTCODE_EU_SECRET the address lookup uses Postcode.eu. Unset: the bundled sample addresses (NL, BE, DE).',
    ),
  POSTCODE_EU_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Postcode.eu API secret (HTTP Basic `key:secret`); set together with POSTCODE_EU_KEY.',
    ),
  POSTCODE_EU_API_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://api.postcode.eu')
    .describe('Base URL of the Postcode.eu API.'),
  POSTCODE_EU_TIMEOUT_MS: positiveInt
    .default(3000)
    .describe('A Postcode.eu request slower than this fails; the shopper then types the address.'),
  POSTCODE_EU_CACHE_TTL_SECONDS: positiveInt
    .default(86400)
    .describe('How long Postcode.eu answers (addresses, suggestions, countries) are cached.'),
  CONTENT_SOURCE: z
    .enum(['embedded', 'storyblok'])
    .optional()
    .describe(
      'Where stories come from (001 §2 content blocks): `embedded` (story files in CONTENT_DIR) or `storyblok` (Content Delivery API v2). Unset: `storyblok` when STORYBLOK_TOKEN is set, else `embedded`.',
    ),
  CONTENT_DIR: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Folder of the embedded stories: `stories/<full_slug>.json` (Storyblok’s story object), optional `drafts/` and `releases/<id>/` (D110). Unset: the seeded stories in `apps/bff/content`.',
    ),
  CONTENT_PREVIEW_TOKEN: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Storyblok preview token: reads drafts and checks the visual editor’s sha1 token (`validate-editor`). With embedded content any secret shared with the editor. Unset: no preview.',
    ),
  CONTENT_TRUSTED_SCRIPTS: z
    .stringbool()
    .default(false)
    .describe(
      'Keep `<script>` in raw-HTML blocks marked `trusted` by the editor (the storefront re-injects them, 001 §2). Off: every script is removed (D113).',
    ),
  STORYBLOK_TOKEN: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Storyblok public (or preview) access token for published stories; setting it makes Storyblok the content source.',
    ),
  STORYBLOK_API_URL: z
    .url({ protocol: /^https?$/ })
    .default('https://api.storyblok.com/v2/cdn')
    .describe(
      'Storyblok Content Delivery API v2 base, by space region (EU default; US `https://api-us.storyblok.com/v2/cdn`).',
    ),
  STORYBLOK_TIMEOUT_MS: positiveInt
    .default(3000)
    .describe('A Storyblok request slower than this fails (the page answers 503, not a hang).'),
  STORYBLOK_CACHE_TTL_SECONDS: positiveInt
    .default(3600)
    .describe(
      'How long a published story is cached when no webhook drops it earlier (drafts are never cached).',
    ),
  STORYBLOK_CV_TTL_SECONDS: positiveInt
    .default(60)
    .describe(
      'How long the space’s cache version (`cv`, from `spaces/me`) is kept before it is asked again.',
    ),
  STORYBLOK_WEBHOOK_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Storyblok webhook secret: POST /api/ext/vsf-storyblok-extension/hook then needs a valid `webhook-signature` (HMAC-SHA1 of the body); unsigned hooks are refused (D112).',
    ),
  STOREFRONT_PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:3000')
    .describe(
      'The storefront’s public address: the links in account mails (confirm account, reset password) start with it.',
    ),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .describe(
      'Send mail through this SMTP server, e.g. `smtp://user:pass@mail:587` (`smtps://` for TLS from the start). Unset: mails go to the outbox folder (MAIL_OUTBOX_DIR).',
    ),
  MAIL_FROM: z
    .string()
    .min(3)
    .default('Vitrine <shop@vitrine.local>')
    .describe('Sender of the shop’s mails (`Name <address>`).'),
  MAIL_OUTBOX_DIR: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Folder of the embedded mailer’s outbox (one JSON file per mail, HTML and text) when SMTP_URL is unset. Unset: `<DATA_DIR>/outbox`.',
    ),
  LOCAL_DEV_ROUTES: z
    .stringbool()
    .optional()
    .describe(
      'Serve the routes for trying the shop locally: the mail outbox at GET /api/dev/outbox (D107), to loopback callers only, never through the storefront (D216). Unset: on, except with NODE_ENV=production, where enabling it logs a warning at start.',
    ),
  BFF_TRUST_PROXY: z
    .string()
    .min(1)
    .default('loopback')
    .describe(
      'Whose `X-Forwarded-For` names the client (Fastify trustProxy: `loopback`, addresses or CIDR ranges, comma-separated; `false` for none). The per-IP rate limits count that client (D108).',
    ),
  COUPON_RATE_LIMIT_MAX: positiveInt
    .default(20)
    .describe(
      'Coupon applications one IP address may make per minute to each of apply-coupon and the multi-coupon call, against code guessing; then 429 with Retry-After.',
    ),
  AUTH_RATE_LIMIT_IP_MAX: positiveInt
    .default(30)
    .describe(
      'Requests one IP address may make to each of login, create, reset-password, create-password, confirm and is-email-available per AUTH_RATE_LIMIT_IP_WINDOW_SECONDS (then 429 with Retry-After).',
    ),
  AUTH_RATE_LIMIT_IP_WINDOW_SECONDS: positiveInt
    .default(60)
    .describe('The window of AUTH_RATE_LIMIT_IP_MAX.'),
  AUTH_RATE_LIMIT_EMAIL_MAX: positiveInt
    .default(5)
    .describe(
      'Per e-mail address: calls of create, reset-password, create-password, confirm and is-email-available; per e-mail and source address: wrong passwords at login and missed guest-return lookups; per AUTH_RATE_LIMIT_EMAIL_WINDOW_SECONDS (D108, D220).',
    ),
  AUTH_RATE_LIMIT_ACCOUNT_CAPTCHA_AFTER: positiveInt
    .default(20)
    .describe(
      'Failed logins (or guest-return lookups) of one account from all addresses per AUTH_RATE_LIMIT_EMAIL_WINDOW_SECONDS after which the call needs a captcha token (D220).',
    ),
  AUTH_RATE_LIMIT_EMAIL_WINDOW_SECONDS: positiveInt
    .default(900)
    .describe('The window of AUTH_RATE_LIMIT_EMAIL_MAX (900 = 15 minutes).'),
  STORE_TIME_ZONE: z
    .string()
    .refine(isKnownTimeZone, { message: 'Not an IANA time zone, e.g. Europe/Amsterdam' })
    .default(DEFAULT_STORE_TIME_ZONE)
    .describe(
      'IANA time zone of the shop: catalogue dates (special price windows) are its wall-clock times (D90). Set the storefront’s to the same.',
    ),
  PAYMENT_PROVIDER: z
    .enum(['mollie', 'test-gateway', 'none'])
    .optional()
    .describe(
      'Who takes online payments (D217): `mollie` (needs MOLLIE_API_KEY), `test-gateway` (the BFF’s local test gateway: no money is taken; loopback callers only, logged at start) or `none` (offline methods only). Unset: `mollie` with MOLLIE_API_KEY, else `test-gateway` outside production and `none` in production.',
    ),
  MOLLIE_API_KEY: z
    .string()
    .regex(/^(test|live)_\w+$/, 'A Mollie API key starts with test_ or live_')
    .optional()
    .describe(
      'Mollie API key: payments go to Mollie (needs MOLLIE_WEBHOOK_URL and PAYMENT_RETURN_URL). Unset: see PAYMENT_PROVIDER (D217).',
    ),
  MOLLIE_API_URL: z
    .url()
    .default('https://api.mollie.com/v2/')
    .describe('Root of the Mollie API v2 the production adapter calls.'),
  MOLLIE_TIMEOUT_MS: positiveInt
    .default(4000)
    .describe(
      'A Mollie call (with the client’s retries) slower than this fails: the shopper is told the provider is unavailable (503) and can try again.',
    ),
  MOLLIE_WEBHOOK_URL: z
    .url()
    .optional()
    .describe(
      'Public URL of `POST /api/ext/mollie/webhook` that the provider calls. Unset: this BFF’s own address on 127.0.0.1 (local test gateway only).',
    ),
  MOLLIE_METHODS: z
    .string()
    .regex(/^[a-z0-9]+(,[a-z0-9]+)*$/, 'Comma-separated Mollie method ids, e.g. ideal,creditcard')
    .default('ideal,creditcard,bancontact,paypal')
    .describe(
      'Mollie methods offered at checkout as `mollie_methods_<id>`, beside the offline methods (spec 000 §4).',
    ),
  RECAPTCHA_SECRET: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Google reCAPTCHA secret: newsletter subscriptions are checked with Google’s siteverify (D168). Unset: the embedded captcha, which accepts only the local test token `vitrine-local-captcha`.',
    ),
  RECAPTCHA_VERIFY_URL: z
    .url()
    .default('https://www.google.com/recaptcha/api/siteverify')
    .describe('The siteverify address the reCAPTCHA adapter posts to.'),
  RECAPTCHA_TIMEOUT_MS: positiveInt
    .default(3000)
    .describe('A siteverify answer slower than this counts as a failed captcha (400).'),
  NEWSLETTER_LINK_SECRET: z
    .string()
    .min(16)
    .optional()
    .describe(
      'HMAC-SHA256 secret of the unsubscribe links in newsletter mails (D169). Unset: a random secret made once and kept in `<DATA_DIR>/newsletter-link-secret`.',
    ),
  REVIEW_RATE_LIMIT_MAX: positiveInt
    .default(5)
    .describe(
      'Product reviews one IP address may post per hour (D230); then 429 with Retry-After.',
    ),
  NEWSLETTER_RATE_LIMIT_MAX: positiveInt
    .default(10)
    .describe(
      'Newsletter subscriptions one IP address may ask for per minute, and as many confirmations (D222); then 429 with Retry-After (D170).',
    ),
  ADMIN_TOKEN: z
    .string()
    .min(24)
    .optional()
    .describe(
      'Bearer token of the operator routes under /api/admin (return status changes, return reasons; D167). Unset: those routes do not exist (404).',
    ),
  PAYMENT_RETURN_URL: z
    .url()
    .optional()
    .describe(
      'Public origin of the storefront, e.g. `https://shop.example`: the shopper returns to `<it>/checkout-return`. Unset: a path on the same origin (local test gateway only).',
    ),
})

export type Env = z.infer<typeof EnvSchema>

export interface EnvIssue {
  variable: string
  reason: string
}

export class EnvError extends Error {
  readonly issues: EnvIssue[]

  constructor(issues: EnvIssue[]) {
    super(
      `Invalid configuration (${issues.length} variable${issues.length === 1 ? '' : 's'}):\n` +
        issues.map((issue) => `  ${issue.variable}: ${issue.reason}`).join('\n'),
    )
    this.name = 'EnvError'
    this.issues = issues
  }
}

/**
 * Parses the environment into typed configuration. Empty strings count as unset (compose files
 * often write `REDIS_URL=`). Throws `EnvError` listing every wrong variable.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const relevant: Record<string, string> = {}
  for (const key of Object.keys(EnvSchema.shape)) {
    const value = source[key]
    if (value !== undefined && value.trim() !== '') relevant[key] = value.trim()
  }
  const parsed = EnvSchema.safeParse(relevant)
  if (parsed.success) return parsed.data
  throw new EnvError(
    parsed.error.issues.map((issue) => ({
      variable: issue.path.map(String).join('.') || '(environment)',
      reason: issue.message,
    })),
  )
}
