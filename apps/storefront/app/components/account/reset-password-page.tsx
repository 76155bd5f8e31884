// /reset-password (spec 001 §2): the link of the reset mail (`?email=&token=`) leads here; a new
// password with the rules of 001 §5, typed twice. A link that is no longer valid says so and
// offers to ask for a new one.
import { getFormProps } from '@conform-to/react'
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { ResetPasswordFormSchema } from '~/lib/account/account-forms'
import { resultFor, type AccountActionData } from '~/lib/account/account-action-data'
import { useAccountTranslate } from '~/lib/account/use-account-translate'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView } from '~/lib/use-store-view'
import { FormErrors, NewPasswordFields, useAccountForm } from './account-fields'
import styles from './account.module.css'

export interface ResetPasswordData {
  email: string
  resetToken: string
}

export function ResetPasswordPage() {
  const { email, resetToken } = useLoaderData<ResetPasswordData>()
  const actionData = useActionData<AccountActionData>()
  const t = useAccountTranslate()
  const storeView = useStoreView()
  const [form, fields] = useAccountForm(
    'reset',
    ResetPasswordFormSchema,
    resultFor(actionData, 'reset'),
    { email, resetToken },
  )
  const forgotHref = `${buildStorePath(storeView, '/login')}?mode=forgot`
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('account.resetTitle')}</h1>
      {resetToken ? (
        <Form method="post" className={`${styles.card} ${styles.form}`} {...getFormProps(form)}>
          <input type="hidden" name="intent" value="reset" />
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="resetToken" value={resetToken} />
          <FormErrors errors={form.errors} />
          <NewPasswordFields
            password={fields.password}
            repeatPassword={fields.repeatPassword}
            label={t('account.newPassword')}
          />
          <div className={styles.actions}>
            <button type="submit" className={styles.primary}>
              {t('account.submitReset')}
            </button>
            <Link to={forgotHref} className={styles.link}>
              {t('account.forgotTitle')}
            </Link>
          </div>
        </Form>
      ) : (
        <p className={styles.alert} role="alert">
          {t('account.resetInvalid')}{' '}
          <Link to={forgotHref} className={styles.link}>
            {t('account.forgotTitle')}
          </Link>
        </p>
      )}
    </div>
  )
}
