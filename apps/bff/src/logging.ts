// The one logger: pino, JSON lines, one child per request carrying its request id. Secrets never
// reach the log: authorization and cookie headers, passwords and tokens inside logged objects, and
// `token=` (and similar) query parameters in URLs (ARCHITECTURE §3: `?token=` is redacted from logs).
import { randomUUID } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import {
  destination,
  pino,
  stdSerializers,
  stdTimeFunctions,
  type DestinationStream,
  type Logger,
} from 'pino'
import type { Env } from './env.js'

export const REDACTED = '[REDACTED]'

// A guest cart's id and a payment token are its only key (D223): as secret as a token.
const SECRET_QUERY_PARAMS = [
  'token',
  'access_token',
  'refresh_token',
  'password',
  'api_key',
  'cartId',
  'paymentToken',
  'resetToken',
]
const SECRET_QUERY_PATTERN = new RegExp(`([?&](?:${SECRET_QUERY_PARAMS.join('|')})=)[^&#]*`, 'gi')

const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'token',
  'accessToken',
  'refreshToken',
  'authorization',
  'cookie',
  // D223: keys to a guest's cart, a payment, a reset or a captcha.
  'cartId',
  'cart_id',
  'mergeCartId',
  'paymentToken',
  'resetToken',
  'captchaToken',
  'confirmationKey',
]

const SECRET_KEYS = new Set(SECRET_FIELDS)
const SECRET_HEADERS = ['authorization', 'cookie', 'x-api-key', 'set-cookie']
/** How deep logged objects are searched for secrets; deeper values are logged as they are. */
const MAX_REDACT_DEPTH = 8

/**
 * A copy of a logged value with the value of every secret field replaced, at any depth of plain
 * objects and arrays (class instances such as requests and errors have their own serializers).
 * Values without secrets are returned as they are, uncopied.
 *
 * This replaces pino's path-based `redact`: its wildcard paths made pino run the redaction on the
 * bindings of every per-request child logger, a cost paid by every request even when nothing is
 * logged; this runs only when a line is written.
 */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > MAX_REDACT_DEPTH) return value
  if (Array.isArray(value)) {
    const items: readonly unknown[] = value
    let copy: unknown[] | undefined
    items.forEach((item, index) => {
      const redacted = redactSecrets(item, depth + 1)
      if (redacted !== item) (copy ??= [...items])[index] = redacted
    })
    return copy ?? value
  }
  const prototype: unknown = Object.getPrototypeOf(value)
  if (prototype !== Object.prototype && prototype !== null) return value
  const record = value as Record<string, unknown>
  let copy: Record<string, unknown> | undefined
  for (const key of Object.keys(record)) {
    const item = record[key]
    const redacted = SECRET_KEYS.has(key) ? REDACTED : redactSecrets(item, depth + 1)
    if (redacted !== item) (copy ??= { ...record })[key] = redacted
  }
  return copy ?? value
}

function redactHeaders(headers: Record<string, unknown> | undefined) {
  if (!headers) return headers
  const copy = { ...headers }
  for (const name of SECRET_HEADERS) if (copy[name] !== undefined) copy[name] = REDACTED
  return copy
}

/** Replaces the value of secret query parameters: `/api/cart/pull?token=abc` → `token=[REDACTED]`. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PATTERN, `$1${REDACTED}`)
}

interface LoggedRequest {
  method?: string
  url?: string
  originalUrl?: string
  headers?: Record<string, unknown>
  ip?: string
  host?: string
}

function serializeRequest(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.originalUrl ?? request.url ?? ''),
    host: request.host,
    remoteAddress: request.ip,
    headers: redactHeaders(request.headers),
  }
}

function serializeReply(reply: { statusCode?: number }) {
  return { statusCode: reply.statusCode }
}

export function createLogger(
  config: Pick<Env, 'LOG_LEVEL'>,
  // Synchronous writes: no log line is lost when the process exits after a shutdown.
  stream: DestinationStream = destination({ dest: 1, sync: true }),
): Logger {
  return pino(
    {
      level: config.LOG_LEVEL,
      formatters: { log: (object) => redactSecrets(object) as Record<string, unknown> },
      serializers: { req: serializeRequest, res: serializeReply, err: stdSerializers.err },
      base: { service: 'bff' },
      timestamp: stdTimeFunctions.isoTime,
    },
    stream,
  )
}

const INCOMING_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/

/** Honours a well-formed incoming `x-request-id` (so ids follow a request across services), else makes one. */
export function generateRequestId(raw: IncomingMessage): string {
  const incoming = raw.headers['x-request-id']
  if (typeof incoming === 'string' && INCOMING_REQUEST_ID.test(incoming)) return incoming
  return randomUUID()
}
