// The search side panel titled 'Search for products' (spec 001 §2). Searching starts at 3
// characters (spec 001 §5; shorter terms show the minimum-length message), 18 results per page
// with 'see more' until the last page, and an empty state when nothing matches (spec 001 §4).
import { useLocation } from '@remix-run/react'
import { queryCatalog } from '@vitrine/contracts/catalog-client'
import { useEffect, useId, useRef, useState } from 'react'
import { loadProductCards } from '~/lib/catalog/load-product-cards'
import type { ProductCardView } from '~/lib/catalog/product-card'
import {
  buildSearchQuery,
  hasMoreResults,
  readSearchTerm,
  SEARCH_MIN_LENGTH,
} from '~/lib/catalog/search-paging'
import { pushSelectItem, SEARCH_RESULTS_LIST } from '~/lib/data-layer/catalog-events'
import { pushSearch, pushSearchClick } from '~/lib/data-layer/search-filter-events'
import { useBrowserBff } from '~/lib/use-browser-bff'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { ProductCard } from './product-card'
import styles from './search-panel.module.css'
import { SidePanel } from '~/components/shell/side-panel'

export { SEARCH_MIN_LENGTH }

/** Waits for a pause in typing before searching. */
const TYPING_PAUSE_MS = 300

interface Results {
  text: string
  cards: ProductCardView[]
  start: number
  perPage: number
  total: number
}

export function SearchPanel({ onClose }: { onClose: () => void }) {
  const t = useTranslate()
  const storeView = useStoreView()
  const bff = useBrowserBff()
  const inputId = useId()
  const hintId = useId()
  const [term, setTerm] = useState('')
  const [results, setResults] = useState<Results | null>(null)
  const [failed, setFailed] = useState(false)
  const [loading, setLoading] = useState(false)
  const latest = useRef(0)
  const { key: locationKey } = useLocation()
  const openedAt = useRef(locationKey)

  // Choosing a result navigates; the panel closes once the route changes under it.
  useEffect(() => {
    if (locationKey !== openedAt.current) onClose()
  }, [locationKey, onClose])
  const length = term.trim().length
  const tooShort = length > 0 && length < SEARCH_MIN_LENGTH
  const text = readSearchTerm(term)

  const search = async (query: string, from: number) => {
    const ticket = ++latest.current
    setLoading(true)
    try {
      const answer = await queryCatalog(bff, buildSearchQuery(query, from))
      const cards = await loadProductCards(bff, storeView, answer)
      if (ticket !== latest.current) return
      // spec 000 §7: one `search` event per new term (not for 'see more').
      if (from === 0) pushSearch(query, answer.total)
      setFailed(false)
      setResults((shown) => ({
        text: query,
        cards: from > 0 && shown?.text === query ? [...shown.cards, ...cards] : cards,
        start: answer.start,
        perPage: answer.perPage,
        total: answer.total,
      }))
    } catch {
      if (ticket === latest.current) setFailed(true)
    } finally {
      if (ticket === latest.current) setLoading(false)
    }
  }

  useEffect(() => {
    if (text === undefined) {
      // spec 001 §4: empty (or too short) text clears the results.
      latest.current += 1
      setResults(null)
      setLoading(false)
      return
    }
    const timer = setTimeout(() => void search(text, 0), TYPING_PAUSE_MS)
    return () => clearTimeout(timer)
    // `search` is recreated every render; the text is what starts a search.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [text])

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
      {failed ? (
        <p role="alert" className={styles.message}>
          {t('error.tryAgainSoon')}
        </p>
      ) : null}
      {results && results.text === text ? (
        results.total === 0 ? (
          <p role="status" className={styles.message}>
            {t('search.empty')}
          </p>
        ) : (
          <section aria-label={t('search.results')} className={styles.results}>
            <ul className={styles.grid}>
              {results.cards.map((card, index) => (
                <li key={card.sku}>
                  <ProductCard
                    card={card}
                    onSelect={() => {
                      pushSelectItem(SEARCH_RESULTS_LIST, card, index)
                      pushSearchClick(results.text, card, index)
                    }}
                  />
                </li>
              ))}
            </ul>
            {hasMoreResults(results) ? (
              <button
                type="button"
                className={styles.more}
                disabled={loading}
                onClick={() => void search(results.text, results.start + results.perPage)}
              >
                {t('search.seeMore')}
              </button>
            ) : null}
          </section>
        )
      ) : null}
    </SidePanel>
  )
}
