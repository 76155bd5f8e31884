// Serves the built bare Remix page the way the storefront's server (server/app-server.js) serves the shop (Express,
// compression, static assets, the Remix request handler) on BENCH_BARE_REMIX_PORT.
import { fileURLToPath } from 'node:url'
import { createRequestHandler } from '@remix-run/express'
import compression from 'compression'
import express from 'express'

const port = Number(process.env.BENCH_BARE_REMIX_PORT ?? 4794)
const build = await import('./build/server/index.js')
const app = express()
app.disable('x-powered-by')
app.use(compression())
app.use(express.static(fileURLToPath(new URL('./build/client', import.meta.url))))
app.all('*', createRequestHandler({ build, mode: 'production' }))
const server = app.listen(port, '127.0.0.1')
process.on('SIGTERM', () => server.close(() => process.exit(0)))
