// The wishlist name form (create and rename; spec 001 §5: required, at most 50 characters):
// Conform + zod in the browser, the same schema again in the action. Works without JavaScript.
import { getFormProps, getInputProps, type SubmissionResult } from '@conform-to/react'
import { Form } from '@remix-run/react'
import { useAccountForm } from '~/components/account/account-fields'
import { WishlistNameFormSchema } from '~/lib/wishlist/wishlist-form'
import { useWishlistTranslate, type WishlistText } from '~/lib/wishlist/use-wishlist-translate'
import account from '~/components/account/account.module.css'
import styles from './wishlist.module.css'

export function WishlistNameForm({
  intent,
  label,
  submitLabel,
  lastResult,
  defaultName,
}: {
  intent: 'create' | 'rename'
  label: string
  submitLabel: string
  lastResult: SubmissionResult<string[]> | undefined
  defaultName?: string
}) {
  const t = useWishlistTranslate()
  const [form, fields] = useAccountForm(
    `wishlist-${intent}`,
    WishlistNameFormSchema,
    lastResult,
    defaultName === undefined ? undefined : { name: defaultName },
  )
  const error = fields.name.errors?.[0]
  const formError = form.errors?.[0]
  return (
    <Form method="post" className={styles.newList} {...getFormProps(form)}>
      <input type="hidden" name="intent" value={intent} />
      {formError ? (
        <p className={account.alert} role="alert">
          {t(formError as WishlistText)}
        </p>
      ) : null}
      <label htmlFor={fields.name.id}>{label}</label>
      <div className={styles.row}>
        <input
          {...getInputProps(fields.name, { type: 'text' })}
          key={fields.name.key}
          autoComplete="off"
        />
        <button type="submit" className={styles.secondary}>
          {submitLabel}
        </button>
      </div>
      {error ? (
        <p id={fields.name.errorId} className={styles.error}>
          {t(error as WishlistText)}
        </p>
      ) : null}
    </Form>
  )
}
