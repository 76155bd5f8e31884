// The search side panel titled 'Search for products' (spec 001 §2). Searching starts at 3
// characters (spec 001 §5); shorter terms show the minimum-length message. Results come with the
// search feature.
import { useId, useState } from 'react'
import { useTranslate } from '~/lib/use-store-view'
import styles from './search-panel.module.css'
import { SidePanel } from './side-panel'

/** spec 000 §5 / 001 §9: minimum search input 3 characters. */
export const SEARCH_MIN_LENGTH = 3

export function SearchPanel({ onClose }: { onClose: () => void }) {
  const t = useTranslate()
  const inputId = useId()
  const hintId = useId()
  const [term, setTerm] = useState('')
  const length = term.trim().length
  const tooShort = length > 0 && length < SEARCH_MIN_LENGTH

  return (
    <SidePanel title={t('search.title')} side="left" onClose={onClose}>
      <form role="search" className={styles.form} onSubmit={(event) => event.preventDefault()}>
        <label htmlFor={inputId} className="visually-hidden">
          {t('search.label')}
        </label>
        <input
          id={inputId}
          type="search"
          className={styles.input}
          placeholder={t('search.placeholder')}
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          aria-describedby={tooShort ? hintId : undefined}
          autoComplete="off"
        />
        {tooShort ? (
          <p id={hintId} className={styles.hint} role="status">
            {t('validation.searchMinLength')}
          </p>
        ) : null}
      </form>
    </SidePanel>
  )
}
