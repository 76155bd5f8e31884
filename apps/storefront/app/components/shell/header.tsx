// The default layout's header (spec 001 §2 "Header"): the USP bars and the mega menus (the second
// flagged) from the layout story (D125), the stories row of the current path (D131); logo and the
// icons for search, wishlist, language (opens the store selector), account and the mini-cart with
// a badge of the total item quantity (or lines, per the shop's cart setting). Sticky except on the
// home page. Guests go to /login from account; the wishlist icon leads to /my-account/wishlist,
// which sends guests to /login. Phones (below 640 px) keep the menu button, search, account and
// cart in the header; wishlist and language move into the mobile menu and the bottom navigation
// (D85).
import { Link, useLocation } from '@remix-run/react'
import { lazy, Suspense } from 'react'
import { UspBar } from '~/components/content/usp-bar'
import { matchStoriesPath } from '~/lib/content/stories-path'
import { useLayout } from '~/lib/content/use-layout'
import { buildStorePath } from '~/lib/store-path'
import { useIsCheckout } from '~/lib/use-is-checkout'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { useCart } from '~/components/cart/cart-provider'
import styles from './header.module.css'
import { Icon } from './icons'
import { MegaMenu } from './mega-menu'
import { MobileMenuButton } from './mobile-menu-button'
import { PanelButton } from './panel-button'
import { usePanels } from './panels-provider'

// The stories row loads with the pages that show it (D126): the server renders it, the browser
// keeps that HTML until its code is there. Each path has its own stories (D131).
const HeaderStories = lazy(() => import('~/components/content/stories-row'))

export function Header({ sticky }: { sticky: boolean }) {
  const t = useTranslate()
  const storeView = useStoreView()
  const { showPanel } = usePanels()
  const { count } = useCart()
  // spec 001 §2: in checkout the header icons and the menu button are hidden.
  const inCheckout = useIsCheckout()
  const layout = useLayout()
  const { pathname } = useLocation()
  const storiesPath =
    layout.stories && !inCheckout
      ? matchStoriesPath(layout.stories.paths, pathname, storeView)
      : null

  return (
    <header className={`${styles.header} ${sticky ? styles.sticky : ''}`}>
      {/* spec 001 §2: blocks/usps-mobile below 1024 px, blocks/usps from there (D125). */}
      <UspBar usps={layout.uspsMobile} label={t('header.usps')} className={styles.phoneOnly} />
      <UspBar usps={layout.usps} label={t('header.usps')} className={styles.desktopOnly} />
      <div className={styles.inner}>
        {inCheckout ? null : <MobileMenuButton className={styles.icon} />}
        <Link to={buildStorePath(storeView, '/')} className={styles.logo}>
          <span className="visually-hidden">{t('header.home')}</span>
          <span aria-hidden="true">Vitrine</span>
        </Link>
        {/* spec 001 §2: the mega menu is hidden in checkout. */}
        {inCheckout
          ? null
          : layout.menus.map((menu, index) => (
              <MegaMenu
                key={index}
                menu={menu}
                label={t(menu.second ? 'header.secondNavigation' : 'header.mainNavigation')}
              />
            ))}
        {inCheckout ? null : (
          <ul className={styles.icons}>
            <li>
              {/* Without JavaScript the button sends its form to the search page (D233). */}
              <PanelButton
                panel="search"
                page={buildStorePath(storeView, '/search')}
                className={styles.icon}
                formClassName={styles.panelForm}
                label={t('header.search')}
              >
                <Icon name="search" />
              </PanelButton>
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
              {/* Without JavaScript the button sends its form to the cart page (D235). */}
              <PanelButton
                panel="microcart"
                page={buildStorePath(storeView, '/cart')}
                className={styles.icon}
                formClassName={styles.panelForm}
                label={t('header.cart', { quantity: count })}
              >
                <Icon name="bag" />
                <span className={styles.badge} aria-hidden="true">
                  {count}
                </span>
              </PanelButton>
            </li>
          </ul>
        )}
      </div>
      {storiesPath === null ? null : (
        <Suspense fallback={null}>
          <HeaderStories path={storiesPath} />
        </Suspense>
      )}
    </header>
  )
}
