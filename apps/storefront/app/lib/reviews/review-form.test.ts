import { describe, expect, it } from 'vitest'
import { describeReviewRefusal } from './review-client'
import { buildReviewBody, ReviewFormSchema } from './review-form'
import { readReviewPage } from './shown-review'

describe('the review form (D231)', () => {
  it('names each missing or too long field with its catalogue key', () => {
    const result = ReviewFormSchema.safeParse({
      nickname: '  ',
      title: 'x'.repeat(256),
      detail: 'y'.repeat(5001),
    })
    expect(result.success).toBe(false)
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    )
    expect(messages).toEqual({
      nickname: 'validation.required',
      title: 'review.titleTooLong',
      detail: 'review.detailTooLong',
    })
  })

  it("builds VSF1's body of POST /api/review/create from a trimmed form", () => {
    const form = ReviewFormSchema.parse({ nickname: ' Lou ', title: 'Good', detail: 'Fits.' })
    expect(buildReviewBody(7, form)).toEqual({
      review: {
        product_id: 7,
        review_entity: 'product',
        nickname: 'Lou',
        title: 'Good',
        detail: 'Fits.',
      },
    })
  })

  it('says why the BFF refused a review', () => {
    expect(describeReviewRefusal(429)).toBe('review.tooMany')
    expect(describeReviewRefusal(404)).toBe('review.productGone')
    expect(describeReviewRefusal(400)).toBe('review.failed')
    expect(describeReviewRefusal(500)).toBe('review.failed')
  })

  it('reads the review page of the query, the first for anything else', () => {
    expect(readReviewPage('3')).toBe(3)
    expect(readReviewPage(null)).toBe(1)
    for (const odd of ['0', '-1', '1.5', 'two', '99999', '01', ''])
      expect(readReviewPage(odd)).toBe(1)
  })
})
