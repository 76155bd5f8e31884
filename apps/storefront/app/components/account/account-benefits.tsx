// The account-benefits modal (spec 000 §2, 001 §2): why an account helps, opened from the sign-up
// view. A native <details> disclosure: it opens and closes without JavaScript.
import { useAccountTranslate } from '~/lib/account/use-account-translate'
import styles from './account.module.css'

export function AccountBenefits() {
  const t = useAccountTranslate()
  return (
    <details className={styles.card}>
      <summary className={styles.link}>{t('account.benefitsOpen')}</summary>
      <h2 className={styles.subtitle}>{t('account.benefitsTitle')}</h2>
      <ul>
        <li>{t('account.benefitOrders')}</li>
        <li>{t('account.benefitCheckout')}</li>
        <li>{t('account.benefitProfile')}</li>
      </ul>
    </details>
  )
}
