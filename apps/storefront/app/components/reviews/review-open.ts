// The first step of "Write a review" (D231, as D148 for the wishlist): a module without imports of
// its own, so the product page's code names one file to load; the modal, Conform and the form's
// schema come in the second.
import type { ReviewedProduct } from './review-modal'

export default async function openReviewModal(opener: HTMLElement, product: ReviewedProduct) {
  const { mountReviewModal } = await import('./review-modal')
  mountReviewModal(opener, product)
}
