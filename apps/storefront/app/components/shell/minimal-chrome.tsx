// The minimal header and footer of the minimal and maintenance layouts (spec 001 §2 "Layouts"):
// the logo linking home, and a one-line footer.
import { Link } from '@remix-run/react'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import styles from './minimal-chrome.module.css'

export function MinimalHeader() {
  const t = useTranslate()
  const storeView = useStoreView()
  return (
    <header className={styles.header}>
      <Link to={buildStorePath(storeView, '/')} className={styles.logo}>
        <span className="visually-hidden">{t('header.home')}</span>
        <span aria-hidden="true">Vitrine</span>
      </Link>
    </header>
  )
}

export function MinimalFooter() {
  const t = useTranslate()
  return (
    <footer className={styles.footer}>
      <p>{t('footer.copyright', { year: new Date().getFullYear() })}</p>
    </footer>
  )
}
