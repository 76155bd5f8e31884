// @ts-check
// Several storefront processes behind one port (node:cluster), as Vue Storefront 1 runs its SSR
// server under PM2 in cluster mode: a page render is CPU-bound JavaScript, and one Node process
// uses one core (decision D37). The primary only forks and watches; each worker is the whole
// server (app-server.js) with its own page cache. A worker that dies after it started listening is
// replaced; one that dies before (bad configuration, a missing build) stops the storefront.
import cluster from 'node:cluster'
import { availableParallelism } from 'node:os'
import { logger } from './logger.js'

/** Workers when STOREFRONT_WORKERS is not set: one per available core, at most this many. */
export const DEFAULT_MAX_WORKERS = 8
export const MAX_WORKERS = 64

/**
 * STOREFRONT_WORKERS read and checked; the default follows the cores available.
 * @param {string | undefined} value
 * @param {number} [cores]
 * @returns {number}
 */
export function readWorkerCount(value, cores = availableParallelism()) {
  if (value === undefined || value.trim() === '') return Math.min(cores, DEFAULT_MAX_WORKERS)
  const count = Number(value)
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS) {
    throw new Error(
      `Invalid configuration:\n  STOREFRONT_WORKERS: expected a whole number from 1 to ${MAX_WORKERS}, got "${value}"`,
    )
  }
  return count
}

/**
 * Forks `count` workers and keeps them running until SIGTERM or SIGINT.
 * @param {number} count
 */
export function runPrimary(count) {
  /** @type {Set<number>} */
  const started = new Set()
  let stopping = false
  let exitCode = 0

  cluster.on('listening', (worker) => started.add(worker.id))
  cluster.on('exit', (worker, code, signal) => {
    const hadStarted = started.delete(worker.id)
    const running = Object.keys(cluster.workers ?? {}).length
    if (stopping) {
      if (running === 0) process.exit(exitCode)
      return
    }
    if (!hadStarted) {
      // It printed why; starting it again would fail the same way.
      stop('SIGTERM', code || 1)
      return
    }
    logger.error(
      { worker: worker.process.pid, code, signal },
      `Storefront worker ${worker.process.pid} stopped (${signal ?? `exit code ${code}`}); starting another`,
    )
    cluster.fork()
  })

  /**
   * @param {NodeJS.Signals} signal
   * @param {number} [code]
   */
  function stop(signal, code = 0) {
    stopping = true
    exitCode = code
    const workers = Object.values(cluster.workers ?? {})
    if (workers.length === 0) process.exit(exitCode)
    for (const worker of workers) worker?.process.kill(signal)
    // Workers close within 5 seconds (app-server.js); this is the last resort.
    setTimeout(() => process.exit(exitCode), 7000).unref()
  }

  for (let i = 0; i < count; i++) cluster.fork()
  process.once('SIGTERM', () => stop('SIGTERM'))
  process.once('SIGINT', () => stop('SIGTERM'))
}
