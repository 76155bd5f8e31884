// Security headers (helmet) and load shedding (@fastify/under-pressure): when the event
// loop lags or memory runs out, requests get a 503 envelope instead of piling up.
// Start-up work (database migrations, loading the search index) blocks the event loop before the
// app is ready; the first samples after `onReady` still carry that delay, so pressure is ignored
// for a short warm-up after ready instead of answering the first shoppers with 503.
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
  maxEventLoopUtilization: 0.98,
  retryAfter: 10,
}

/** Two sample intervals of under-pressure (1 s each) plus margin. */
export const PRESSURE_WARM_UP_MS = 3000

export interface SecurityPluginOptions {
  underPressure?: FastifyUnderPressureOptions
  /** How long after ready pressure readings are ignored (start-up work). */
  warmUpMs?: number
  now?: () => number
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

    // helmet's middleware is built once: @fastify/helmet built it again on every request (its CSP
    // directives parsed each time, ~5 % of a cached catalogue answer's time).
    const securityHeaders = helmet()
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error?: unknown) =>
        done(error instanceof Error ? error : undefined),
      )
    })
    await app.register(underPressure, {
      ...limits,
      customError: UnderPressureError,
      pressureHandler: (_request, reply) => {
        if (readyAt !== undefined && now() - readyAt < warmUpMs) return undefined
        reply.header('retry-after', String(limits.retryAfter ?? 10))
        return Promise.reject(new UnderPressureError())
      },
    })
  },
  { name: 'security' },
)
