// The review form in the product page itself (D231): what "Write a review" opens without
// JavaScript (the page with `?review=write`). The form posts to the product page's action; its
// answer thanks the shopper, or shows the form again with its errors and what was typed.
import { useActionData } from '@remix-run/react'
import { useMemo } from 'react'
import type { ReviewActionData } from '~/lib/reviews/review-action-data'
import { createReviewTranslate } from '~/lib/reviews/review-translate'
import { useStoreView } from '~/lib/use-store-view'
import { ReviewFormFields } from './review-form'
import type { ReviewedProduct } from './review-modal'
import styles from './reviews.module.css'

export default function ReviewInPage({ product }: { product: ReviewedProduct }) {
  const storeView = useStoreView()
  const t = useMemo(() => createReviewTranslate(storeView), [storeView])
  const answer = useActionData<ReviewActionData>()
  return (
    <section id="write-review" aria-labelledby="write-review-title">
      <h3 id="write-review-title">{t('reviews.write')}</h3>
      <p>{t('review.forProduct', { name: product.name })}</p>
      {answer?.sent ? (
        <p role="status" className={styles.thanks}>
          {t('review.thanks')}
        </p>
      ) : (
        <ReviewFormFields
          id="review-page"
          t={t}
          productId={product.id}
          lastResult={answer?.result ?? null}
        />
      )}
    </section>
  )
}
