// The store selector side panel titled 'Choose your country' (spec 001 §2): every store view with
// its country and language names, linking to that store's URL, 3 countries per column (§9). The
// link keeps the current page (spec 001 §2 "Language switch": the page's alternate in that store,
// e.g. /c/hats-12 → /nl/c/hats-12, a story's alternate by its slug prefix). A full page load switches the store, so its catalogue and formats
// are loaded fresh.
import { useLocation, useMatches } from '@remix-run/react'
import { storeViews, type StoreView } from '@vitrine/contracts/store-views'
import { useCallback } from 'react'
import { storyPathsByStore } from '~/lib/content/story-path'
import { rememberLanguage } from '~/lib/i18n/remember-language'
import { selectHtmlLang } from '~/lib/i18n/translate'
import { readPathInStore } from '~/lib/navigation/url-resolution'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { SidePanel } from './side-panel'
import styles from './store-selector-panel.module.css'

interface StoryLike {
  full_slug: string
  alternates: readonly { full_slug: string }[]
}

/** The story the page shows (a story page's loader data, 001 §3 "CMS story"), if any. */
function findPageStory(matches: readonly { data: unknown }[]): StoryLike | null {
  for (const { data } of [...matches].reverse()) {
    const story = (data as { kind?: unknown; story?: StoryLike } | null)?.story
    if ((data as { kind?: unknown } | null)?.kind === 'story' && story?.alternates) return story
  }
  return null
}

/**
 * The current page's address in another store view. A story page goes to the story's alternate
 * in that store (spec 001 §2 "Language switch": chosen by slug prefix nl, de, otherwise default),
 * or to that store's home when it has none (D130); any other page keeps its path inside the store
 * (the catalogue's own url keys follow on the server, D83), and its query.
 */
export function useStoreSwitchPath(): (view: Pick<StoreView, 'url' | 'storeCode'>) => string {
  const { pathname, search } = useLocation()
  const story = findPageStory(useMatches())
  return useCallback(
    (view) => {
      if (story)
        return `${storyPathsByStore(story)[view.storeCode] ?? buildStorePath(view, '/')}${search}`
      return `${buildStorePath(view, readPathInStore(pathname).path)}${search}`
    },
    [pathname, search, story],
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
