// The product page's reviews (D231): the approved reviews of the product in the store view, newest
// first, five a page with links to newer and older ones, and "Write a review". With JavaScript that
// opens the review modal (loaded on the click); without, it is a link to the page with the form in
// it (`?review=write`), which posts to the page's action.
import { Link, useLocation } from '@remix-run/react'
import { lazy, Suspense, type MouseEvent } from 'react'
import { useNotifications } from '~/components/shell/notifications-provider'
import {
  REVIEW_PAGE_PARAM,
  WRITE_REVIEW_PARAM,
  WRITE_REVIEW_VALUE,
} from '~/lib/reviews/review-form'
import type { ProductReviews as Reviews } from '~/lib/reviews/shown-review'
import { useTranslate } from '~/lib/use-store-view'
import type { ReviewedProduct } from './review-modal'
import styles from './reviews.module.css'

const ReviewInPage = lazy(() => import('./review-in-page'))

/** The page's query with the review page (and no open form), aimed at the reviews. */
function linkToPage(search: string, page: number): string {
  const query = new URLSearchParams(search)
  query.delete(WRITE_REVIEW_PARAM)
  if (page > 1) query.set(REVIEW_PAGE_PARAM, String(page))
  else query.delete(REVIEW_PAGE_PARAM)
  const text = query.toString()
  return `?${text}#reviews`
}

function linkToForm(search: string): string {
  const query = new URLSearchParams(search)
  query.set(WRITE_REVIEW_PARAM, WRITE_REVIEW_VALUE)
  return `?${query.toString()}#write-review`
}

function isPlainClick(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey
}

export function ProductReviews({
  reviews,
  product,
}: {
  reviews: Reviews | null
  product: ReviewedProduct
}) {
  const t = useTranslate()
  const { notify } = useNotifications()
  const { search } = useLocation()
  if (!reviews) return null
  const writing = new URLSearchParams(search).get(WRITE_REVIEW_PARAM) === WRITE_REVIEW_VALUE

  const openModal = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!isPlainClick(event)) return
    event.preventDefault()
    const opener = event.currentTarget
    import('./review-open')
      .then((module) => module.default(opener, product))
      .catch(() =>
        notify({
          message: t(navigator.onLine ? 'lazy.loadError' : 'lazy.offlineError'),
          type: 'danger',
        }),
      )
  }

  return (
    <section id="reviews" aria-labelledby="product-reviews" className={styles.section}>
      <h2 id="product-reviews" className={styles.heading}>
        {t('reviews.heading', { count: reviews.total })}
      </h2>
      {reviews.items.length === 0 ? (
        <p>{t('reviews.none')}</p>
      ) : (
        <ol className={styles.list}>
          {reviews.items.map((review) => (
            <li key={review.id}>
              <article aria-labelledby={`review-${review.id}`}>
                <h3 id={`review-${review.id}`} className={styles.reviewTitle}>
                  {review.title}
                </h3>
                <p className={styles.byline}>
                  {t('reviews.by', { nickname: review.nickname, date: review.date })}
                </p>
                <p className={styles.detail}>{review.detail}</p>
              </article>
            </li>
          ))}
        </ol>
      )}
      {reviews.pages > 1 ? (
        <nav aria-label={t('reviews.pages')} className={styles.pages}>
          {reviews.page > 1 ? (
            <Link to={linkToPage(search, reviews.page - 1)}>{t('reviews.newer')}</Link>
          ) : null}
          {reviews.page < reviews.pages ? (
            <Link to={linkToPage(search, reviews.page + 1)}>{t('reviews.older')}</Link>
          ) : null}
        </nav>
      ) : null}
      {writing ? (
        <Suspense fallback={null}>
          <ReviewInPage product={product} />
        </Suspense>
      ) : (
        <a
          href={linkToForm(search)}
          className={styles.write}
          aria-haspopup="dialog"
          onClick={openModal}
        >
          {t('reviews.write')}
        </a>
      )}
    </section>
  )
}
