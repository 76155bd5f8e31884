// The storefront's configuration, parsed once with zod from the environment. Besides the server in
// server/ (NODE_ENV, STOREFRONT_WORKERS and LOG_LEVEL, read before any build is loaded) this is
// the only reader of process.env.
import { isIP } from 'node:net'
import { DEFAULT_STORE_TIME_ZONE, isKnownTimeZone } from '@vitrine/pricing/store-time'
import { z } from 'zod'

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  STOREFRONT_HOST: z.string().min(1).default('0.0.0.0'),
  STOREFRONT_PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  BFF_URL: z.url({ protocol: /^https?$/ }).default('http://127.0.0.1:4000'),
  /** spec 000 §9: client time-out 5000 ms for calls to the BFF. */
  BFF_TIMEOUT_MS: z.coerce.number().int().positive().default(5000),
  /** Production server processes (server/workers.js, decision D37); unset: one per core, at most 8. */
  STOREFRONT_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  /** Seconds a rendered page is kept and sent again (decision D31); 0 turns the cache off. */
  STOREFRONT_PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(30),
  /** Total size of the kept pages, in bytes. */
  STOREFRONT_PAGE_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .default(64 * 1024 * 1024),
  /** Pages one worker takes at once past the page cache, waiting or rendering (decision D193). */
  STOREFRONT_SHED_MAX_IN_FLIGHT: z.coerce.number().int().min(1).default(128),
  /** Pages one worker renders at once (each waits for the BFF part of its time); the others wait their turn (D227). */
  STOREFRONT_SHED_CONCURRENCY: z.coerce.number().int().min(1).default(4),
  /** A page whose turn comes later than this after it arrived gets the 503 busy page. */
  STOREFRONT_SHED_MAX_QUEUE_MS: z.coerce.number().int().min(1).default(1000),
  /** Under sustained overload, pages whose turn comes later than this get the busy page (D198). */
  STOREFRONT_SHED_TARGET_QUEUE_MS: z.coerce.number().int().min(1).default(100),
  /** `Retry-After` (seconds) of the busy page. */
  STOREFRONT_SHED_RETRY_SECONDS: z.coerce.number().int().min(1).default(2),
  /** The shop's public address for canonical, hreflang and sitemap URLs; unset: the request's. */
  STOREFRONT_PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  /** The Google Tag Manager container (spec 000 §7 data layer), e.g. `GTM-ABC1234`. */
  STOREFRONT_GTM_ID: z
    .string()
    .regex(/^GTM-[A-Z0-9]{1,20}$/, 'Expected a container id such as GTM-ABC1234')
    .optional(),
  /** The size-fitting service's tenant (spec 000 §7); unset: no size-fitting events. */
  STOREFRONT_SIZE_FIT_TENANT_ID: z.string().trim().min(1).max(200).optional(),
  /** Where the size-fitting add-to-cart beacons go; unset: only a window event is dispatched. */
  STOREFRONT_SIZE_FIT_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
  /**
   * Google reCAPTCHA v3 site key (spec 001 §4: a captcha runs before subscribing; D172): the
   * newsletter forms load Google's script on their first submit and send its token. Unset: the
   * local test token `vitrine-local-captcha`, which the BFF's embedded captcha accepts (D168).
   */
  STOREFRONT_RECAPTCHA_SITE_KEY: z
    .string()
    .regex(/^[\w-]{10,100}$/, 'Expected a reCAPTCHA site key')
    .optional(),
  /** spec 001 §4 maintenance gate: on sends every page but /maintenance and /error there (D186). */
  STOREFRONT_MAINTENANCE: z.stringbool().default(false),
  /** A file whose existence turns maintenance on without a restart (checked once a second). */
  STOREFRONT_MAINTENANCE_FILE: z.string().min(1).optional(),
  /** The addresses that pass the gate (spec 001 §9: three), comma-separated. */
  STOREFRONT_MAINTENANCE_ALLOW_IPS: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((ip) => ip.trim())
        .filter(Boolean),
    )
    .refine((ips) => ips.length <= 3, 'At most three addresses (spec 001 §9)')
    .refine((ips) => ips.every((ip) => isIP(ip) !== 0), 'Expected IP addresses, comma-separated'),
  /**
   * The CMS setting addRoutes (spec 000 §2, 001 §2; D129): on adds the preview routes /storyblok
   * and /storyblok-empty for the content editor; off (the default) they are the not-found page.
   */
  STOREFRONT_CONTENT_ADD_ROUTES: z.stringbool().default(false),
  /** Proxies in front of the storefront whose X-Forwarded-For entries are trusted (0: none). */
  STOREFRONT_TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /**
   * Signs the customer session cookie (D120); at least 32 characters. Unset: server/index.js makes
   * one per start (customers then log in again after a restart).
   */
  STOREFRONT_SESSION_SECRET: z.string().min(32).optional(),
  /** The shop's IANA time zone, the BFF's too: catalogue dates are its wall-clock times (D90). */
  STORE_TIME_ZONE: z
    .string()
    .refine(isKnownTimeZone, 'Not an IANA time zone, e.g. Europe/Amsterdam')
    .default(DEFAULT_STORE_TIME_ZONE),
})

export type Env = z.infer<typeof EnvSchema>

export class EnvError extends Error {
  readonly issues: string[]

  constructor(issues: string[]) {
    super(`Invalid storefront configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`)
    this.name = 'EnvError'
    this.issues = issues
  }
}

/** Parses a raw environment; throws an `EnvError` listing every wrong variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  // An empty variable means "not set", so the default applies.
  const present = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== ''))
  const result = EnvSchema.safeParse(present)
  if (result.success) return result.data
  throw new EnvError(
    result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
  )
}

let cached: Env | undefined

/** The parsed configuration of this process, read once. */
export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
