import { describe, expect, it } from 'vitest'
import { hasMorePages, readSearchPageRequest, SEARCH_PAGES_MAX } from './search-page'

const read = (query: string) => readSearchPageRequest(new URLSearchParams(query))

describe('the search page request (D233)', () => {
  it('searches a trimmed term of 3 characters or more, on the pages asked', () => {
    expect(read('q=%20dress%20&page=3')).toEqual({ term: 'dress', text: 'dress', pages: 3 })
    expect(read('q=ca')).toEqual({ term: 'ca', text: undefined, pages: 1 })
    expect(read('')).toEqual({ term: '', text: undefined, pages: 1 })
  })

  it('reads an odd page as the first and caps a large one', () => {
    for (const page of ['0', '-2', 'x', '1.5', '']) expect(read(`q=cap&page=${page}`).pages).toBe(1)
    expect(read('q=cap&page=999').pages).toBe(SEARCH_PAGES_MAX)
  })

  it("offers 'See more' while the shown pages hold fewer results than were found", () => {
    expect(hasMorePages({ pages: 1, total: 19 })).toBe(true)
    expect(hasMorePages({ pages: 1, total: 18 })).toBe(false)
    expect(hasMorePages({ pages: SEARCH_PAGES_MAX, total: 10_000 })).toBe(false)
  })
})
