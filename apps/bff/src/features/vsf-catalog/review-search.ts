// VSF1 reads a product's reviews with `/api/catalog/{index}/review/_search` (vue-storefront's
// review module: `product_id` eq the product, `review_status` eq 1). Reviews live in the commerce
// backend, not in the search engine (D230): the translated filters are read here, the approved
// reviews of the store view answered Elasticsearch-shaped. Pending and rejected reviews are never
// answered; any filter but those two is a 400 naming it.
import type { CatalogFilter } from '@vitrine/contracts/catalog-query'
import { REVIEW_STATUS_CODES } from '@vitrine/contracts/reviews'
import type { CachePort } from '../../adapters/cache/cache.port.js'
import type { CommercePort } from '../../adapters/commerce/commerce.port.js'
import { ValidationError } from '../../errors.js'
import { readApprovedReviews } from '../reviews/approved-reviews.js'
import { toReviewAnswer } from '../reviews/reviews.mappers.js'

export interface ReviewSearch {
  productId: number
  /** False when the caller asked for other statuses only: nothing is answered. */
  approvedAsked: boolean
  size: number
  from: number
}

/** The product and statuses a review search names, or a 400 naming what it cannot take. */
export function readReviewSearch(
  filters: readonly CatalogFilter[],
  paging: { size?: number; from?: number },
): ReviewSearch {
  let productId: number | undefined
  let approvedAsked = true
  for (const [index, filter] of filters.entries()) {
    const field = filter.op === 'any' ? 'any' : filter.field
    const values = filter.op === 'in' ? filter.values : filter.op === 'eq' ? [filter.value] : null
    if (field === 'product_id' && values?.length === 1 && Number.isInteger(Number(values[0]))) {
      productId = Number(values[0])
    } else if (field === 'review_status' && values) {
      approvedAsked = values.some((value) => Number(value) === REVIEW_STATUS_CODES.approved)
    } else {
      throw new ValidationError([
        {
          field: `filters.${index}`,
          message: 'Reviews are searched by one `product_id` and by `review_status` only.',
        },
      ])
    }
  }
  if (productId === undefined) {
    throw new ValidationError([
      { field: 'filters', message: 'A review search names one `product_id`.' },
    ])
  }
  const size = paging.size === undefined || paging.size < 1 ? 50 : Math.min(paging.size, 100)
  return { productId, approvedAsked, size, from: Math.max(0, paging.from ?? 0) }
}

/** The approved reviews of the search as Elasticsearch (or vue-storefront-api's compact) shapes. */
export async function answerReviewSearch(
  deps: { commerce: CommercePort; cache: CachePort },
  storeCode: string,
  search: ReviewSearch,
  options: { hitIndex: string; compact: boolean },
): Promise<string> {
  const page = search.approvedAsked
    ? await readApprovedReviews(deps, {
        productId: search.productId,
        storeCode,
        limit: search.size,
        offset: search.from,
      })
    : { items: [], total: 0 }
  const sources = page.items.map(toReviewAnswer)
  if (options.compact) {
    return JSON.stringify({
      total: page.total,
      hits: sources.map((source) => ({ ...source, _score: null })),
    })
  }
  return JSON.stringify({
    timed_out: false,
    hits: {
      total: page.total,
      max_score: null,
      hits: sources.map((source) => ({
        _index: options.hitIndex,
        _type: '_doc',
        _id: String(source.id),
        _score: null,
        _source: source,
      })),
    },
  })
}
