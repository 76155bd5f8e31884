// The store selector side panel titled 'Choose your country' (spec 001 §2): every store view with
// its country and language names, linking to that store's URL, 3 countries per column. The link
// keeps the current page (spec 001 §2 "Language switch": the page's alternate in that store, e.g.
// /c/hats-12 → /nl/c/hats-12). A full page load switches the store, so its catalogue and formats
// are loaded fresh.
import { useLocation } from '@remix-run/react'
import { storeViews, type StoreView } from '@vitrine/contracts/store-views'
import { useCallback } from 'react'
import { rememberLanguage } from '~/lib/i18n/remember-language'
import { selectHtmlLang } from '~/lib/i18n/translate'
import { readPathInStore } from '~/lib/navigation/url-resolution'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { SidePanel } from './side-panel'
import styles from './store-selector-panel.module.css'

/** The current page's address in another store view (path inside the store, and query). */
export function useStoreSwitchPath(): (view: Pick<StoreView, 'url'>) => string {
  const { pathname, search } = useLocation()
  return useCallback(
    (view) => `${buildStorePath(view, readPathInStore(pathname).path)}${search}`,
    [pathname, search],
  )
}

export function StoreSelectorPanel({ onClose }: { onClose: () => void }) {
  const t = useTranslate()
  const current = useStoreView()
  const switchPath = useStoreSwitchPath()

  return (
    <SidePanel title={t('storeSelector.title')} onClose={onClose}>
      <ul className={styles.list}>
        {storeViews.map((view) => {
          const isCurrent = view.storeCode === current.storeCode
          return (
            <li key={view.storeCode}>
              <a
                href={switchPath(view)}
                onClick={() => rememberLanguage(view.storeCode)}
                hrefLang={selectHtmlLang(view)}
                className={styles.store}
                aria-current={isCurrent ? 'true' : undefined}
              >
                <span className={styles.country}>{view.i18n.fullCountryName}</span>
                <span lang={selectHtmlLang(view)} className={styles.language}>
                  {view.i18n.fullLanguageName}
                </span>
                {isCurrent ? (
                  <span className="visually-hidden"> ({t('storeSelector.current')})</span>
                ) : null}
              </a>
            </li>
          )
        })}
      </ul>
    </SidePanel>
  )
}
