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
import { chain, createPageHandler } from './page-handler.js'
import { servePrecompressedAssets } from './precompressed-assets.js'

const MODE = process.env.NODE_ENV === 'production' ? 'production' : 'development'
// `/api` also under a store prefix (`/nl/api/...`): the BFF takes the store view from it.
const STORE_PREFIXES = storeViews.map((view) => view.url.slice(1)).filter(Boolean)
const PROXIED_PATH = new RegExp(`^/((${STORE_PREFIXES.join('|')})/)?api(/|$)|^/img(/|$)`)

/** URL paths of the files in the client build outside `/assets` (from `public/`). */
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

async function loadBuild() {
  return viteDevServer
    ? viteDevServer.ssrLoadModule('virtual:remix/server-build')
    : import('./build/server/index.js')
}

const initialBuild = await loadBuild()
let env
try {
  env = initialBuild.entry.module.getEnv()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  await viteDevServer?.close()
  process.exit(1)
}

const app = express()
app.disable('x-powered-by')

// Before compression and body parsing, so method, path, body, headers and status pass untouched.
app.use(
  createProxyMiddleware({
    target: env.BFF_URL,
    pathFilter: (pathname) => PROXIED_PATH.test(pathname),
    xfwd: true,
    proxyTimeout: env.BFF_TIMEOUT_MS,
    on: {
      error(error, _req, res) {
        console.error(`BFF proxy error: ${error.message}`)
        if (!('writeHead' in res) || res.headersSent) return res.end()
        const code = 'code' in error && error.code === 'ECONNREFUSED' ? 503 : 502
        res.writeHead(code, { 'content-type': 'application/json; charset=utf-8' })
        res.end(JSON.stringify({ code, result: 'The shop service is not reachable right now.' }))
      },
    },
  }),
)

app.use(compression())

async function getLoadContext(req) {
  const build = viteDevServer ? await loadBuild() : initialBuild
  return build.entry.module.createRequestContext({
    url: req.originalUrl ?? req.url,
    headers: req.headers,
  })
}

/** Where a request goes in production: pages past Express, everything else through it. */
let route = app

if (viteDevServer) {
  app.use(viteDevServer.middlewares)
  app.all('*', createRequestHandler({ mode: MODE, build: loadBuild, getLoadContext }))
} else {
  const clientDir = fileURLToPath(new URL('./build/client', import.meta.url))
  // The built style sheets, written into each page instead of linked (D41).
  initialBuild.entry.module.loadInlineStyles(`${clientDir}/assets`)
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
      compression(),
      initialBuild.entry.module.createPageCache({
        ttlSeconds: env.STOREFRONT_PAGE_CACHE_SECONDS,
        maxBytes: env.STOREFRONT_PAGE_CACHE_MAX_BYTES,
      }),
      createPageHandler({
        handleRequest: createRemixHandler(initialBuild, MODE),
        getLoadContext,
      }),
    ],
    answerPageError,
  )
  route = (req, res) => {
    const query = req.url.indexOf('?')
    const path = query === -1 ? req.url : req.url.slice(0, query)
    const throughExpress =
      PROXIED_PATH.test(path) ||
      path === '/assets' ||
      path.startsWith('/assets/') ||
      publicFiles.has(path)
    return throughExpress ? app(req, res) : pages(req, res)
  }
}

/** A page that failed outside Remix's own error handling (its error page is Remix's). */
function answerPageError(error, _req, res) {
  console.error(error)
  if (res.headersSent) return res.destroy()
  res.statusCode = 500
  res.setHeader('content-type', 'text/plain; charset=utf-8')
  res.end('Internal Server Error')
}

const server = http.createServer(route).listen(env.STOREFRONT_PORT, env.STOREFRONT_HOST, () => {
  // One line for the whole storefront, also when it runs as several workers (server.js).
  if (cluster.isWorker && cluster.worker?.id !== 1) return
  const shown = ['0.0.0.0', '::'].includes(env.STOREFRONT_HOST) ? 'localhost' : env.STOREFRONT_HOST
  console.log(`Vitrine storefront (${MODE}) at http://${shown}:${env.STOREFRONT_PORT}`)
  console.log(`  proxying /api and /img to ${env.BFF_URL}`)
})

function shutDown(signal) {
  console.log(`${signal} received, closing the storefront`)
  server.close(() => process.exit(0))
  void viteDevServer?.close()
  // Keep-alive connections would hold the close open; give in-flight requests a moment.
  setTimeout(() => process.exit(0), 5000).unref()
  server.closeIdleConnections()
}
process.once('SIGTERM', () => shutDown('SIGTERM'))
process.once('SIGINT', () => shutDown('SIGINT'))
