// The BFF's configuration: the only reader of `process.env` (ARCHITECTURE §1: env vars validated with
// zod at start). Every variable is optional with a working default, so `pnpm start` needs none.
// `loadEnv` reports every wrong variable at once, so an operator fixes them in one go.
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
  CACHE_DEFAULT_TTL_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .default(300)
    .describe('Lifetime of a cache entry stored without its own TTL; 0 keeps it until evicted.'),
  BFF_SHUTDOWN_TIMEOUT_MS: positiveInt
    .default(10000)
    .describe(
      'On SIGTERM/SIGINT, in-flight requests may finish for this long before the process is forced to exit.',
    ),
  BFF_BODY_LIMIT_BYTES: positiveInt
    .default(1048576)
    .describe('Largest accepted request body; larger bodies get HTTP 413.'),
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
