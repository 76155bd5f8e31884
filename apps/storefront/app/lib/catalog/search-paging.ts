// Paging of the search panel (spec 001 §4, §9; 000 §5): search from 3 characters, 18 results per
// page, 'see more' until the last page; empty text clears the results.
import type { CatalogQueryRequestInput } from '@vitrine/contracts/catalog-query'

/** spec 001 §9: search page size 18 in the panel. */
export const SEARCH_PAGE_SIZE = 18
/** spec 000 §5, 001 §5: search text must be at least 3 characters. */
export const SEARCH_MIN_LENGTH = 3

/** The term to search for, or undefined when it is too short to search. */
export function readSearchTerm(term: string): string | undefined {
  const trimmed = term.trim()
  return [...trimmed].length >= SEARCH_MIN_LENGTH ? trimmed : undefined
}

/** spec 000 §5: search uses visibility 3, 4 and status 0, 1 (the BFF's `search` use). */
export function buildSearchQuery(text: string, from: number): CatalogQueryRequestInput {
  return { type: 'product', use: 'search', query: { text }, from, size: SEARCH_PAGE_SIZE }
}

/** 'See more' shows while results beyond the shown ones exist. */
export function hasMoreResults(page: { start: number; perPage: number; total: number }): boolean {
  return page.start + page.perPage < page.total
}
