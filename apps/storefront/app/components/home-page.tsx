// The home page (spec 000 §2, 001 §2: `/`, alias `/pwa.html`; `/nl` and `/de` are homes too).
// Its content blocks come from the CMS with the content feature; until then a heading and intro.
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import styles from './home-page.module.css'

export function HomePage() {
  const t = useTranslate()
  const storeView = useStoreView()
  return (
    <section className={styles.hero}>
      <h1 className={styles.title}>{t('home.title')}</h1>
      <p className={styles.intro}>{t('home.intro')}</p>
      <p className={styles.store}>
        {storeView.i18n.fullCountryName} · {storeView.i18n.fullLanguageName}
      </p>
    </section>
  )
}
