// The search results page's loader (D233): the first pages of the search panel's query, as cards.
import type { BffClient } from '@vitrine/contracts/bff-client'
import { queryCatalog } from '@vitrine/contracts/catalog-client'
import type { StoreView } from '@vitrine/contracts/store-views'
import { loadProductCards } from '~/lib/catalog/load-product-cards'
import { readSearchPageRequest, type SearchPageData } from '~/lib/catalog/search-page'
import { buildSearchQuery, SEARCH_PAGE_SIZE } from '~/lib/catalog/search-paging'

export async function loadSearchPage(
  context: { bff: BffClient; storeView: StoreView },
  url: URL,
): Promise<SearchPageData> {
  const { term, text, pages } = readSearchPageRequest(url.searchParams)
  if (text === undefined) {
    return { term, state: term === '' ? 'empty' : 'too-short', cards: [], total: 0, pages: 1 }
  }
  try {
    const answer = await queryCatalog(context.bff, {
      ...buildSearchQuery(text, 0),
      size: pages * SEARCH_PAGE_SIZE,
    })
    const cards = await loadProductCards(context.bff, context.storeView, answer)
    return { term, state: 'results', cards, total: answer.total, pages }
  } catch (error) {
    if (error instanceof Response) throw error
    console.warn('the search page could not be answered', error)
    return { term, state: 'failed', cards: [], total: 0, pages }
  }
}
