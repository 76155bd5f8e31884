// @ts-check
// The storefront's entry point. In production it runs STOREFRONT_WORKERS copies of the server
// (app-server.js) behind one port (workers.js, decision D37); in development, and with one
// worker, this process is the server itself.
import cluster from 'node:cluster'
import { randomBytes } from 'node:crypto'
import { logger } from './logger.js'
import { readWorkerCount, runPrimary } from './workers.js'

const production = process.env.NODE_ENV === 'production'
let workers = 1
if (production && cluster.isPrimary) {
  try {
    workers = readWorkerCount(process.env.STOREFRONT_WORKERS)
  } catch (error) {
    logger.fatal(error instanceof Error ? error.message : String(error))
    process.exit(1)
  }
}

// The customer session cookie is signed with STOREFRONT_SESSION_SECRET; without one, a secret made
// now serves this run, the same in every worker (forked workers inherit the environment; D120).
if (cluster.isPrimary && !process.env.STOREFRONT_SESSION_SECRET) {
  process.env.STOREFRONT_SESSION_SECRET = randomBytes(32).toString('hex')
}

if (workers > 1) runPrimary(workers)
else await import('./app-server.js')
