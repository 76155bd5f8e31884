// The default layout's header (spec 001 §2 "Header"): logo and the icons for search, wishlist,
// language (opens the store selector), account and the mini-cart with a badge of the total item
// quantity (or lines, per the shop's cart setting). Sticky except on the home page. Guests go to /login
// from account; the wishlist icon leads to /my-account/wishlist, which sends guests to /login.
// Phones (below 640 px) keep the menu button, search, account and cart in the header; wishlist and
// language move into the mobile menu and the bottom navigation (D85).
import { Link } from '@remix-run/react'
import { buildStorePath } from '~/lib/store-path'
import { useIsCheckout } from '~/lib/use-is-checkout'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { useCart } from '~/components/cart/cart-provider'
import styles from './header.module.css'
import { Icon } from './icons'
import { MegaMenu } from './mega-menu'
import { MobileMenuButton } from './mobile-menu-button'
import { usePanels } from './panels-provider'

export function Header({ sticky }: { sticky: boolean }) {
  const t = useTranslate()
  const storeView = useStoreView()
  const { showPanel } = usePanels()
  const { count } = useCart()
  // spec 001 §2: in checkout the header icons and the menu button are hidden.
  const inCheckout = useIsCheckout()

  return (
    <header className={`${styles.header} ${sticky ? styles.sticky : ''}`}>
      <div className={styles.inner}>
        {inCheckout ? null : <MobileMenuButton className={styles.icon} />}
        <Link to={buildStorePath(storeView, '/')} className={styles.logo}>
          <span className="visually-hidden">{t('header.home')}</span>
          <span aria-hidden="true">Vitrine</span>
        </Link>
        {/* spec 001 §2: the mega menu is hidden in checkout. */}
        {inCheckout ? null : <MegaMenu />}
        {inCheckout ? null : (
          <ul className={styles.icons}>
            <li>
              <button
                type="button"
                className={styles.icon}
                aria-label={t('header.search')}
                onClick={() => showPanel('search')}
              >
                <Icon name="search" />
              </button>
            </li>
            <li className={styles.wide}>
              <Link
                to={buildStorePath(storeView, '/my-account/wishlist')}
                className={styles.icon}
                aria-label={t('header.wishlist')}
              >
                <Icon name="heart" />
              </Link>
            </li>
            <li className={styles.wide}>
              <button
                type="button"
                className={styles.icon}
                aria-label={t('header.language')}
                onClick={() => showPanel('storeSelector')}
              >
                <Icon name="globe" />
                <span className={styles.code} aria-hidden="true">
                  {storeView.i18n.defaultLanguage}
                </span>
              </button>
            </li>
            <li>
              <Link
                to={buildStorePath(storeView, '/login')}
                className={styles.icon}
                aria-label={t('header.account')}
              >
                <Icon name="user" />
              </Link>
            </li>
            <li>
              <button
                type="button"
                className={styles.icon}
                aria-label={t('header.cart', { quantity: count })}
                onClick={() => showPanel('microcart')}
              >
                <Icon name="bag" />
                <span className={styles.badge} aria-hidden="true">
                  {count}
                </span>
              </button>
            </li>
          </ul>
        )}
      </div>
    </header>
  )
}
