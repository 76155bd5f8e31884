// Step 4 (spec 000 §2, §4, §8; 001 §5): what will be ordered and where to, the terms and
// conditions that must be accepted, and the order button. While the order is sent the spec's
// 'Processing order...' shows; a second click on the button does not place a second order.
import { Form } from '@remix-run/react'
import { useState, type FormEvent } from 'react'
import { checkReview, readReview, type ReviewField } from '~/lib/checkout/review-form'
import type { PlainMessageKey } from '~/lib/checkout/form-fields'
import { useTranslate } from '~/lib/use-store-view'
import styles from './checkout.module.css'
import { CheckboxField, focusFirstInvalid } from './form-controls'
import type { FieldErrors } from './step-types'

export function ReviewStep({
  pickupPoint = null,
  processing,
  failure,
  onPlaceOrder,
}: {
  /** The DHL pickup point of a servicepoint order (spec 000 §4), shown before ordering. */
  pickupPoint?: string | null
  processing: boolean
  failure: PlainMessageKey | null
  onPlaceOrder: () => void
}) {
  const t = useTranslate()
  const [accepted, setAccepted] = useState(false)
  const [errors, setErrors] = useState<FieldErrors<ReviewField>>({})

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const check = checkReview(readReview(new FormData(event.currentTarget)))
    if (!check.ok) {
      setErrors(check.errors)
      focusFirstInvalid(event.currentTarget)
      return
    }
    setErrors({})
    onPlaceOrder()
  }

  return (
    <Form method="post" noValidate className={styles.form} onSubmit={submit}>
      <input type="hidden" name="intent" value="review" />
      {pickupPoint ? (
        <p className={styles.summaryText}>
          {t('checkout.pickupPointSummary', { point: pickupPoint })}
        </p>
      ) : null}
      <CheckboxField
        name="acceptTerms"
        label={t('checkout.acceptTerms')}
        checked={accepted}
        onChange={setAccepted}
        error={errors.acceptTerms}
      />
      <div role="status">
        {processing ? <p className={styles.status}>{t('order.processing')}</p> : null}
      </div>
      {failure ? (
        <p role="alert" className={styles.error}>
          {t(failure)}
        </p>
      ) : null}
      <button type="submit" className={styles.primary} disabled={processing}>
        {t('checkout.placeOrder')}
      </button>
    </Form>
  )
}
