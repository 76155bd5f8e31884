// Rate limits of the account calls (D108, D220) with @fastify/rate-limit: per client IP and per
// e-mail address (or order number), counted in Redis when REDIS_URL is set (so every BFF instance
// shares them), else in memory. A route opts in with `config.authRateLimit`; the check runs as a
// preHandler, after the body is validated, so the e-mail is the normalized one. Most calls count
// every request per e-mail. Login and the guest-return lookups count only failures, and in a way
// nobody can aim at someone else (D220): failures per (account, source IP) lock that pair only;
// past a higher ceiling of failures per account from all sources, the call asks for a captcha
// (`body.captchaToken`) instead of refusing, so the owner still gets in. Over a limit the answer
// is 429 with `Retry-After` (seconds). A store error lets the request through (logged).
import rateLimit from '@fastify/rate-limit'
import { CAPTCHA_REQUIRED_MESSAGE } from '@vitrine/contracts/user'
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
  /**
   * `failures`: only answers with `failureStatus` count, per (account, IP) and per account with a
   * captcha past the ceiling (D220); the route's body then takes an optional `captchaToken`.
   */
  countEmail: 'every-request' | 'failures'
  /** The status of a failure (default 401: a wrong password; 404: a guest lookup that missed). */
  failureStatus?: number
}

declare module 'fastify' {
  interface FastifyContextConfig {
    authRateLimit?: AuthRateLimitConfig
  }
}

export function formatRetryMessage(seconds: number): string {
  return `Too many attempts. Please try again in ${seconds} seconds.`
}

export { CAPTCHA_REQUIRED_MESSAGE }

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

/** Whether a limiter's count has reached its max, without counting this request. */
async function isReached(limiter: Limiter, request: FastifyRequest): Promise<boolean> {
  const outcome = await limiter(request, { increment: false })
  return !outcome.isAllowed && outcome.max - outcome.remaining >= outcome.max
}

/** D220: past the account's ceiling only a request with a valid captcha token goes on. */
async function requireCaptcha(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const token = (request.body as { captchaToken?: unknown } | undefined)?.captchaToken
  const verdict =
    typeof token === 'string' && token !== ''
      ? await app.adapters.captcha.verify(token, request.ip)
      : { ok: false as const, reason: 'no token' }
  if (verdict.ok) return
  request.log.warn({ captcha: verdict.reason }, 'account ceiling reached: captcha required')
  throw new AppError(400, CAPTCHA_REQUIRED_MESSAGE, [
    { field: 'body.captchaToken', message: CAPTCHA_REQUIRED_MESSAGE },
  ])
}

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
      const accountOf = (request: FastifyRequest) => normalize(limits.emailOf(request))
      const perIp = app.createRateLimit({
        max: config.AUTH_RATE_LIMIT_IP_MAX,
        timeWindow: ipWindow,
        keyGenerator: (request) => `${limits.name}:ip:${request.ip}`,
      })
      const countsFailures = limits.countEmail === 'failures'
      // Every request per e-mail, or failures per (account, source) when failures count (D220).
      const perEmail = app.createRateLimit({
        max: config.AUTH_RATE_LIMIT_EMAIL_MAX,
        timeWindow: emailWindow,
        keyGenerator: (request) =>
          countsFailures
            ? `${limits.name}:account-ip:${accountOf(request)}:${request.ip}`
            : `${limits.name}:email:${accountOf(request)}`,
      })
      const perAccount = app.createRateLimit({
        max: config.AUTH_RATE_LIMIT_ACCOUNT_CAPTCHA_AFTER,
        timeWindow: emailWindow,
        keyGenerator: (request) => `${limits.name}:account:${accountOf(request)}`,
      })
      const check = async (request: FastifyRequest, reply: FastifyReply) => {
        await enforce(perIp, request, reply)
        await enforce(perEmail, request, reply, !countsFailures)
        if (countsFailures && (await isReached(perAccount, request))) {
          await requireCaptcha(app, request)
        }
      }
      const existing = route.preHandler ?? []
      route.preHandler = [...(Array.isArray(existing) ? existing : [existing]), check]
      if (countsFailures) {
        const failureStatus = limits.failureStatus ?? 401
        const onSend = route.onSend ?? []
        route.onSend = [
          ...(Array.isArray(onSend) ? onSend : [onSend]),
          async (request, reply, payload) => {
            if (reply.statusCode === failureStatus) {
              await perEmail(request)
              await perAccount(request)
            }
            return payload
          },
        ]
      }
    })
  },
  { name: 'auth-rate-limit' },
)
