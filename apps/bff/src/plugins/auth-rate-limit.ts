// Rate limits of the account calls (D108) with @fastify/rate-limit: per client IP and per e-mail
// address, counted in Redis when REDIS_URL is set (so every BFF instance shares them), else in
// memory. A route opts in with `config.authRateLimit`; the check runs as a preHandler, after the
// body is validated, so the e-mail is the normalized one. Login counts only its failures per
// e-mail (wrong passwords in a row); the other calls count every request. Over the limit the
// answer is 429 with `Retry-After` (seconds). A store error lets the request through (logged).
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { Redis } from 'ioredis'
import type { Env } from '../env.js'
import { AppError } from '../errors.js'

export interface AuthRateLimitConfig {
  /** The call's name in the counters' keys, e.g. `login`. */
  name: string
  /** The e-mail address the request is about. */
  emailOf: (request: FastifyRequest) => string
  /** `failures`: only answers with status 401 count against the e-mail (login). */
  countEmail: 'every-request' | 'failures'
}

declare module 'fastify' {
  interface FastifyContextConfig {
    authRateLimit?: AuthRateLimitConfig
  }
}

export function formatRetryMessage(seconds: number): string {
  return `Too many attempts. Please try again in ${seconds} seconds.`
}

export class TooManyRequestsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, formatRetryMessage(retryAfterSeconds))
  }
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>

async function enforce(
  limiter: Limiter,
  request: FastifyRequest,
  reply: FastifyReply,
  increment = true,
) {
  const outcome = await limiter(request, { increment })
  if (outcome.isAllowed) return
  // A peek reads the count of earlier failures: the limit is reached at `max` of them.
  const exceeded = increment ? outcome.isExceeded : outcome.max - outcome.remaining >= outcome.max
  if (!exceeded) return
  const seconds = Math.max(1, outcome.ttlInSeconds)
  reply.header('retry-after', String(seconds))
  throw new TooManyRequestsError(seconds)
}

const normalize = (email: string) => email.trim().toLowerCase()

export const authRateLimitPlugin = fp<{ config: Env }>(
  async function registerAuthRateLimit(app, { config }) {
    const redis = config.REDIS_URL
      ? new Redis(config.REDIS_URL, {
          connectTimeout: config.REDIS_CONNECT_TIMEOUT_MS,
          commandTimeout: config.REDIS_COMMAND_TIMEOUT_MS,
          maxRetriesPerRequest: 1,
          enableOfflineQueue: false,
        })
      : null
    redis?.on('error', (error: Error) =>
      app.log.warn({ err: error, adapter: 'rate-limit' }, 'rate limit store unavailable'),
    )
    if (redis) app.addHook('onClose', async () => redis.disconnect())

    await app.register(rateLimit, {
      global: false,
      skipOnError: true,
      ...(redis ? { redis, nameSpace: `${config.REDIS_KEY_PREFIX}rate-limit:` } : {}),
    })

    const ipWindow = config.AUTH_RATE_LIMIT_IP_WINDOW_SECONDS * 1000
    const emailWindow = config.AUTH_RATE_LIMIT_EMAIL_WINDOW_SECONDS * 1000

    app.addHook('onRoute', (route) => {
      const limits = route.config?.authRateLimit
      if (!limits) return
      const perIp = app.createRateLimit({
        max: config.AUTH_RATE_LIMIT_IP_MAX,
        timeWindow: ipWindow,
        keyGenerator: (request) => `${limits.name}:ip:${request.ip}`,
      })
      const perEmail = app.createRateLimit({
        max: config.AUTH_RATE_LIMIT_EMAIL_MAX,
        timeWindow: emailWindow,
        keyGenerator: (request) => `${limits.name}:email:${normalize(limits.emailOf(request))}`,
      })
      const countsFailures = limits.countEmail === 'failures'
      const check = async (request: FastifyRequest, reply: FastifyReply) => {
        await enforce(perIp, request, reply)
        await enforce(perEmail, request, reply, !countsFailures)
      }
      const existing = route.preHandler ?? []
      route.preHandler = [...(Array.isArray(existing) ? existing : [existing]), check]
      if (countsFailures) {
        const countFailure = async (request: FastifyRequest, reply: FastifyReply) => {
          if (reply.statusCode === 401) await perEmail(request)
        }
        const onSend = route.onSend ?? []
        route.onSend = [
          ...(Array.isArray(onSend) ? onSend : [onSend]),
          async (request, reply, payload) => {
            await countFailure(request, reply)
            return payload
          },
        ]
      }
    })
  },
  { name: 'auth-rate-limit' },
)
