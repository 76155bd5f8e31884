// @ts-check
// GET /healthz of the storefront (decision D193): the worker answers HTTP. Answered before the
// maintenance gate, language detection, the page cache and the page gate, so it stays fast and
// green while pages are shed; it asks nothing of the BFF (the BFF has its own /readyz).

const BODY = JSON.stringify({ status: 'ok' })

/**
 * Whether `url` is the health path (any query ignored).
 * @param {string | undefined} url
 */
export function isHealthPath(url) {
  return url === '/healthz' || (url?.startsWith('/healthz?') ?? false)
}

/**
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function answerHealth(req, res) {
  res.statusCode = 200
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.setHeader('cache-control', 'no-store')
  res.setHeader('content-length', Buffer.byteLength(BODY))
  res.end(req.method === 'HEAD' ? undefined : BODY)
}
