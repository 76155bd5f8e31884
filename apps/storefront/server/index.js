// @ts-check
// The storefront's entry point. In production it runs STOREFRONT_WORKERS copies of the server
// (app-server.js) behind one port (workers.js, decision D37); in development, and with one
// worker, this process is the server itself.
import cluster from 'node:cluster'
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

if (workers > 1) runPrimary(workers)
else await import('./app-server.js')
