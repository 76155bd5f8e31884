// The approved reviews the product page lists (D230, D231), read from the BFF beside the product's
// linked tiles. Reviews are not what the page sells: when the BFF cannot answer them, the page is
// shown without them rather than failing.
import type { BffClient } from '@vitrine/contracts/bff-client'
import type { StoreView } from '@vitrine/contracts/store-views'
import { formatDay } from '~/lib/format-date'
import { REVIEWS_PER_PAGE } from '~/lib/reviews/review-form'
import type { ProductReviews } from '~/lib/reviews/shown-review'

export async function loadProductReviews(
  bff: BffClient,
  storeView: StoreView,
  productId: number,
  page: number,
  timeZone: string,
): Promise<ProductReviews | null> {
  try {
    const answer = await bff.call('/api/review/list', {
      query: { productId, pageSize: REVIEWS_PER_PAGE, currentPage: page },
    })
    return {
      items: answer.items.map((review) => ({
        id: review.id,
        nickname: review.nickname,
        title: review.title,
        detail: review.detail,
        date: formatDay(review.created_at, storeView, timeZone),
      })),
      total: answer.total_count,
      page,
      pages: Math.max(1, Math.ceil(answer.total_count / REVIEWS_PER_PAGE)),
    }
  } catch (error) {
    console.warn('the product reviews could not be read', error)
    return null
  }
}
