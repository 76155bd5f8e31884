// A review record of the commerce port as VSF1 and the shop read it (D230).
import type { Review } from '@vitrine/contracts/reviews'
import type { ReviewRecord } from '../../adapters/commerce/commerce.port.js'

export function toReviewAnswer(record: ReviewRecord): Review {
  return {
    id: record.id,
    product_id: record.productId,
    title: record.title,
    detail: record.detail,
    nickname: record.nickname,
    review_entity: 'product',
    review_status: record.status,
    customer_id: record.customerId,
    store_code: record.storeCode,
    created_at: record.createdAt.toISOString(),
  }
}
