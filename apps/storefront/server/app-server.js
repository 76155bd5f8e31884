// @ts-check
// The storefront's HTTP server (Epic Stack style), started by server.js once per worker.
// - development: Express in front of the Remix request handler, with Vite in middleware mode (HMR,
//   on-demand compilation);
// - production (NODE_ENV=production): pages go straight to the Remix handler (page-handler.js:
//   compression, the page cache, then Remix, D44); Express serves the rest — the built client
//   assets (hashed ones cached for a year), the public files and the proxy.
// `/api/*` and `/img/*` are proxied to the BFF so the browser talks to one origin (ARCHITECTURE §1).
// Configuration is parsed by the app's env.server.ts (exposed through the build's entry module);
// a bad configuration stops the start with every wrong variable listed.
import cluster from 'node:cluster'
import { readdirSync } from 'node:fs'
import http from 'node:http'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import { createRequestHandler as createRemixHandler } from '@remix-run/node'
import compression from 'compression'
import express from 'express'
import { createProxyMiddleware } from 'http-proxy-middleware'
import { storeViews } from '@vitrine/contracts/store-views'
import { describeRequest, logger } from './logger.js'
import { chain, createPageHandler } from './page-handler.js'
import { redirectToDetectedLanguage } from './language-detection.js'
import { createMaintenanceGate } from './maintenance-gate.js'
import { refuseCrossSiteWrite, setSecurityHeaders } from './security.js'
import {
  refuseControlCharacterPath,
  refuseCrossSiteApiWrite,
  refuseLocalOnlyRoute,
  refuseOversizedBody,
  answerClientError,
} from './proxy-guards.js'
import { servePrecompressedAssets } from './precompressed-assets.js'
import { createPageGateHandler } from './page-gate.js'
import { answerHealth, isHealthPath } from './health.js'

const MODE = process.env.NODE_ENV === 'production' ? 'production' : 'development'
// `/api` also under a store prefix (`/nl/api/...`): the BFF takes the store view from it.
const STORE_PREFIXES = storeViews.map((view) => view.url.slice(1)).filter(Boolean)
const PROXIED_PATH = new RegExp(`^/((${STORE_PREFIXES.join('|')})/)?api(/|$)|^/img(/|$)`)
/** The BFF calls made for a customer: carts, orders, the account, wishlists (D148) and extensions. */
const CUSTOMER_API_PATH = new RegExp(
  `^/((${STORE_PREFIXES.join('|')})/)?api/(cart|order|user|wishlist|ext)(/|$)`,
)
/** The session cookie's name (app/.server/session.server.ts). */
const SESSION_COOKIE = 'vitrine_session'

/**
 * The Remix build with what the app's entry module exposes to this server.
 * @typedef {import('@remix-run/node').ServerBuild & {
 *   entry: { module: typeof import('../app/entry.server') }
 * }} Build
 */

// A variable specifier: the build does not exist when the server is type-checked.
const BUILD_MODULE = '../build/server/index.js'

/**
 * URL paths of the files in the client build outside `/assets` (from `public/`).
 * @param {string} clientDir
 */
function listPublicFiles(clientDir) {
  const entries = readdirSync(clientDir, { recursive: true, withFileTypes: true })
  return new Set(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => `/${relative(clientDir, join(entry.parentPath, entry.name))}`)
      .filter((path) => !path.startsWith('/assets/')),
  )
}

const viteDevServer =
  MODE === 'production'
    ? undefined
    : await import('vite').then((vite) =>
        vite.createServer({ server: { middlewareMode: true }, appType: 'custom' }),
      )

/** @returns {Promise<Build>} */
async function loadBuild() {
  return viteDevServer
    ? /** @type {Promise<Build>} */ (viteDevServer.ssrLoadModule('virtual:remix/server-build'))
    : import(BUILD_MODULE)
}

const initialBuild = await loadBuild()
/** @type {ReturnType<Build['entry']['module']['getEnv']>} */
let env
try {
  env = initialBuild.entry.module.getEnv()
} catch (error) {
  logger.fatal(error instanceof Error ? error.message : String(error))
  await viteDevServer?.close()
  process.exit(1)
}

const app = express()
app.disable('x-powered-by')

// spec 001 §4: the maintenance gate and language detection come before the page cache (D186).
const maintenanceGate = createMaintenanceGate({
  enabled: env.STOREFRONT_MAINTENANCE,
  flagFile: env.STOREFRONT_MAINTENANCE_FILE,
  allowList: env.STOREFRONT_MAINTENANCE_ALLOW_IPS,
  trustedProxyHops: env.STOREFRONT_TRUSTED_PROXY_HOPS,
})

/**
 * What every page request passes before it is rendered or served from the cache: the CSRF check,
 * the maintenance gate and language detection; true when one of them answered.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
async function answerBeforePage(req, res) {
  if (refuseCrossSiteWrite(req, res, env.STOREFRONT_PUBLIC_URL)) return true
  if (await maintenanceGate(req, res)) return true
  return redirectToDetectedLanguage(req, res)
}

// Before the session's token is added: local-only routes and cross-site writes stop here (D216,
// D183).
app.use((req, res, next) => {
  if (!PROXIED_PATH.test(req.path)) return next()
  if (refuseLocalOnlyRoute(req, res)) return
  if (refuseCrossSiteApiWrite(req, res, env.STOREFRONT_PUBLIC_URL)) return
  if (refuseOversizedBody(req, res)) return
  next()
})

// The customer's calls carry the session's token (D120): the browser never holds it, the
// httpOnly session cookie does; this adds `Authorization: Bearer` to cart, order, user and wishlist calls
// that come without one.
app.use(async (req, _res, next) => {
  if (
    req.headers.authorization ||
    !CUSTOMER_API_PATH.test(req.path) ||
    !req.headers.cookie?.includes(`${SESSION_COOKIE}=`)
  ) {
    return next()
  }
  try {
    const build = viteDevServer ? await loadBuild() : initialBuild
    const tokens = await build.entry.module.readCustomerTokens(req.headers.cookie)
    if (tokens) req.headers.authorization = `Bearer ${tokens.token}`
  } catch (error) {
    logger.error({ ...describeRequest(req), err: error }, 'the session cookie could not be read')
  }
  next()
})

// Before compression and body parsing, so method, path, body, headers and status pass untouched.
app.use(
  createProxyMiddleware({
    target: env.BFF_URL,
    pathFilter: (pathname) => PROXIED_PATH.test(pathname),
    xfwd: true,
    proxyTimeout: env.BFF_TIMEOUT_MS,
    on: {
      error(error, req, res) {
        logger.error({ ...describeRequest(req), err: error }, `BFF proxy error: ${error.message}`)
        if (!('writeHead' in res) || res.headersSent) return res.end()
        const code = 'code' in error && error.code === 'ECONNREFUSED' ? 503 : 502
        res.writeHead(code, { 'content-type': 'application/json; charset=utf-8' })
        res.end(JSON.stringify({ code, result: 'The shop service is not reachable right now.' }))
      },
    },
  }),
)

app.use(compression())

/**
 * @param {import('node:http').IncomingMessage & { originalUrl?: string }} req
 * @returns {Promise<import('@remix-run/node').AppLoadContext>}
 */
async function getLoadContext(req) {
  const build = viteDevServer ? await loadBuild() : initialBuild
  return /** @type {import('@remix-run/node').AppLoadContext} */ (
    build.entry.module.createRequestContext({
      url: /** @type {string} */ (req.originalUrl ?? req.url),
      headers: req.headers,
      remoteAddress: req.socket.remoteAddress,
    })
  )
}

/**
 * Where a request goes in production: pages past Express, everything else through it.
 * @type {import('node:http').RequestListener}
 */
let route = app

if (viteDevServer) {
  app.use((req, res, next) => {
    setSecurityHeaders(req, res, env.STOREFRONT_PUBLIC_URL)
    if (PROXIED_PATH.test(req.path) || /^\/(@|node_modules|app)\//.test(req.path)) return next()
    answerBeforePage(req, res).then((answered) => answered || next(), next)
  })
  app.use(viteDevServer.middlewares)
  app.all('*', createRequestHandler({ mode: MODE, build: loadBuild, getLoadContext }))
} else {
  const clientDir = fileURLToPath(new URL('../build/client', import.meta.url))
  // The built style sheets, written into each page instead of linked (D41).
  initialBuild.entry.module.loadInlineStyles(`${clientDir}/assets`)
  // The lazy chunks' style sheets, which pages write in too (the story blocks, the footer).
  initialBuild.entry.module.loadLazyStyleSheets(
    fileURLToPath(new URL('../build/server/lazy-style-sheets.json', import.meta.url)),
  )
  app.use('/assets', servePrecompressedAssets(`${clientDir}/assets`))
  app.use(
    '/assets',
    express.static(`${clientDir}/assets`, { immutable: true, maxAge: '1y', fallthrough: false }),
  )
  // The other public files (favicon…) are known at start: a page path never costs a file lookup.
  const publicFiles = listPublicFiles(clientDir)
  app.use(express.static(clientDir, { maxAge: '1h' }))

  // Rendered pages kept for a few seconds (app/.server/page-cache.server.ts), behind compression so
  // each client still gets its own encoding.
  const pages = chain(
    [
      /** @type {import('./page-handler.js').Handler} */ (/** @type {unknown} */ (compression())),
      initialBuild.entry.module.createPageCache({
        ttlSeconds: env.STOREFRONT_PAGE_CACHE_SECONDS,
        maxBytes: env.STOREFRONT_PAGE_CACHE_MAX_BYTES,
      }),
      // Pages the cache does not hold are rendered within this worker's limits (D193).
      createPageGateHandler({
        maxInFlight: env.STOREFRONT_SHED_MAX_IN_FLIGHT,
        concurrency: env.STOREFRONT_SHED_CONCURRENCY,
        maxQueueMs: env.STOREFRONT_SHED_MAX_QUEUE_MS,
        targetQueueMs: env.STOREFRONT_SHED_TARGET_QUEUE_MS,
        retryAfterSeconds: env.STOREFRONT_SHED_RETRY_SECONDS,
      }),
      createPageHandler({
        handleRequest: createRemixHandler(initialBuild, MODE),
        getLoadContext,
      }),
    ],
    answerPageError,
  )
  route = (req, res) => {
    const url = /** @type {string} */ (req.url)
    const query = url.indexOf('?')
    const path = query === -1 ? url : url.slice(0, query)
    setSecurityHeaders(req, res, env.STOREFRONT_PUBLIC_URL)
    const throughExpress =
      PROXIED_PATH.test(path) ||
      path === '/assets' ||
      path.startsWith('/assets/') ||
      publicFiles.has(path)
    if (throughExpress) return app(req, res)
    if (refuseControlCharacterPath(req, res, path)) return
    answerBeforePage(req, res).then(
      (answered) => answered || pages(req, res),
      (error) => answerPageError(error, req, res),
    )
  }
}

/**
 * A page that failed outside Remix's own error handling (its error page is Remix's).
 * @param {unknown} error
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 */
function answerPageError(error, req, res) {
  logger.error({ ...describeRequest(req), err: error }, 'The page failed outside Remix')
  if (res.headersSent) return res.destroy()
  res.statusCode = 500
  res.setHeader('content-type', 'text/plain; charset=utf-8')
  res.end('Internal Server Error')
}

/**
 * /healthz before everything else (maintenance, language redirects, the page gate; D193): a load
 * balancer sees the worker alive while it sheds pages.
 * @type {import('node:http').RequestListener}
 */
function listen(req, res) {
  if (isHealthPath(req.url)) return answerHealth(req, res)
  route(req, res)
}

const server = http.createServer(listen)
// Node's own answer to a request it cannot parse has no body: the shop's envelope instead (D223).
server.on('clientError', answerClientError)
server.listen(env.STOREFRONT_PORT, env.STOREFRONT_HOST, () => {
  // One line for the whole storefront, also when it runs as several workers (server.js).
  if (cluster.isWorker && cluster.worker?.id !== 1) return
  const shown = ['0.0.0.0', '::'].includes(env.STOREFRONT_HOST) ? 'localhost' : env.STOREFRONT_HOST
  logger.info(
    { mode: MODE, port: env.STOREFRONT_PORT, bff: env.BFF_URL },
    `Vitrine storefront (${MODE}) at http://${shown}:${env.STOREFRONT_PORT}, proxying /api and /img to ${env.BFF_URL}`,
  )
})

/** @param {NodeJS.Signals} signal */
function shutDown(signal) {
  logger.info(`${signal} received, closing the storefront`)
  server.close(() => process.exit(0))
  void viteDevServer?.close()
  // Keep-alive connections would hold the close open; give in-flight requests a moment.
  setTimeout(() => process.exit(0), 5000).unref()
  server.closeIdleConnections()
}
process.once('SIGTERM', () => shutDown('SIGTERM'))
process.once('SIGINT', () => shutDown('SIGINT'))
