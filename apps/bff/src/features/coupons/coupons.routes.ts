// The multi-coupon extension (spec 000 §7; vsf-api-contract §4.5): `GET /api/ext/amasty-coupons/coupons`
// lists the cart's codes, `POST …/coupons-apply` with `{couponCodes}` replaces them with the usable
// ones among the codes sent and answers `{code, applied}` per code.
import { CartQuerySchema } from '@vitrine/contracts/cart'
import { CouponResultsEnvelopeSchema, CouponsApplyBodySchema } from '@vitrine/contracts/coupons'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Env } from '../../env.js'
import { withErrorResponses } from '../../errors.js'
import { commerceRequestOf } from '../../plugins/caller.js'
import { applyCoupons, readCouponCodes } from '../cart/cart.service.js'
import { couponRateLimit } from './coupon-rate-limit.js'

const tags = ['coupons']
const security: Array<Record<string, string[]>> = [{ bearerAuth: [] }, {}]
const cartReads = { resolveCaller: true, noStore: true }
const cartWrites = { resolveCaller: true }

export const couponsRoutes: FastifyPluginAsyncZod<{ config: Env }> = async (app, { config }) => {
  app.get(
    '/api/ext/amasty-coupons/coupons',
    {
      config: cartReads,
      schema: {
        tags,
        security,
        summary: 'The coupons on a cart, each `{code, applied: true}`',
        querystring: CartQuerySchema,
        response: withErrorResponses({ 200: CouponResultsEnvelopeSchema }, [404]),
      },
    },
    async (request) => {
      const codes = await readCouponCodes(commerceRequestOf(request), request.query.cartId)
      return { code: 200, result: codes.map((code) => ({ code, applied: true })) }
    },
  )

  app.post(
    '/api/ext/amasty-coupons/coupons-apply',
    {
      config: { ...cartWrites, rateLimit: couponRateLimit(config) },
      schema: {
        tags,
        security,
        summary: 'Apply several coupons; the usable ones replace the cart’s coupons',
        querystring: CartQuerySchema,
        body: CouponsApplyBodySchema,
        response: withErrorResponses({ 200: CouponResultsEnvelopeSchema }, [404]),
      },
    },
    async (request) => ({
      code: 200,
      result: await applyCoupons(
        commerceRequestOf(request),
        request.query.cartId,
        request.body.couponCodes,
      ),
    }),
  )
}
