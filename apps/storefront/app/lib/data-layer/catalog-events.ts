// The catalogue's data layer events (spec 000 §7, 001 §7) as GA4 payloads, built from the
// storefront's view models: view_item_list, load_item_list, select_item, view_item, search,
// search_click, use_product_filter and select_category. Pure builders; `push*` functions send them.
import type { ProductCardView } from '../catalog/product-card'
import {
  centsToAmount,
  pushEcommerceEvent,
  pushEvent,
  withCategories,
  type DataLayerEntry,
  type DataLayerItem,
} from './data-layer'

/** spec 000 §1: every store view sells in EUR. */
export const DATA_LAYER_CURRENCY = 'EUR'
/** spec 000 §7: search result positions are counted with 12 items per page. */
export const SEARCH_RESULTS_PER_PAGE = 12

/** The list a product was seen in (GA4 item_list_id / item_list_name). */
export interface ItemList {
  id: string
  name: string
}

export const SEARCH_RESULTS_LIST: ItemList = { id: 'search_results', name: 'Search results' }

export function categoryItemList(category: { id: number; name: string }): ItemList {
  return { id: `category_${category.id}`, name: category.name }
}

type CardLike = Pick<ProductCardView, 'sku' | 'name' | 'price' | 'categories'>

/** A card as a GA4 item: the shown price (special when there is one), up to five categories. */
export function buildCardItem(card: CardLike, index: number, list?: ItemList): DataLayerItem {
  const cents = card.price ? (card.price.special ?? card.price.regular) : undefined
  return withCategories(
    {
      item_id: card.sku,
      item_name: card.name,
      ...(cents === undefined ? {} : { price: centsToAmount(cents) }),
      index,
      ...(list ? { item_list_id: list.id, item_list_name: list.name } : {}),
      quantity: 1,
    },
    card.categories ?? [],
  )
}

function listPayload(list: ItemList, items: DataLayerItem[]): DataLayerEntry {
  return { item_list_id: list.id, item_list_name: list.name, items }
}

/** view_item_list (and load_item_list): the shown cards, indexed from `firstIndex` (0-based). */
export function buildItemListPayload(
  list: ItemList,
  cards: readonly CardLike[],
  firstIndex = 0,
): DataLayerEntry {
  return listPayload(
    list,
    cards.map((card, offset) => buildCardItem(card, firstIndex + offset, list)),
  )
}

export function buildSelectItemPayload(
  list: ItemList,
  card: CardLike,
  index: number,
): DataLayerEntry {
  return listPayload(list, [buildCardItem(card, index, list)])
}

export interface ViewedProduct {
  sku: string
  name: string
  /** Cents including tax of the shown price; null without a price. */
  priceCents: number | null
  variantSku: string | null
  categories: readonly string[]
}

/** view_item: currency, value and the one product (its variant when the page opens with one). */
export function buildViewItemPayload(product: ViewedProduct): DataLayerEntry {
  const price = product.priceCents === null ? undefined : centsToAmount(product.priceCents)
  const item = withCategories(
    {
      item_id: product.sku,
      item_name: product.name,
      ...(price === undefined ? {} : { price }),
      ...(product.variantSku ? { item_variant: product.variantSku } : {}),
      quantity: 1,
    },
    product.categories,
  )
  return {
    currency: DATA_LAYER_CURRENCY,
    ...(price === undefined ? {} : { value: price }),
    items: [item],
  }
}

/** Where a result stands with 12 results per page: page and position from 1 (index from 0). */
export function locateSearchResult(index: number): { page: number; position: number } {
  return {
    page: Math.floor(index / SEARCH_RESULTS_PER_PAGE) + 1,
    position: (index % SEARCH_RESULTS_PER_PAGE) + 1,
  }
}

/** search: the term and how many products it found. */
export function buildSearchPayload(term: string, total: number): DataLayerEntry {
  return { search_term: term, search_results: total }
}

/** search_click: the chosen result with its page and position (12 per page). */
export function buildSearchClickPayload(
  term: string,
  card: CardLike,
  index: number,
): DataLayerEntry {
  const { page, position } = locateSearchResult(index)
  return {
    search_term: term,
    search_result_page: page,
    search_result_position: position,
    item_id: card.sku,
    item_name: card.name,
  }
}

export type FilterAction = 'add' | 'remove' | 'reset'

export interface FilterUse {
  action: FilterAction
  /** The attribute code (`size`, `price`); absent for a reset. */
  name?: string
  /** The option's label or the price range key. */
  value?: string
}

/** use_product_filter: which filter was added or removed, or that all filters were reset. */
export function buildUseProductFilterPayload(filter: FilterUse): DataLayerEntry {
  return {
    filter_action: filter.action,
    ...(filter.name === undefined ? {} : { filter_name: filter.name }),
    ...(filter.value === undefined ? {} : { filter_value: filter.value }),
  }
}

/** select_category: a category chosen in a menu or breadcrumb, with where it leads. */
export function buildSelectCategoryPayload(category: {
  name: string
  link: string
  source: string
}): DataLayerEntry {
  return {
    category_name: category.name,
    category_url: category.link,
    category_source: category.source,
  }
}

export function pushViewItemList(list: ItemList, cards: readonly CardLike[], firstIndex = 0): void {
  pushEcommerceEvent('view_item_list', buildItemListPayload(list, cards, firstIndex))
}

/** load_item_list: the cards 'load more' added, indexed after the ones already shown. */
export function pushLoadItemList(
  list: ItemList,
  cards: readonly CardLike[],
  firstIndex: number,
): void {
  pushEcommerceEvent('load_item_list', buildItemListPayload(list, cards, firstIndex))
}

export function pushSelectItem(list: ItemList, card: CardLike, index: number): void {
  pushEcommerceEvent('select_item', buildSelectItemPayload(list, card, index))
}

export function pushViewItem(product: ViewedProduct): void {
  pushEcommerceEvent('view_item', buildViewItemPayload(product))
}

export function pushSearch(term: string, total: number): void {
  pushEvent('search', buildSearchPayload(term, total))
}

export function pushSearchClick(term: string, card: CardLike, index: number): void {
  pushEvent('search_click', buildSearchClickPayload(term, card, index))
}

export function pushUseProductFilter(filter: FilterUse): void {
  pushEvent('use_product_filter', buildUseProductFilterPayload(filter))
}

export function pushSelectCategory(category: { name: string; link: string; source: string }): void {
  pushEvent('select_category', buildSelectCategoryPayload(category))
}
