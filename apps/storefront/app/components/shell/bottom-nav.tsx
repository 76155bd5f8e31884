// The bottom navigation of the default layout on phones (spec 001 §2 "Layouts", "Header"): home,
// search, wishlist and account within the thumb's reach, below 1024 px, never in checkout. Until
// the CMS block blocks/{product}-footer exists, its items are fixed here (D86). Guests go to /login
// from account; the wishlist leads to /my-account/wishlist, which sends guests to /login.
import { Link } from '@remix-run/react'
import { buildStorePath } from '~/lib/store-path'
import { useIsCheckout } from '~/lib/use-is-checkout'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import styles from './bottom-nav.module.css'
import { Icon } from './icons'
import { usePanels } from './panels-provider'

export function BottomNav() {
  const t = useTranslate()
  const storeView = useStoreView()
  const { showPanel } = usePanels()
  if (useIsCheckout()) return null
  const login = buildStorePath(storeView, '/login')
  return (
    <nav className={styles.bar} aria-label={t('bottomNav.label')}>
      <Link to={buildStorePath(storeView, '/')} className={styles.item}>
        <Icon name="home" />
        {t('menu.home')}
      </Link>
      <button type="button" className={styles.item} onClick={() => showPanel('search')}>
        <Icon name="search" />
        {t('header.search')}
      </button>
      <Link to={buildStorePath(storeView, '/my-account/wishlist')} className={styles.item}>
        <Icon name="heart" />
        {t('header.wishlist')}
      </Link>
      <Link to={login} className={styles.item}>
        <Icon name="user" />
        {t('header.account')}
      </Link>
    </nav>
  )
}
