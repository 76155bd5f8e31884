// The store selector side panel titled 'Choose your country' (spec 001 §2): every store view with
// its country and language names, linking to that store's URL. A full page load switches the
// store, so its catalogue and formats are loaded fresh.
import { storeViews } from '@vitrine/contracts/store-views'
import { selectHtmlLang } from '~/lib/i18n/translate'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { SidePanel } from './side-panel'
import styles from './store-selector-panel.module.css'

export function StoreSelectorPanel({ onClose }: { onClose: () => void }) {
  const t = useTranslate()
  const current = useStoreView()

  return (
    <SidePanel title={t('storeSelector.title')} onClose={onClose}>
      <ul className={styles.list}>
        {storeViews.map((view) => {
          const isCurrent = view.storeCode === current.storeCode
          return (
            <li key={view.storeCode}>
              <a
                href={buildStorePath(view, '/')}
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
