// The filters of a category page (spec 000 §9: multi-select filters, price ranges 0-50, 50-100,
// 100-150, 150 and up). Each change pushes a new route with the new query; reset pushes an empty
// filter set (spec 000 §2). The chosen sort is kept when filters change. Below 1024 px the filters
// fold behind a 'Filters' button so that the products come first on a phone (spec 001 §9; D88);
// they start open when the page already has filters applied. Without JavaScript the filters are a
// GET form with an 'Apply filters' button, shown open on phones, and reset is a link (D234).
import { Link, useLocation, useNavigate } from '@remix-run/react'
import { useId, useState } from 'react'
import type { FilterGroup } from '~/lib/catalog/filter-groups'
import {
  DEFAULT_SORT,
  formatListingState,
  hasActiveFilters,
  readPriceRange,
  toggleFacetValue,
  togglePriceRange,
  type ListingState,
} from '~/lib/catalog/listing-state'
import { usePendingListingState } from '~/lib/catalog/use-pending-listing-state'
import { pushUseProductFilter } from '~/lib/data-layer/search-filter-events'
import { formatPrice } from '~/lib/format-price'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import styles from './category-filters.module.css'
import { PanelIcon } from '~/components/shell/panel-icons'

const CENTS_PER_EURO = 100

export function CategoryFilters({ groups, state }: { groups: FilterGroup[]; state: ListingState }) {
  const t = useTranslate()
  const storeView = useStoreView()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const shown = usePendingListingState(state)
  const [open, setOpen] = useState(() => hasActiveFilters(state))
  const bodyId = useId()
  const isChecked = (group: FilterGroup, value: string) =>
    group.kind === 'price'
      ? shown.price === value
      : (shown.facets[group.code] ?? []).includes(value)

  const go = (next: ListingState) => {
    const search = formatListingState(next)
    navigate({ search: search ? `?${search}` : '' }, { preventScrollReset: true })
  }

  const labelPrice = (key: string) => {
    const range = readPriceRange(key)
    if (!range) return key
    const from = formatPrice(range.from * CENTS_PER_EURO, storeView)
    return range.to === undefined
      ? t('filters.priceFrom', { from })
      : t('filters.priceRange', { from, to: formatPrice(range.to * CENTS_PER_EURO, storeView) })
  }

  return (
    <section className={styles.filters} aria-labelledby="category-filters-title">
      <h2 id="category-filters-title" className={styles.title}>
        <span className={styles.titleText}>{t('filters.title')}</span>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((isOpen) => !isOpen)}
        >
          {t('filters.title')}
          <PanelIcon name="chevron-right" />
        </button>
      </h2>
      <noscript>
        {/* Without JavaScript the toggle cannot open them: the filters show open. */}
        <style>{`.${styles.closed}{display:flex}.${styles.toggle}{display:none}.${styles.titleText}{display:inline}`}</style>
      </noscript>
      <form
        method="get"
        action={pathname}
        id={bodyId}
        className={open ? styles.body : `${styles.body} ${styles.closed}`}
      >
        {shown.sort === DEFAULT_SORT ? null : (
          <input type="hidden" name="sort" value={shown.sort} />
        )}
        {groups.map((group) => (
          <fieldset key={group.code} className={styles.group}>
            <legend className={styles.legend}>
              {group.kind === 'price' ? t('filters.price') : group.label}
            </legend>
            <ul className={styles.options}>
              {group.options.map((option) => (
                <li key={option.value}>
                  <label className={styles.option}>
                    <input
                      type="checkbox"
                      name={group.kind === 'price' ? 'price' : group.code}
                      value={option.value}
                      checked={isChecked(group, option.value)}
                      onChange={() => {
                        pushUseProductFilter({
                          action: isChecked(group, option.value) ? 'remove' : 'add',
                          name: group.code,
                          value: group.kind === 'price' ? option.value : option.label,
                        })
                        go(
                          group.kind === 'price'
                            ? togglePriceRange(shown, option.value)
                            : toggleFacetValue(shown, group.code, option.value),
                        )
                      }}
                    />
                    <span>{group.kind === 'price' ? labelPrice(option.value) : option.label}</span>
                    <span className={styles.count} aria-hidden="true">
                      ({option.count})
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          </fieldset>
        ))}
        <noscript>
          <button type="submit" className={styles.apply}>
            {t('filters.apply')}
          </button>
        </noscript>
        {hasActiveFilters(shown) ? (
          <Link
            to={{
              pathname,
              search: formatListingState({ facets: {}, price: null, sort: shown.sort }),
            }}
            className={styles.reset}
            preventScrollReset
            onClick={() => pushUseProductFilter({ action: 'reset' })}
          >
            {t('filters.reset')}
          </Link>
        ) : null}
      </form>
    </section>
  )
}
