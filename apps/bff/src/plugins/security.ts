// Security headers (@fastify/helmet) and load shedding (@fastify/under-pressure): when the event
// loop lags or memory runs out, requests get a 503 envelope instead of piling up.
import helmet from '@fastify/helmet'
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

export interface SecurityPluginOptions {
  underPressure?: FastifyUnderPressureOptions
}

export const securityPlugin = fp<SecurityPluginOptions>(
  async function registerSecurity(app: FastifyInstance, options) {
    await app.register(helmet)
    await app.register(underPressure, {
      ...DEFAULT_PRESSURE_LIMITS,
      ...options.underPressure,
      customError: UnderPressureError,
    })
  },
  { name: 'security' },
)
