// /guest-return (spec 001 §2, §5, §6): first the order ID (numbers only) and the last name on the
// order, then the return request form of that order, then the confirmation with the return's
// number and status. Works without JavaScript (each step is a form post). When the BFF asked for a
// captcha (many missed lookups of the order, D220), each step's form carries one (D225).
import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import type { ReturnableOrder, ReturnAnswer, ReturnReasons } from '@vitrine/contracts/returns'
import styles from '~/components/account/account.module.css'
import { CaptchaField } from '~/lib/captcha/captcha-field'
import { useReturnsTranslate, type ReturnsText } from '~/lib/returns/use-returns-translate'
import { ReturnRequestForm } from './return-request-form'

type GuestReturnState =
  | { step: 'lookup'; result: SubmissionResult<string[]>; captchaRequired?: boolean }
  | {
      step: 'request'
      guest: { orderId: string; lastName: string }
      order: ReturnableOrder
      result?: SubmissionResult<string[]>
      captchaRequired?: boolean
    }
  | { step: 'done'; record: ReturnAnswer }

export function GuestReturnPage({
  reasons,
  actionData,
}: {
  reasons: ReturnReasons['options']
  actionData: GuestReturnState | undefined
}) {
  const t = useReturnsTranslate()
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('returns.guestTitle')}</h1>
      {actionData?.step === 'done' ? (
        <p className={styles.status} role="status">
          {t('returns.created', {
            number: actionData.record.id,
            status: t(`returns.status.${actionData.record.status}`),
          })}
        </p>
      ) : actionData?.step === 'request' ? (
        <ReturnRequestForm
          order={actionData.order}
          reasons={reasons}
          lastResult={actionData.result}
          hidden={
            <>
              <input type="hidden" name="orderId" value={actionData.guest.orderId} />
              <input type="hidden" name="lastName" value={actionData.guest.lastName} />
              {actionData.captchaRequired ? <CaptchaField action="guest_return" /> : null}
            </>
          }
        />
      ) : (
        <GuestLookupForm
          lastResult={actionData?.result}
          captchaRequired={actionData?.step === 'lookup' && actionData.captchaRequired === true}
        />
      )}
    </div>
  )
}

function GuestLookupForm({
  lastResult,
  captchaRequired,
}: {
  lastResult: SubmissionResult<string[]> | undefined
  captchaRequired: boolean
}) {
  const t = useReturnsTranslate()
  const [form, fields] = useForm<{ orderId: string; lastName: string }>({
    id: 'guest-lookup',
    lastResult,
  })
  const field = (name: 'orderId' | 'lastName', label: ReturnsText, autoComplete: string) => {
    const meta = fields[name]
    const error = meta.errors?.[0]
    const props = getInputProps(meta, { type: 'text' })
    return (
      <div className={styles.field}>
        <label htmlFor={meta.id}>{t(label)}</label>
        <input
          {...props}
          key={props.key}
          autoComplete={autoComplete}
          inputMode={name === 'orderId' ? 'numeric' : undefined}
        />
        {error ? (
          <p id={meta.errorId} className={styles.error}>
            {t(error as ReturnsText)}
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <Form method="post" className={`${styles.card} ${styles.form}`} {...getFormProps(form)}>
      <p>{t('returns.guestIntro')}</p>
      {captchaRequired ? <CaptchaField action="guest_return" /> : null}
      {form.errors?.[0] ? (
        <p className={styles.alert} role="alert">
          {t(form.errors[0] as ReturnsText)}
        </p>
      ) : null}
      {field('orderId', 'returns.orderId', 'off')}
      {field('lastName', 'returns.lastName', 'family-name')}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary}>
          {t('returns.find')}
        </button>
      </div>
    </Form>
  )
}
