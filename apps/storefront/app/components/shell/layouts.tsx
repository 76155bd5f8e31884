// The four layouts of spec 001 §2, chosen by the deepest route's `handle.layout`:
// default (full shell), minimal (minimal header and footer), maintenance (minimal header only),
// empty (the page alone).
import { NewsletterPopupHost } from './newsletter-popup-host'
import { lazy, Suspense, type ReactNode } from 'react'
import type { LayoutName } from '~/lib/route-handle'
import { useTranslate } from '~/lib/use-store-view'
import { BottomNav } from './bottom-nav'
import { CartProvider } from '~/components/cart/cart-provider'
import { DeferredFooter } from './deferred-footer'
import { Header } from './header'
import styles from './layouts.module.css'
import { MinimalFooter, MinimalHeader } from './minimal-chrome'
import { NavigationFailureNotices } from '~/components/errors/navigation-failure-notices'
import { Notifications } from './notifications'
import { NotificationsProvider, useFlashNotices } from './notifications-provider'
import { OfflineBadge } from './offline-badge'
import { OfflineOrdersWatcher } from './offline-orders-watcher'
import { Overlay } from './overlay'
import { PanelsProvider, usePanels } from './panels-provider'
import { ProgressBar } from './progress-bar'

// The side panels open on a click, so their code is loaded when one first opens (D63).
const MicrocartPanel = lazy(() =>
  import('~/components/cart/microcart-panel').then((module) => ({
    default: module.MicrocartPanel,
  })),
)
const SearchPanel = lazy(() =>
  import('~/components/catalogue/search-panel').then((module) => ({ default: module.SearchPanel })),
)
const StoreSelectorPanel = lazy(() =>
  import('./store-selector-panel').then((module) => ({ default: module.StoreSelectorPanel })),
)
const MobileMenuPanel = lazy(() =>
  import('./mobile-menu').then((module) => ({ default: module.MobileMenuPanel })),
)

export function Layout({
  name,
  isHome,
  children,
}: {
  name: LayoutName
  isHome: boolean
  children: ReactNode
}) {
  switch (name) {
    case 'default':
      return <DefaultLayout isHome={isHome}>{children}</DefaultLayout>
    case 'minimal':
      return <MinimalLayout>{children}</MinimalLayout>
    case 'maintenance':
      return <MaintenanceLayout>{children}</MaintenanceLayout>
    case 'empty':
      return <>{children}</>
  }
}

export function DefaultLayout({ isHome, children }: { isHome: boolean; children: ReactNode }) {
  return (
    <NotificationsProvider initial={useFlashNotices()}>
      <CartProvider>
        <PanelsProvider>
          <SkipLink />
          <ProgressBar />
          <Header sticky={!isHome} />
          <main id="main" className={styles.main}>
            {children}
          </main>
          <DeferredFooter />
          <BottomNav />
          <Suspense fallback={null}>
            <OpenPanel />
          </Suspense>
          <Overlay />
          <Notifications />
          <NavigationFailureNotices />
          <OfflineBadge />
          <OfflineOrdersWatcher />
          <NewsletterPopupHost />
        </PanelsProvider>
      </CartProvider>
    </NotificationsProvider>
  )
}

export function MinimalLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.minimal}>
      <SkipLink />
      <MinimalHeader />
      <main id="main" className={styles.main}>
        {children}
      </main>
      <MinimalFooter />
    </div>
  )
}

export function MaintenanceLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.minimal}>
      <MinimalHeader />
      <main id="main" className={styles.main}>
        {children}
      </main>
    </div>
  )
}

function OpenPanel() {
  const { openPanel, closePanel } = usePanels()
  switch (openPanel) {
    case 'microcart':
      return <MicrocartPanel onClose={closePanel} />
    case 'search':
      return <SearchPanel onClose={closePanel} />
    case 'storeSelector':
      return <StoreSelectorPanel onClose={closePanel} />
    case 'mobileMenu':
      return <MobileMenuPanel onClose={closePanel} />
    // The product page renders its own guide panels (their content is the product's).
    case 'sizeGuide':
    case 'fitGuide':
    case null:
      return null
  }
}

function SkipLink() {
  const t = useTranslate()
  return (
    <a href="#main" className={styles.skip}>
      {t('header.skipToContent')}
    </a>
  )
}
