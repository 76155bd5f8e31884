// The review modal (spec 000 §2 "Modal dialogs: review"; D231): loaded on the first click of
// "Write a review" and rendered in a React root of its own beside the page, so the product page
// carries none of it. Opening it closes an open review modal first (spec 000 §2). A sent review
// is pending until the shop approves it (D230): the modal thanks the shopper and says so; a refusal
// (too many reviews, the product gone) is said in the form, which keeps what was typed.
import { resolveStoreFromPath, type StoreView } from '@vitrine/contracts/store-views'
import { useEffect, useId, useRef, useState } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { sendReview } from '~/lib/reviews/review-client'
import type { ReviewForm } from '~/lib/reviews/review-form'
import type { ReviewMessageKey } from '~/lib/reviews/review-messages'
import { createReviewTranslate } from '~/lib/reviews/review-translate'
import { ReviewFormFields } from './review-form'
import styles from './reviews.module.css'

export interface ReviewedProduct {
  id: number
  name: string
}

let open: { root: Root; host: HTMLElement } | null = null

function closeOpenModal() {
  if (!open) return
  open.root.unmount()
  open.host.remove()
  open = null
}

export function mountReviewModal(opener: HTMLElement, product: ReviewedProduct): void {
  closeOpenModal()
  const storeView = resolveStoreFromPath(window.location.pathname).storeView
  const host = document.createElement('div')
  document.body.append(host)
  const root = createRoot(host)
  open = { root, host }
  root.render(
    <ReviewModal
      storeView={storeView}
      product={product}
      onClose={() => {
        closeOpenModal()
        opener.focus()
      }}
    />,
  )
}

function ReviewModal({
  storeView,
  product,
  onClose,
}: {
  storeView: StoreView
  product: ReviewedProduct
  onClose: () => void
}) {
  const [t] = useState(() => createReviewTranslate(storeView))
  const dialog = useRef<HTMLDialogElement>(null)
  const titleId = useId()
  const [busy, setBusy] = useState(false)
  const [refusal, setRefusal] = useState<ReviewMessageKey | null>(null)
  const [sent, setSent] = useState(false)

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal()
  }, [])

  const send = async (review: ReviewForm) => {
    setBusy(true)
    setRefusal(null)
    const outcome = await sendReview(storeView, product.id, review)
    setBusy(false)
    if (outcome.ok) setSent(true)
    else setRefusal(outcome.text)
  }

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
    >
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('reviews.write')}
        </h2>
        <button type="button" className={styles.textButton} onClick={onClose}>
          {t('review.close')}
        </button>
      </div>
      <p>{t('review.forProduct', { name: product.name })}</p>
      <div role="status" aria-live="polite">
        {sent ? <p className={styles.thanks}>{t('review.thanks')}</p> : null}
      </div>
      {refusal ? (
        <p role="alert" className={styles.alert}>
          {t(refusal)}
        </p>
      ) : null}
      {sent ? null : (
        <ReviewFormFields
          id="review-modal"
          t={t}
          productId={product.id}
          busy={busy}
          onSend={(review) => void send(review)}
        />
      )}
    </dialog>
  )
}
