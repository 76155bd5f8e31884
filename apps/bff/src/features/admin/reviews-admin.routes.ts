// The operator's review moderation (D230): list reviews by status and approve, reject or put one
// back to pending. Guarded by ADMIN_TOKEN, as the returns routes (D167).
import {
  REVIEW_STATUS_CODES,
  ReviewAdminListQuerySchema,
  ReviewEnvelopeSchema,
  ReviewIdParamsSchema,
  ReviewPageEnvelopeSchema,
  ReviewStatusBodySchema,
} from '@vitrine/contracts/reviews'
import { StoreQuerySchema } from '@vitrine/contracts/request-query'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { withErrorResponses } from '../../errors.js'
import { forgetApprovedReviews } from '../reviews/approved-reviews.js'
import { toReviewAnswer } from '../reviews/reviews.mappers.js'
import { requireAdminToken } from './admin-token.js'

const tags = ['admin']
const security = [{ adminToken: [] }]

export const reviewsAdminRoutes: FastifyPluginAsyncZod<{ adminToken: string }> = async (
  app,
  { adminToken },
) => {
  const guard = requireAdminToken(adminToken)

  app.get(
    '/api/admin/reviews',
    {
      config: { noStore: true },
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'Reviews of a status in every store view, newest first (operators)',
        querystring: ReviewAdminListQuerySchema,
        response: withErrorResponses({ 200: ReviewPageEnvelopeSchema }, [401]),
      },
    },
    async (request) => {
      const { status, pageSize, currentPage } = request.query
      const page = await app.adapters.commerce.listReviews({
        status: REVIEW_STATUS_CODES[status],
        limit: pageSize,
        offset: (currentPage - 1) * pageSize,
      })
      return {
        code: 200,
        result: { items: page.items.map(toReviewAnswer), total_count: page.total },
      }
    },
  )

  app.post(
    '/api/admin/reviews/:reviewId/status',
    {
      config: { noStore: true },
      preHandler: guard,
      schema: {
        tags,
        security,
        summary: 'Approve, reject or put back to pending a review (operators)',
        params: ReviewIdParamsSchema,
        querystring: StoreQuerySchema,
        body: ReviewStatusBodySchema,
        response: withErrorResponses({ 200: ReviewEnvelopeSchema }, [401, 404]),
      },
    },
    async (request) => {
      const record = await app.adapters.commerce.setReviewStatus(
        request.params.reviewId,
        REVIEW_STATUS_CODES[request.body.status],
      )
      await forgetApprovedReviews(app.adapters.cache, record.productId)
      return { code: 200, result: toReviewAnswer(record) }
    },
  )
}
