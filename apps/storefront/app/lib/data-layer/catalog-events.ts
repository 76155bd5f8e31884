// The catalogue's list events (spec 000 §7, 001 §7) as GA4 payloads, built from the storefront's
// view models: view_item_list, load_item_list and select_item (view_item and select_category are
// in view-events.ts; search, search_click and use_product_filter in search-filter-events.ts).
// Pure builders; `push*` functions send them.
import {
  centsToAmount,
  pushEcommerceEvent,
  withCategories,
  type DataLayerEntry,
  type DataLayerItem,
} from './data-layer'

/** The list a product was seen in (GA4 item_list_id / item_list_name). */
export interface ItemList {
  id: string
  name: string
}

export const SEARCH_RESULTS_LIST: ItemList = { id: 'search_results', name: 'Search results' }

export function categoryItemList(category: { id: number; name: string }): ItemList {
  return { id: `category_${category.id}`, name: category.name }
}

/**
 * A product card as the list events need it (the catalogue's card view fits it): prices in
 * cents including tax, the special price when there is one; the category names top level first.
 */
export interface CardLike {
  sku: string
  name: string
  price: { regular: number; special: number | null } | null
  categories?: readonly string[]
}

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
