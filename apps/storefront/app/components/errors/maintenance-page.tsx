import { useTranslate } from '~/lib/use-store-view'
import styles from './error-page.module.css'

export function MaintenancePage() {
  const t = useTranslate()
  return (
    <section className={styles.page}>
      <h1 className={styles.title}>{t('maintenance.title')}</h1>
      <p className={styles.text}>{t('maintenance.text')}</p>
    </section>
  )
}
