// @ts-check
// The shop's pages on node:http without Express in between (decision D44): what
// @remix-run/express does (a Fetch Request from the Node request, aborted when the client goes
// away; the Remix Response written back), with Express's own per-request work left out — its
// prototype swap of req and res, its router walking every middleware layer, its query parser.
// Measured on the bare Remix page: 1,090–1,250 pages/s through Express, 1,960–2,380 here.
// app-server.js sends only page requests this way; /api, /img, /assets and the public files still
// go through Express.
import { createReadableStreamFromReadable, writeReadableStreamToWritable } from '@remix-run/node'

/**
 * @typedef {import('node:http').IncomingMessage} IncomingMessage
 * @typedef {import('node:http').ServerResponse} ServerResponse
 * @typedef {(error?: unknown) => void} Next
 * @typedef {(req: IncomingMessage, res: ServerResponse, next: Next) => void} Handler
 */

/**
 * Calls `handlers` in turn, connect style: each gets `next` to pass the request on.
 * @param {Handler[]} handlers
 * @param {(error: unknown, req: IncomingMessage, res: ServerResponse) => void} onError
 * @returns {(req: IncomingMessage, res: ServerResponse) => void}
 */
export function chain(handlers, onError) {
  return (req, res) => {
    let index = 0
    /** @type {Next} */
    const next = (error) => {
      if (error !== undefined) return onError(error, req, res)
      const handler = /** @type {Handler} */ (handlers[index++])
      try {
        handler(req, res, next)
      } catch (thrown) {
        onError(thrown, req, res)
      }
    }
    next()
  }
}

/** @param {string | undefined} host */
function portOf(host) {
  const port = /:(\d+)$/.exec(host ?? '')?.[1]
  return port === undefined ? undefined : Number(port)
}

/**
 * The page's absolute URL as @remix-run/express builds it without `trust proxy`: the Host header's
 * name, the port of X-Forwarded-Host or else of Host, the socket's protocol.
 * @param {IncomingMessage} req
 * @returns {string}
 */
export function readRequestUrl(req) {
  const host = req.headers.host ?? 'localhost'
  const hostname = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':')[0]
  const forwarded = req.headers['x-forwarded-host']
  const port = portOf(Array.isArray(forwarded) ? forwarded[0] : forwarded) ?? portOf(host)
  const protocol = /** @type {import('node:tls').TLSSocket} */ (req.socket).encrypted
    ? 'https'
    : 'http'
  return `${protocol}://${hostname}${port ? `:${port}` : ''}${req.url}`
}

/**
 * A Fetch Request for `req`; its signal aborts when the client leaves before the answer is sent.
 * @param {IncomingMessage} req
 * @param {ServerResponse} res
 * @returns {Request}
 */
export function toFetchRequest(req, res) {
  const controller = new AbortController()
  res.on('close', () => {
    if (!res.writableFinished) controller.abort()
  })
  const headers = new Headers()
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    headers.append(
      /** @type {string} */ (req.rawHeaders[i]),
      /** @type {string} */ (req.rawHeaders[i + 1]),
    )
  }
  /** @type {RequestInit & { duplex?: 'half' }} */
  const init = { method: req.method, headers, signal: controller.signal }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    init.body = createReadableStreamFromReadable(req)
    init.duplex = 'half'
  }
  return new Request(readRequestUrl(req), init)
}

/**
 * Writes a Fetch Response to `res`: status, headers (each Set-Cookie apart), then its body.
 * @param {ServerResponse} res
 * @param {Response} response
 * @returns {Promise<void>}
 */
export async function sendFetchResponse(res, response) {
  res.statusCode = response.status
  if (response.statusText) res.statusMessage = response.statusText
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') res.setHeader(name, value)
  }
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) res.setHeader('set-cookie', cookies)
  if (response.body) await writeReadableStreamToWritable(response.body, res)
  else res.end()
}

/**
 * The Remix request handler as a connect-style handler (errors go to `next`).
 * @template Context
 * @param {{
 *   handleRequest: (request: Request, context: Context) => Promise<Response>,
 *   getLoadContext: (req: IncomingMessage) => Context | Promise<Context>,
 * }} options
 * @returns {Handler}
 */
export function createPageHandler({ handleRequest, getLoadContext }) {
  return (req, res, next) => {
    Promise.resolve()
      .then(async () => {
        const request = toFetchRequest(req, res)
        const response = await handleRequest(request, await getLoadContext(req))
        await sendFetchResponse(res, response)
      })
      .catch(next)
  }
}
