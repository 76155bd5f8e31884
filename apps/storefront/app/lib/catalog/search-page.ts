// The search results page (D233): what the header's search control opens without JavaScript, a GET
// form at `/search?q=` whose results follow the search panel's rules (spec 001 §4, §5, §9: from 3
// characters, 18 a page, 'See more' until the last; 000 §5 search visibility). 'See more' is a
// link to `?q=…&page=n`, which shows the first n pages, as the panel shows them after n − 1 clicks.
import type { ProductCardView } from './product-card'
import { readSearchTerm, SEARCH_PAGE_SIZE } from './search-paging'

/** Pages a link may ask for at once (18 × 20 = 360 results). */
export const SEARCH_PAGES_MAX = 20
/** The longest term read; the rest is cut (the search box has the same limit). */
export const SEARCH_TERM_MAX = 200

export interface SearchPageRequest {
  /** What the shopper typed, trimmed and cut to SEARCH_TERM_MAX. */
  term: string
  /** The term to search for; undefined when empty or too short. */
  text: string | undefined
  /** Pages shown, from 1. */
  pages: number
}

export interface SearchPageData {
  term: string
  /** Nothing typed, too short to search, the results, or the catalogue did not answer. */
  state: 'empty' | 'too-short' | 'results' | 'failed'
  cards: ProductCardView[]
  total: number
  /** The pages shown; 'See more' asks for one more while results remain. */
  pages: number
}

export function readSearchPageRequest(params: URLSearchParams): SearchPageRequest {
  const term = (params.get('q') ?? '').trim().slice(0, SEARCH_TERM_MAX)
  const asked = params.get('page') ?? '1'
  const pages = /^[1-9]\d{0,2}$/.test(asked) ? Math.min(Number(asked), SEARCH_PAGES_MAX) : 1
  return { term, text: readSearchTerm(term), pages }
}

/** 'See more' shows while the pages shown hold fewer results than were found. */
export function hasMorePages(data: Pick<SearchPageData, 'pages' | 'total'>): boolean {
  return data.pages < SEARCH_PAGES_MAX && data.pages * SEARCH_PAGE_SIZE < data.total
}
