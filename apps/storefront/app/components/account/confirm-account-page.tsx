// /confirm-account (spec 001 §2, §7 PUT activate): the link of the welcome mail (`?email=&key=`)
// leads here; the button activates the account (a POST, so a mail scanner opening the link
// changes nothing) and /login then says it is confirmed.
import { Form, useActionData, useLoaderData } from '@remix-run/react'
import type { AccountActionData } from '~/lib/account/account-action-data'
import { useAccountTranslate } from '~/lib/account/use-account-translate'
import styles from './account.module.css'

export interface ConfirmAccountData {
  email: string
  key: string
}

export function ConfirmAccountPage() {
  const { email, key } = useLoaderData<ConfirmAccountData>()
  const actionData = useActionData<AccountActionData>()
  const t = useAccountTranslate()
  const failed = actionData?.result.error?.['']?.[0] !== undefined || !email || !key
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('account.confirmTitle')}</h1>
      {failed ? (
        <p className={styles.alert} role="alert">
          {t('account.confirmInvalid')}
        </p>
      ) : null}
      {email && key ? (
        <Form method="post" className={`${styles.card} ${styles.form}`}>
          <input type="hidden" name="email" value={email} />
          <input type="hidden" name="key" value={key} />
          <p>{email}</p>
          <div className={styles.actions}>
            <button type="submit" className={styles.primary}>
              {t('account.confirmTitle')}
            </button>
          </div>
        </Form>
      ) : null}
    </div>
  )
}
