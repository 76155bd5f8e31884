// @ts-check
// What the storefront's `/api` proxy refuses before a request reaches the BFF, in the shop's
// envelope `{code, result}`:
// - the routes for trying the shop locally (@vitrine/contracts/local-only-routes, D216): the mail
//   outbox never, the test gateway's page unless the shopper is on this machine;
// - writes another site made the shopper's browser send, by the forms' own rule (D183).
import { findLocalOnlyRoute, isLoopbackAddress } from '@vitrine/contracts/local-only-routes'
import { isCrossSiteWrite } from './security.js'

/**
 * Answers with the shop's error envelope.
 * @param {import('node:http').ServerResponse} res
 * @param {number} code
 * @param {string} message
 */
export function answerEnvelope(res, code, message) {
  res.statusCode = code
  res.setHeader('content-type', 'application/json; charset=utf-8')
  res.setHeader('cache-control', 'no-store')
  res.end(JSON.stringify({ code, result: message }))
}

/**
 * The shopper is on this machine: the connection is from loopback and every address a proxy in
 * front forwarded is too.
 * @param {import('node:http').IncomingMessage} req
 */
export function isLocalShopper(req) {
  if (!isLoopbackAddress(req.socket?.remoteAddress)) return false
  const forwarded = req.headers['x-forwarded-for']
  if (forwarded === undefined) return true
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : forwarded).split(',')
  return chain.every((address) => isLoopbackAddress(address.trim()))
}

/**
 * Refuses a local-only route as the BFF would (404); true when it did.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function refuseLocalOnlyRoute(req, res) {
  const route = findLocalOnlyRoute(req.url ?? '/')
  if (!route) return false
  if (route.throughStorefront === 'loopback-shopper' && isLocalShopper(req)) return false
  const path = (req.url ?? '/').split('?')[0]
  answerEnvelope(res, 404, `No route for ${req.method} ${path}.`)
  return true
}

/**
 * Refuses a cross-site write to the API with 403; true when it did.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string | undefined} publicUrl
 */
export function refuseCrossSiteApiWrite(req, res, publicUrl) {
  if (!isCrossSiteWrite(req, publicUrl)) return false
  answerEnvelope(res, 403, 'Forbidden: this request was sent from another site.')
  return true
}

/**
 * Whether a page path holds a control character (a NUL byte, a line break) once decoded: no page
 * of the shop has one, and the BFF refuses such values (D223).
 * @param {string} path the raw path, without the query string
 */
export function hasControlCharacter(path) {
  let decoded
  try {
    decoded = decodeURIComponent(path)
  } catch {
    return false
  }
  // eslint-disable-next-line no-control-regex
  return /[\u0000-\u001f\u007f]/.test(decoded)
}

/**
 * Answers a page path with a control character 400 with a short page; true when it did.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} path
 */
export function refuseControlCharacterPath(req, res, path) {
  if (!hasControlCharacter(path)) return false
  res.statusCode = 400
  res.setHeader('content-type', 'text/html; charset=utf-8')
  res.setHeader('cache-control', 'no-store')
  res.end(
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>400 Bad Request</title>' +
      '<meta name="viewport" content="width=device-width,initial-scale=1"></head><body><main>' +
      '<h1>400 Bad Request</h1><p>This address contains characters no page of the shop has.</p>' +
      '<p><a href="/">Home</a></p></main></body></html>',
  )
  return true
}

/** The largest body the proxy forwards: the BFF's own default limit (BFF_BODY_LIMIT_BYTES). */
export const PROXY_BODY_LIMIT_BYTES = 1_048_576

/**
 * Refuses a body the BFF would refuse, before it is sent: 413 in the envelope (a BFF closing the
 * connection mid-upload would otherwise surface as a 502); true when it did.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
export function refuseOversizedBody(req, res) {
  const length = Number(req.headers['content-length'] ?? 0)
  if (!(length > PROXY_BODY_LIMIT_BYTES)) return false
  res.setHeader('connection', 'close')
  answerEnvelope(res, 413, `Request body is too large (over ${PROXY_BODY_LIMIT_BYTES} bytes).`)
  req.resume()
  return true
}

/**
 * The answer to a request Node's HTTP parser refused (headers too large: 431; anything else:
 * 400), written on the socket in the shop's envelope instead of Node's empty body.
 * @param {Error & { code?: string }} error
 * @param {import('node:stream').Duplex} socket
 */
export function answerClientError(error, socket) {
  if (!socket.writable) return socket.destroy()
  const tooLarge = error.code === 'HPE_HEADER_OVERFLOW'
  const code = tooLarge ? 431 : 400
  const reason = tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'
  const body = JSON.stringify({
    code,
    result: tooLarge ? 'The request headers are too large.' : 'The request is not valid HTTP.',
  })
  socket.end(
    `HTTP/1.1 ${code} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}
