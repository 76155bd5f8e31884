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

const SECRET_QUERY_PARAMS = ['token', 'access_token', 'refresh_token', 'password', 'api_key']
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
]

// pino's redaction needs explicit paths; three levels of nesting cover logged bodies like
// `{ body: { customer: { password } } }`.
const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`, `*.*.*.${field}`]),
]

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
    headers: request.headers,
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
      redact: { paths: REDACT_PATHS, censor: REDACTED },
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
