// The review form of the product page (spec 000 §2 "Modal dialogs: review"; D231): nickname,
// summary and review, checked in the browser with Conform and again by the page's action and the
// BFF (the same limits as its `POST /api/review/create`, D230). Errors are catalogue keys.
import { z } from 'zod'

/** The BFF's limits (contracts/reviews.ts). */
export const REVIEW_LIMITS = { nickname: 100, title: 255, detail: 5000 } as const

const text = (max: number, tooLong: string) =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, tooLong)

export const ReviewFormSchema = z.object({
  nickname: text(REVIEW_LIMITS.nickname, 'review.nicknameTooLong'),
  title: text(REVIEW_LIMITS.title, 'review.titleTooLong'),
  detail: text(REVIEW_LIMITS.detail, 'review.detailTooLong'),
})
export type ReviewForm = z.infer<typeof ReviewFormSchema>

/** The body of the BFF's `POST /api/review/create` (vsf-api-contract §1.7). */
export function buildReviewBody(productId: number, form: ReviewForm) {
  return { review: { product_id: productId, review_entity: 'product' as const, ...form } }
}

/** The page query that opens the review form in the page itself (without JavaScript, D231). */
export const WRITE_REVIEW_PARAM = 'review'
export const WRITE_REVIEW_VALUE = 'write'
/** The page of approved reviews shown, from 1 (D231). */
export const REVIEW_PAGE_PARAM = 'reviewPage'
export const REVIEWS_PER_PAGE = 5
