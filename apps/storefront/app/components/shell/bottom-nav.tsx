// The bottom navigation of the default layout on phones (spec 001 §2 "Layouts", "Header"): the
// CMS block blocks/{product}-footer, read from the layout story's bottom_navigation (D125), within
// the thumb's reach below 1024 px, never in checkout. An item may open the search panel instead of
// a page (without JavaScript, the search results page: D233); items that redirect guests to login
// lead there (D85).
import { Link } from '@remix-run/react'
import { useLayout } from '~/lib/content/use-layout'
import { useIsCheckout } from '~/lib/use-is-checkout'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import styles from './bottom-nav.module.css'
import { Icon } from './icons'
import { PanelButton } from './panel-button'

export function BottomNav() {
  const t = useTranslate()
  const storeView = useStoreView()
  const items = useLayout().bottomNav
  if (useIsCheckout() || items.length === 0) return null
  return (
    <nav className={styles.bar} aria-label={t('bottomNav.label')} data-bottom-nav="">
      {items.map((item) =>
        item.action === 'search' ? (
          // Without JavaScript the button sends its form to the search page (D233).
          <PanelButton
            key={item.label}
            panel="search"
            page={buildStorePath(storeView, '/search')}
            className={styles.item}
            formClassName={styles.panelForm}
          >
            <Icon name={item.icon} />
            {item.label}
          </PanelButton>
        ) : (
          <Link key={item.label} to={item.guestHref} className={styles.item}>
            <Icon name={item.icon} />
            {item.label}
          </Link>
        ),
      )}
    </nav>
  )
}
