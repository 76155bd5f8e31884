// Coupon codes are guessed one request at a time: applications are limited per client address
// (D187), on apply-coupon and on the multi-coupon call each, with @fastify/rate-limit (its store
// is the one the account limits use: Redis when REDIS_URL is set, D108). Over the limit: 429 with
// Retry-After, in the envelope.
import type { FastifyRequest } from 'fastify'
import type { Env } from '../../env.js'

export function couponRateLimit(config: Pick<Env, 'COUPON_RATE_LIMIT_MAX'>) {
  return {
    max: config.COUPON_RATE_LIMIT_MAX,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `coupon:ip:${request.ip}`,
  }
}
