// @ts-check
// Headers every storefront answer carries, and the cross-site check of form posts (D183). The
// page's Content-Security-Policy is set where the page is rendered (app/entry.server.tsx); the
// BFF behind `/api` sets its own headers.

const NO_SNIFF = /** @type {[string, string]} */ (['X-Content-Type-Options', 'nosniff'])

/** @type {ReadonlyArray<[string, string]>} */
const HEADERS = [
  NO_SNIFF,
  ['X-Frame-Options', 'DENY'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()'],
  ['Cross-Origin-Opener-Policy', 'same-origin'],
]
const HSTS = 'max-age=31536000; includeSubDomains'

/**
 * Whether the request reached the shop over HTTPS: its public URL says so, or the TLS proxy in
 * front of it does.
 * @param {import('node:http').IncomingMessage} req
 * @param {string | undefined} publicUrl
 */
export function isHttps(req, publicUrl) {
  if (publicUrl?.startsWith('https:')) return true
  const forwarded = req.headers['x-forwarded-proto']
  return (
    String(Array.isArray(forwarded) ? forwarded[0] : (forwarded ?? ''))
      .split(',')[0]
      ?.trim() === 'https'
  )
}

/**
 * The headers of an answer to `url`. The built scripts and style sheets under `/assets` get
 * nosniff only: framing, referrer, permissions and opener policies govern documents, and a first
 * product-page load fetches six scripts (their bytes count in the JavaScript budget, D46).
 * @param {string} url
 * @returns {ReadonlyArray<[string, string]>}
 */
export function securityHeadersFor(url) {
  return url.startsWith('/assets/') ? [NO_SNIFF] : HEADERS
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string | undefined} publicUrl
 */
export function setSecurityHeaders(req, res, publicUrl) {
  for (const [name, value] of securityHeadersFor(req.url ?? '/')) res.setHeader(name, value)
  // Browsers take HSTS only from an HTTPS answer.
  if (isHttps(req, publicUrl)) res.setHeader('Strict-Transport-Security', HSTS)
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * A form post another site made the shopper's browser send (CSRF): the browser says so
 * (`Sec-Fetch-Site: cross-site`) or names an origin that is neither this host nor the shop's
 * public URL (`Origin: null` included). Requests without either header do not come from a
 * browser's cross-site form and pass.
 * @param {import('node:http').IncomingMessage} req
 * @param {string | undefined} publicUrl
 */
export function isCrossSiteWrite(req, publicUrl) {
  if (SAFE_METHODS.has(req.method ?? 'GET')) return false
  if (req.headers['sec-fetch-site'] === 'cross-site') return true
  const origin = req.headers.origin
  if (origin === undefined) return false
  try {
    const { host } = new URL(origin)
    return host !== req.headers.host && (!publicUrl || host !== new URL(publicUrl).host)
  } catch {
    return true
  }
}

/**
 * Answers a cross-site write 403; true when it did.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string | undefined} publicUrl
 */
export function refuseCrossSiteWrite(req, res, publicUrl) {
  if (!isCrossSiteWrite(req, publicUrl)) return false
  res.statusCode = 403
  res.setHeader('content-type', 'text/plain; charset=utf-8')
  res.end('Forbidden: this form was sent from another site.')
  return true
}
