// Security headers (helmet) and the last line of load shedding (@fastify/under-pressure): when the
// event loop lags anyway, requests get a 503 envelope instead of piling up. The expensive routes
// have their own admission gate in front (load-shedding.ts, D192); the limits come from
// BFF_PRESSURE_* (app.ts), the defaults below are the same.
// Start-up work (database migrations, loading the search index) blocks the event loop before the
// app is ready; the first samples after `onReady` still carry that delay, so pressure is ignored
// for a short warm-up after ready instead of answering the first shoppers with 503.
import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet from 'helmet'
import underPressure, { type FastifyUnderPressureOptions } from '@fastify/under-pressure'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { UnderPressureError } from '../errors.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Per-route override of the under-pressure answer; returning nothing serves the request. */
    pressureHandler?: (request: FastifyRequest, reply: FastifyReply) => void
  }
}

export const DEFAULT_PRESSURE_LIMITS: FastifyUnderPressureOptions = {
  maxEventLoopDelay: 1000,
  retryAfter: 2,
}

/** Two sample intervals of under-pressure (1 s each) plus margin. */
export const PRESSURE_WARM_UP_MS = 3000

export interface SecurityPluginOptions {
  underPressure?: FastifyUnderPressureOptions
  /** How long after ready pressure readings are ignored (start-up work). */
  warmUpMs?: number
  now?: () => number
}

/**
 * The headers helmet's middleware sets, with its default options: the same for every response
 * (no nonces), so they are read once by running it against a recording response.
 */
export function readSecurityHeaders(): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  let finished = false
  helmet()({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error instanceof Error) throw error
    if (error) throw new Error('helmet failed to set its headers', { cause: error })
    finished = true
  })
  if (!finished) throw new Error('helmet did not set its headers synchronously')
  return Object.freeze(headers)
}

export const securityPlugin = fp<SecurityPluginOptions>(
  async function registerSecurity(app: FastifyInstance, options) {
    const now = options.now ?? Date.now
    const warmUpMs = options.warmUpMs ?? PRESSURE_WARM_UP_MS
    let readyAt: number | undefined
    app.addHook('onReady', async () => {
      readyAt = now()
    })
    const limits = { ...DEFAULT_PRESSURE_LIMITS, ...options.underPressure }

    // helmet's headers are read once and set on Fastify's reply (no per-header validation by
    // Node's setHeader on every request); @fastify/helmet rebuilt the middleware per request.
    const securityHeaders = readSecurityHeaders()
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(securityHeaders)
      done()
    })
    await app.register(underPressure, {
      ...limits,
      customError: UnderPressureError,
      pressureHandler: (_request, reply) => {
        if (readyAt !== undefined && now() - readyAt < warmUpMs) return undefined
        reply.header('retry-after', String(limits.retryAfter ?? 2))
        return Promise.reject(new UnderPressureError())
      },
    })
  },
  { name: 'security' },
)
