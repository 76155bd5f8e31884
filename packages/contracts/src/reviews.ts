// Product reviews (vsf-api-contract §1.7; D230): VSF1's `POST /api/review/create` body, the
// approved reviews of a product a shop page lists, and the operator's moderation.
import { z } from 'zod'
import { envelopeOf } from './envelope.js'
import { StoreQuerySchema } from './request-query.js'

/** Reviews a page of the product's reviews lists at most. */
export const REVIEWS_MAX_PAGE_SIZE = 50
export const REVIEW_STATUS_NAMES = ['approved', 'pending', 'rejected'] as const
export type ReviewStatusName = (typeof REVIEW_STATUS_NAMES)[number]
/** Magento's review status codes, which VSF1 reads as `review_status`. */
export const REVIEW_STATUS_CODES: Record<ReviewStatusName, 1 | 2 | 3> = {
  approved: 1,
  pending: 2,
  rejected: 3,
}

const text = (max: number, label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(max, `${label} is at most ${max} characters.`)

export const ReviewCreateRequestSchema = z
  .strictObject({
    review: z.strictObject({
      product_id: z.coerce.number().int().min(1).max(2_147_483_647),
      title: text(255, 'A summary'),
      detail: text(5000, 'A review'),
      nickname: text(100, 'A nickname'),
      review_entity: z.literal('product').optional(),
      customer_id: z.number().int().nullable().optional().describe('Ignored: the token decides'),
      review_status: z.number().int().optional().describe('Ignored: every review starts pending'),
    }),
  })
  .describe("VSF1's review body; the author is the token's customer, or a guest")
export type ReviewCreateRequest = z.infer<typeof ReviewCreateRequestSchema>

export const ReviewSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  title: z.string(),
  detail: z.string(),
  nickname: z.string(),
  review_entity: z.literal('product'),
  review_status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  customer_id: z.number().int().nullable(),
  store_code: z.string(),
  created_at: z.string().describe('ISO 8601'),
})
export type Review = z.infer<typeof ReviewSchema>
export const ReviewEnvelopeSchema = envelopeOf(ReviewSchema)

export const ReviewListQuerySchema = StoreQuerySchema.extend({
  productId: z.coerce.number().int().min(1).max(2_147_483_647),
  pageSize: z.coerce.number().int().min(1).max(REVIEWS_MAX_PAGE_SIZE).default(10),
  currentPage: z.coerce.number().int().min(1).max(10_000).default(1),
}).strict()

export const ReviewPageSchema = z.object({
  items: z.array(ReviewSchema),
  total_count: z.number().int().nonnegative(),
})
export type ReviewPage = z.infer<typeof ReviewPageSchema>
export const ReviewPageEnvelopeSchema = envelopeOf(ReviewPageSchema)

export const ReviewAdminListQuerySchema = StoreQuerySchema.extend({
  status: z.enum(REVIEW_STATUS_NAMES).default('pending'),
  pageSize: z.coerce.number().int().min(1).max(100).default(50),
  currentPage: z.coerce.number().int().min(1).max(10_000).default(1),
}).strict()

export const ReviewIdParamsSchema = z.strictObject({
  reviewId: z.coerce.number().int().min(1).max(2_147_483_647),
})
export const ReviewStatusBodySchema = z.strictObject({ status: z.enum(REVIEW_STATUS_NAMES) })
