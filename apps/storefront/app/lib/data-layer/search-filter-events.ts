// The data layer events of the search panel and the category filters (spec 000 §7): search,
// search_click (positions counted with 12 results per page) and use_product_filter, apart from
// catalog-events.ts so that pages without search or filters do not carry them (D48).
import type { CardLike } from './catalog-events'
import { pushEvent, type DataLayerEntry } from './data-layer'

/** spec 000 §7: search result positions are counted with 12 items per page. */
export const SEARCH_RESULTS_PER_PAGE = 12

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

export function pushSearch(term: string, total: number): void {
  pushEvent('search', buildSearchPayload(term, total))
}

export function pushSearchClick(term: string, card: CardLike, index: number): void {
  pushEvent('search_click', buildSearchClickPayload(term, card, index))
}

export function pushUseProductFilter(filter: FilterUse): void {
  pushEvent('use_product_filter', buildUseProductFilterPayload(filter))
}
