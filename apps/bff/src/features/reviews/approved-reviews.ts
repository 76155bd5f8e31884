// A product's approved reviews, as the product page and VSF1 read them (D230, D231): every product
// page asks, and most have none or the same few, so a page of them is kept in the cache port
// (shared by every BFF instance with Redis) until a review of the product changes status. A new
// review starts pending, so posting one changes nothing shown.
import { REVIEW_STATUS_CODES } from '@vitrine/contracts/reviews'
import type { CachePort, JsonValue } from '../../adapters/cache/cache.port.js'
import type { CommercePort, ReviewRecord } from '../../adapters/commerce/commerce.port.js'

export interface ApprovedReviewQuery {
  productId: number
  storeCode: string
  limit: number
  offset: number
}

export interface ApprovedReviewPage {
  items: ReviewRecord[]
  total: number
}

/** Kept at most this long even without a change (a safety net for changes made elsewhere). */
const TTL_SECONDS = 300

function tagOf(productId: number): string {
  return `reviews:${productId}`
}

interface StoredPage {
  items: Array<Omit<ReviewRecord, 'createdAt'> & { createdAt: string }>
  total: number
}

export async function readApprovedReviews(
  deps: { commerce: CommercePort; cache: CachePort },
  query: ApprovedReviewQuery,
): Promise<ApprovedReviewPage> {
  const key = `reviews\u0001${query.storeCode}\u0001${query.productId}\u0001${query.limit}\u0001${query.offset}`
  const stored = (await deps.cache.get(key)) as StoredPage | undefined
  if (stored) {
    return {
      items: stored.items.map((item) => ({ ...item, createdAt: new Date(item.createdAt) })),
      total: stored.total,
    }
  }
  const page = await deps.commerce.listReviews({ ...query, status: REVIEW_STATUS_CODES.approved })
  const value: StoredPage = {
    items: page.items.map((item) => ({ ...item, createdAt: item.createdAt.toISOString() })),
    total: page.total,
  }
  await deps.cache.set(key, value as unknown as JsonValue, {
    ttlSeconds: TTL_SECONDS,
    tags: [tagOf(query.productId)],
  })
  return page
}

/** After a review of the product changed status: its approved pages are read afresh. */
export function forgetApprovedReviews(cache: CachePort, productId: number): Promise<void> {
  return cache.invalidateTags([tagOf(productId)])
}
