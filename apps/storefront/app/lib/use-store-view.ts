// React hooks for the current store view and its translator. The store view is derived from the
// URL path on both server and client, so it is right even in an error boundary.
import { useLocation } from '@remix-run/react'
import { resolveStoreFromPath, type StoreView } from '@vitrine/contracts/store-views'
import { useMemo } from 'react'
import { createTranslator, selectCatalogueLocale, type Translate } from './i18n/translate'

export function useStoreView(): StoreView {
  const { pathname } = useLocation()
  return useMemo(() => resolveStoreFromPath(pathname).storeView, [pathname])
}

export function useTranslate(): Translate {
  const storeView = useStoreView()
  return useMemo(() => createTranslator(selectCatalogueLocale(storeView)), [storeView])
}
