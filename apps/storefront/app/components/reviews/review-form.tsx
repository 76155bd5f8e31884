// The review form (spec 000 §2 "Modal dialogs: review"; D231): nickname, summary and review, one
// zod schema checked in the browser with Conform (on blur, then as the shopper types) and again on
// the server. In the modal it sends through `onSend`; in the page (without JavaScript) it is a plain
// form post to the product page's action, whose answer (`lastResult`) keeps what was typed.
import {
  getFormProps,
  getInputProps,
  getTextareaProps,
  useForm,
  type FieldMetadata,
  type SubmissionResult,
} from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { REVIEW_LIMITS, ReviewFormSchema, type ReviewForm } from '~/lib/reviews/review-form'
import type { ReviewText, ReviewTranslate } from '~/lib/reviews/review-translate'
import styles from './reviews.module.css'

/** The action's `intent` of a review post (the product page has no other form). */
export const REVIEW_INTENT = 'review'

function FieldError({ field, t }: { field: FieldMetadata<string>; t: ReviewTranslate }) {
  const error = field.errors?.[0]
  return error ? (
    <p id={field.errorId} className={styles.error}>
      {t(error as ReviewText)}
    </p>
  ) : null
}

export function ReviewFormFields({
  id,
  t,
  productId,
  lastResult,
  busy = false,
  onSend,
}: {
  id: string
  t: ReviewTranslate
  productId: number
  lastResult?: SubmissionResult<string[]> | null
  busy?: boolean
  /** Sends a valid form (the modal); without it the browser posts the form to the page. */
  onSend?: (review: ReviewForm, form: HTMLFormElement) => void
}) {
  const [form, fields] = useForm<ReviewForm, ReviewForm, string[]>({
    id,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReviewFormSchema }),
    onSubmit(event, { submission }) {
      if (!onSend) return
      event.preventDefault()
      if (submission?.status === 'success') onSend(submission.value, event.currentTarget)
    },
  })
  const formError = form.errors?.[0]
  return (
    <form method="post" className={styles.form} {...getFormProps(form)}>
      <input type="hidden" name="intent" value={REVIEW_INTENT} />
      <input type="hidden" name="productId" value={productId} />
      {formError ? (
        <p role="alert" className={styles.alert}>
          {t(formError as ReviewText)}
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={fields.nickname.id}>{t('review.nickname')}</label>
        <input
          {...getInputProps(fields.nickname, { type: 'text' })}
          key={fields.nickname.key}
          maxLength={REVIEW_LIMITS.nickname}
          autoComplete="nickname"
        />
        <FieldError field={fields.nickname} t={t} />
      </div>
      <div className={styles.field}>
        <label htmlFor={fields.title.id}>{t('review.title')}</label>
        <input
          {...getInputProps(fields.title, { type: 'text' })}
          key={fields.title.key}
          maxLength={REVIEW_LIMITS.title}
          autoComplete="off"
        />
        <FieldError field={fields.title} t={t} />
      </div>
      <div className={styles.field}>
        <label htmlFor={fields.detail.id}>{t('review.detail')}</label>
        <textarea
          {...getTextareaProps(fields.detail)}
          key={fields.detail.key}
          maxLength={REVIEW_LIMITS.detail}
          rows={6}
        />
        <FieldError field={fields.detail} t={t} />
      </div>
      <button type="submit" className={styles.submit} disabled={busy} aria-disabled={busy}>
        {busy ? t('review.sending') : t('review.submit')}
      </button>
    </form>
  )
}
