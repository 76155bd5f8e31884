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
