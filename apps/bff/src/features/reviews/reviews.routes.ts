// Product reviews (vsf-api-contract §1.7; D230): `POST /api/review/create` takes VSF1's body and
// stores the review pending, whoever sends it (a logged-in customer is its author, a guest posts
// under a nickname); `GET /api/review/list` answers a product's approved reviews in the store
// view, newest first (kept in the cache until one of the product's reviews changes status).
// Posting is limited per address (REVIEW_RATE_LIMIT_MAX an hour).
import {
  ReviewCreateRequestSchema,
  ReviewEnvelopeSchema,
  ReviewListQuerySchema,
  ReviewPageEnvelopeSchema,
} from '@vitrine/contracts/reviews'
import { StoreQuerySchema } from '@vitrine/contracts/request-query'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { Env } from '../../env.js'
import { UnauthorizedError, withErrorResponses } from '../../errors.js'
import { readApprovedReviews } from './approved-reviews.js'
import { toReviewAnswer } from './reviews.mappers.js'

const tags = ['reviews']

export const reviewsRoutes: FastifyPluginAsyncZod<{ config: Env }> = async (app, { config }) => {
  app.post(
    '/api/review/create',
    {
      config: {
        noStore: true,
        resolveCaller: true,
        rateLimit: {
          max: config.REVIEW_RATE_LIMIT_MAX,
          timeWindow: 3_600_000,
          keyGenerator: (request) => `review:ip:${request.ip}`,
        },
      },
      schema: {
        tags,
        summary: 'Post a product review (pending until the shop approves it)',
        description:
          'vsf-api-contract §1.7; D230. The review starts pending (`review_status` 2) whatever the ' +
          'body says; a logged-in customer (token) is its author, `customer_id` in the body is ' +
          'ignored. An unknown product is a 404 naming `body.review.product_id`. At most ' +
          '`REVIEW_RATE_LIMIT_MAX` reviews an hour from one address (429).',
        querystring: StoreQuerySchema,
        body: ReviewCreateRequestSchema,
        response: withErrorResponses({ 200: ReviewEnvelopeSchema }, [401, 404, 429]),
      },
    },
    async (request) => {
      const caller = request.caller
      if (caller?.kind === 'refused') throw new UnauthorizedError()
      const { review } = request.body
      const record = await app.adapters.commerce.createReview({
        productId: review.product_id,
        storeCode: request.storeView.storeCode,
        customerId: caller?.kind === 'customer' ? caller.customerId : null,
        nickname: review.nickname,
        title: review.title,
        detail: review.detail,
      })
      return { code: 200, result: toReviewAnswer(record) }
    },
  )

  app.get(
    '/api/review/list',
    {
      schema: {
        tags,
        summary: 'The approved reviews of a product in the store view, newest first',
        querystring: ReviewListQuerySchema,
        response: withErrorResponses({ 200: ReviewPageEnvelopeSchema }),
      },
    },
    async (request) => {
      const { productId, pageSize, currentPage } = request.query
      const page = await readApprovedReviews(app.adapters, {
        productId,
        storeCode: request.storeView.storeCode,
        limit: pageSize,
        offset: (currentPage - 1) * pageSize,
      })
      return {
        code: 200,
        result: { items: page.items.map(toReviewAnswer), total_count: page.total },
      }
    },
  )
}
