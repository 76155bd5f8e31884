// The search results page (D233): a GET search form, the results as product cards (the panel's
// cards, with their add-to-cart), 'See more' as a link to one more page, the panel's texts for an
// empty result, a term too short and a catalogue that did not answer.
import { Link, useLocation } from '@remix-run/react'
import { useId } from 'react'
import { pushSelectItem, SEARCH_RESULTS_LIST } from '~/lib/data-layer/catalog-events'
import { hasMorePages, SEARCH_TERM_MAX, type SearchPageData } from '~/lib/catalog/search-page'
import { useTranslate } from '~/lib/use-store-view'
import { ProductCard } from './product-card'
import styles from './search-page.module.css'

export function SearchPage({ data }: { data: SearchPageData }) {
  const t = useTranslate()
  const { pathname } = useLocation()
  const inputId = useId()
  const hintId = useId()
  const more = new URLSearchParams({ q: data.term, page: String(data.pages + 1) })
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('search.results')}</h1>
      <form role="search" method="get" action={pathname} className={styles.form}>
        <label htmlFor={inputId}>{t('search.label')}</label>
        <div className={styles.row}>
          <input
            id={inputId}
            type="search"
            name="q"
            className={styles.input}
            defaultValue={data.term}
            maxLength={SEARCH_TERM_MAX}
            placeholder={t('search.placeholder')}
            aria-describedby={data.state === 'too-short' ? hintId : undefined}
            autoComplete="off"
          />
          <button type="submit" className={styles.submit}>
            {t('header.search')}
          </button>
        </div>
        {data.state === 'too-short' ? (
          <p id={hintId} className={styles.hint} role="status">
            {t('validation.searchMinLength')}
          </p>
        ) : null}
      </form>
      {data.state === 'failed' ? (
        <p role="alert" className={styles.message}>
          {t('error.tryAgainSoon')}
        </p>
      ) : null}
      {data.state === 'results' && data.total === 0 ? (
        <p role="status" className={styles.message}>
          {t('search.empty')}
        </p>
      ) : null}
      {data.cards.length > 0 ? (
        <section aria-label={t('search.results')} className={styles.results}>
          <ul className={styles.grid}>
            {data.cards.map((card, index) => (
              <li key={card.sku}>
                <ProductCard
                  card={card}
                  eager={index < 4}
                  withAddToCart
                  onSelect={() => pushSelectItem(SEARCH_RESULTS_LIST, card, index)}
                />
              </li>
            ))}
          </ul>
          {hasMorePages(data) ? (
            <Link to={`?${more.toString()}`} className={styles.more} preventScrollReset>
              {t('search.seeMore')}
            </Link>
          ) : null}
        </section>
      ) : null}
    </div>
  )
}
