// @ts-check
// The storefront server's log (D100): pino's JSON lines with a level, as the BFF writes them, on
// stdout. Only what the server logged before is logged — its start, its stop, a worker replaced,
// a failed page or proxy call — so a page answered well costs no log work (the hot path, D44).
// LOG_LEVEL is read here, before any build is loaded (the primary logs too, D37).
import pino from 'pino'

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']
const configured = process.env.LOG_LEVEL
const valid = configured === undefined || configured === '' || LEVELS.includes(configured)

export const logger = pino(
  {
    level: valid && configured ? configured : 'info',
    base: { service: 'storefront', pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
  },
  // Synchronous writes: no line is lost when the process exits right after it.
  pino.destination({ dest: 1, sync: true }),
)

if (!valid) {
  logger.fatal(
    `Invalid configuration:\n  LOG_LEVEL: expected one of ${LEVELS.join(', ')}, got "${configured}"`,
  )
  process.exit(1)
}

/** Query parameters whose values are keys (a token, a guest cart's id, a payment token; D223). */
const SECRET_QUERY =
  /([?&](?:token|access_token|refresh_token|password|cartId|paymentToken|resetToken|key|email)=)[^&#]*/gi

/**
 * A URL with the values of its secret query parameters replaced by `[REDACTED]`.
 * @param {string | undefined} url
 */
export function redactUrl(url) {
  return (url ?? '').replace(SECRET_QUERY, '$1[REDACTED]')
}

/**
 * What a log line says about a request: method, path and, when a proxy in front sent one, its
 * `x-request-id` (the page's own id is made later, in the request context).
 * @param {import('node:http').IncomingMessage} req
 */
export function describeRequest(req) {
  const id = req.headers['x-request-id']
  return {
    method: req.method,
    url: redactUrl(req.url),
    ...(typeof id === 'string' ? { requestId: id } : {}),
  }
}
