// The category page (spec 000 §2 `/c/{slug}`, §4 "Catalogue list", §9): breadcrumbs, title and
// description, filters, the four sorts (Recommended by default), the product grid, 'load more'
// (page size 50: more while the next start is below the total and the total is at least the page
// size) and a warning when the list is empty or failed to load.
import { Link, useLocation, useNavigate } from '@remix-run/react'
import { queryCatalog } from '@vitrine/contracts/catalog-client'
import type { ProductSortOption } from '@vitrine/contracts/catalog-query'
import { productSortOptions } from '@vitrine/contracts/catalog-query-options'
import { useEffect, useId, useMemo, useState } from 'react'
import type { CategoryPageData } from '~/lib/catalog/category-page-data'
import {
  buildCategoryQuery,
  buildMorePagesSearch,
  canLoadMore,
  CATEGORY_PAGE_SIZE,
  DEFAULT_SORT,
  formatListingState,
  type ListingState,
} from '~/lib/catalog/listing-state'
import { loadProductCards } from '~/lib/catalog/load-product-cards'
import { usePendingListingState } from '~/lib/catalog/use-pending-listing-state'
import type { ProductCardView } from '~/lib/catalog/product-card'
import {
  categoryItemList,
  pushLoadItemList,
  pushSelectItem,
  pushViewItemList,
  type ItemList,
} from '~/lib/data-layer/catalog-events'
import type { MessageKey } from '~/lib/i18n/messages-en'
import { useBrowserBff } from '~/lib/use-browser-bff'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { Breadcrumbs } from './breadcrumbs'
import { CategoryFilters } from './category-filters'
import styles from './category-page.module.css'
import { ProductCard } from './product-card'
import { useRestoredProductList } from '~/components/shell/route-history-provider'

const SORT_LABELS = {
  latest: 'sort.latest',
  'price-asc': 'sort.priceLowToHigh',
  'price-desc': 'sort.priceHighToLow',
  recommended: 'sort.recommended',
} as const satisfies Record<ProductSortOption, MessageKey>

/** spec 001 §9: the first content blocks load their pictures eagerly. */
const EAGER_CARDS = 4

export function CategoryPage({ data }: { data: CategoryPageData }) {
  const t = useTranslate()
  const { category, breadcrumbs, listing, state } = data
  const list = useMemo(() => categoryItemList(category), [category])
  return (
    <div className={styles.page}>
      <Breadcrumbs routes={breadcrumbs} current={category.name} />
      <h1 className={styles.title}>{category.name}</h1>
      {category.description ? (
        // Category descriptions are the catalogue's own HTML (VSF1 renders them the same way).
        <div
          className={styles.description}
          dangerouslySetInnerHTML={{ __html: category.description }}
        />
      ) : null}
      <div className={styles.layout}>
        <aside className={styles.sidebar}>
          {listing ? <CategoryFilters groups={listing.filters} state={state} /> : null}
        </aside>
        <section className={styles.products} aria-label={t('category.products')}>
          <SortSelect state={state} />
          {listing === null ? (
            <p role="alert" className={styles.warning}>
              {t('error.tryAgainSoon')}
            </p>
          ) : listing.cards.length === 0 ? (
            <p role="alert" className={styles.warning}>
              {t('category.noProducts')}
            </p>
          ) : (
            <ProductList
              key={formatListingState(state)}
              categoryId={category.id}
              list={list}
              state={state}
              first={listing}
            />
          )}
        </section>
      </div>
    </div>
  )
}

function SortSelect({ state }: { state: ListingState }) {
  const t = useTranslate()
  const id = useId()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const shown = usePendingListingState(state)
  // Without JavaScript the sort is a GET form keeping the filters (D234).
  const kept = new URLSearchParams(formatListingState({ ...shown, sort: DEFAULT_SORT }))
  return (
    <form method="get" action={pathname} className={styles.sort}>
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={id}>{t('category.sortBy')}</label>
      <select
        id={id}
        name="sort"
        value={shown.sort}
        onChange={(event) => {
          const sort = productSortOptions.find((option) => option === event.target.value)
          if (!sort) return
          const search = formatListingState({ ...shown, sort })
          navigate({ search: search ? `?${search}` : '' }, { preventScrollReset: true })
        }}
      >
        {productSortOptions.map((option) => (
          <option key={option} value={option}>
            {t(SORT_LABELS[option])}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className={styles.applySort}>
          {t('category.applySort')}
        </button>
      </noscript>
    </form>
  )
}

interface ListPage {
  start: number
  total: number
  perPage: number
}

function ProductList({
  categoryId,
  list,
  state,
  first,
}: {
  categoryId: number
  /** The data layer's list (spec 000 §7: view_item_list, select_item, load_item_list). */
  list: ItemList
  state: ListingState
  first: { cards: ProductCardView[] } & ListPage
}) {
  const t = useTranslate()
  const storeView = useStoreView()
  const bff = useBrowserBff()
  const [cards, setCards] = useState(first.cards)
  const [page, setPage] = useState<ListPage>(first)
  const [loading, setLoading] = useState(false)
  const [failed, setFailed] = useState(false)
  const { search } = useLocation()

  // New loader data for the same filters (e.g. a revalidation) starts the list again.
  useEffect(() => {
    setCards(first.cards)
    setPage(first)
  }, [first])
  useEffect(() => pushViewItemList(list, first.cards), [list, first])

  const loadMore = async () => {
    setLoading(true)
    setFailed(false)
    try {
      const next = page.start + page.perPage
      const answer = await queryCatalog(bff, buildCategoryQuery(categoryId, state, next))
      const more = await loadProductCards(bff, storeView, answer)
      setCards((shown) => [...shown, ...more])
      pushLoadItemList(list, more, cards.length)
      setPage({ start: answer.start, total: answer.total, perPage: answer.perPage })
    } catch {
      setFailed(true)
    } finally {
      setLoading(false)
    }
  }
  // spec 000 §2: going back to the category shows as many products as before, at the same place.
  useRestoredProductList({
    shown: cards.length,
    canLoadMore: canLoadMore(page),
    loading,
    failed,
    loadMore: () => void loadMore(),
  })

  return (
    <>
      <p className={styles.count} role="status">
        {t('category.productCount', { shown: cards.length, total: page.total })}
      </p>
      <ul className={styles.grid}>
        {cards.map((card, index) => (
          <li key={card.sku}>
            <ProductCard
              card={card}
              eager={index < EAGER_CARDS}
              priority={index === 0}
              withAddToCart
              onSelect={() => pushSelectItem(list, card, index)}
            />
          </li>
        ))}
      </ul>
      {failed ? (
        <p role="alert" className={styles.warning}>
          {t('error.tryAgainSoon')}
        </p>
      ) : null}
      {canLoadMore(page) ? (
        // Without JavaScript a link to the listing with one more page (D234).
        <Link
          to={buildMorePagesSearch(search, Math.ceil(cards.length / CATEGORY_PAGE_SIZE))}
          className={styles.more}
          preventScrollReset
          aria-disabled={loading}
          onClick={(event) => {
            event.preventDefault()
            if (!loading) void loadMore()
          }}
        >
          {t('category.loadMore')}
        </Link>
      ) : null}
    </>
  )
}
