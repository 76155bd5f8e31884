// The return request form (spec 001 §2 /my-account/returns/request/{orderId} and /guest-return; §5):
// a quantity per order line (up to what is left to return), an optional exchange size from the
// product's sizes, the reason (required: 'Please select your return reason.') and a comment.
// Checked by the route action with Conform (lib/returns/return-forms.ts); works without JavaScript.
import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { ReturnableOrder, ReturnReasons } from '@vitrine/contracts/returns'
import type { ReactNode } from 'react'
import styles from '~/components/account/account.module.css'
import { formatDate } from '~/lib/format-date'
import { useReturnsTranslate, type ReturnsText } from '~/lib/returns/use-returns-translate'
import { useStoreView } from '~/lib/use-store-view'

export function ReturnRequestForm({
  order,
  reasons,
  lastResult,
  hidden,
}: {
  order: ReturnableOrder
  reasons: ReturnReasons['options']
  lastResult: SubmissionResult<string[]> | undefined
  /** Hidden fields that name the order (the guest's order ID and last name). */
  hidden?: ReactNode
}) {
  const t = useReturnsTranslate()
  const storeView = useStoreView()
  const [form] = useForm({ id: 'return-request', lastResult })
  const errors = lastResult?.error ?? {}
  const reasonError = errors.reason?.[0]
  const linesError = errors.lines?.[0]
  const returnable = order.items.filter((item) => item.qtyReturnable > 0)
  if (returnable.length === 0) return <p>{t('returns.nothingLeft')}</p>
  return (
    <Form method="post" className={`${styles.card} ${styles.form}`} {...getFormProps(form)}>
      <input type="hidden" name="intent" value="request" />
      {hidden}
      <p>{t('returns.freeUntil', { date: formatDate(order.returnableUntil, storeView) })}</p>
      {returnable.map((item, index) => (
        <fieldset key={item.orderItemId} className={styles.field}>
          <legend>{item.name}</legend>
          <input type="hidden" name={`lines[${index}].orderItemId`} value={item.orderItemId} />
          <label htmlFor={`qty-${item.orderItemId}`}>
            {t('returns.qtyOf', { name: item.name })}
          </label>
          <select id={`qty-${item.orderItemId}`} name={`lines[${index}].qty`} defaultValue="0">
            {Array.from({ length: item.qtyReturnable + 1 }, (_, qty) => (
              <option key={qty} value={qty}>
                {qty}
              </option>
            ))}
          </select>
          {item.sizes.length > 0 ? (
            <>
              <label htmlFor={`size-${item.orderItemId}`}>
                {t('returns.sizeOf', { name: item.name })}
              </label>
              <select id={`size-${item.orderItemId}`} name={`lines[${index}].exchangeSize`}>
                <option value="">{t('returns.moneyBack')}</option>
                {item.sizes.map((size) => (
                  <option key={size} value={size}>
                    {size}
                  </option>
                ))}
              </select>
            </>
          ) : null}
        </fieldset>
      ))}
      {linesError ? (
        <p className={styles.error} role="alert">
          {t(linesError as ReturnsText)}
        </p>
      ) : null}
      <div className={styles.field}>
        <label htmlFor="return-reason">{t('returns.reason')}</label>
        <select
          id="return-reason"
          name="reason"
          defaultValue=""
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? 'return-reason-error' : undefined}
        >
          <option value="">{t('returns.chooseReason')}</option>
          {reasons.map((reason) => (
            <option key={reason.value} value={reason.value}>
              {reason.label}
            </option>
          ))}
        </select>
        {reasonError ? (
          <p id="return-reason-error" className={styles.error}>
            {t(reasonError as ReturnsText)}
          </p>
        ) : null}
      </div>
      <div className={styles.field}>
        <label htmlFor="return-comment">{t('returns.comment')}</label>
        <textarea id="return-comment" name="comment" rows={3} maxLength={2000} />
      </div>
      {errors['']?.[0] ? (
        <p className={styles.alert} role="alert">
          {t(errors[''][0] as ReturnsText)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          {t('returns.submit')}
        </button>
      </div>
    </Form>
  )
}
