// Tabs (001 §2, §9): a URL hash selects the tab whose title matches (`#sustainability` or the
// title itself) and the page scrolls to the tabs 250 ms later; choosing a tab puts its hash in the
// address. Tab content is at least 400 px high.
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useContent, type BlockProps } from '~/lib/content/block-context'
import { readBlocks, readString } from '~/lib/content/story-page-data'
import { useTranslate } from '~/lib/use-store-view'
import styles from './tabs.module.css'

/** 001 §2: the scroll to a tab chosen by the hash waits this long. */
export const TAB_SCROLL_DELAY_MS = 250

/** A title as a hash: lower case, spaces and punctuation as hyphens. */
export function tabHash(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
}

export function findTabByHash(titles: readonly string[], hash: string): number {
  let wanted = hash.replace(/^#/, '')
  try {
    wanted = decodeURIComponent(wanted)
  } catch {
    // a malformed escape: compare it as typed
  }
  return titles.findIndex((title) => title === wanted || tabHash(title) === tabHash(wanted))
}

export default function TabsBlock({ block }: BlockProps) {
  const t = useTranslate()
  const { BlockList } = useContent()
  const tabs = readBlocks(block.tabs)
  const titles = tabs.map((tab) => readString(tab, 'title'))
  const [active, setActive] = useState(0)
  const root = useRef<HTMLDivElement>(null)
  const id = useId()

  const selectFromHash = useCallback(() => {
    const index = findTabByHash(titles, window.location.hash)
    if (index < 0) return undefined
    setActive(index)
    const timer = window.setTimeout(
      () => root.current?.scrollIntoView({ block: 'start' }),
      TAB_SCROLL_DELAY_MS,
    )
    return () => window.clearTimeout(timer)
    // The titles come from the story: they change only with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [titles.join('\u0000')])

  useEffect(() => {
    let cancel = selectFromHash()
    const onHashChange = () => {
      cancel?.()
      cancel = selectFromHash()
    }
    window.addEventListener('hashchange', onHashChange)
    return () => {
      cancel?.()
      window.removeEventListener('hashchange', onHashChange)
    }
  }, [selectFromHash])

  const choose = (index: number) => {
    setActive(index)
    const title = titles[index]
    if (title) window.history.replaceState(window.history.state, '', `#${tabHash(title)}`)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (step === 0) return
    event.preventDefault()
    const next = (active + step + tabs.length) % tabs.length
    choose(next)
    root.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus()
  }

  if (tabs.length === 0) return null
  return (
    <div ref={root} className={styles.tabs}>
      <div role="tablist" aria-label={t('content.tabs')} className={styles.list}>
        {tabs.map((tab, index) => (
          <button
            key={tab._uid}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => choose(index)}
            onKeyDown={onKeyDown}
          >
            {titles[index]}
          </button>
        ))}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab._uid}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== active}
          className={styles.panel}
        >
          <BlockList blocks={readBlocks(tab.body)} />
        </div>
      ))}
    </div>
  )
}
