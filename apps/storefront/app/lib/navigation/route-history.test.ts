import { describe, expect, it } from 'vitest'
import {
  initialRouteHistory,
  recordNavigation,
  recordProductsShown,
  recordScroll,
  SAVED_ROUTE_LIMIT,
  selectRestore,
} from './route-history'

const category = { key: 'a', path: '/c/clothing-4' }
const product = { key: 'b', path: '/p/SKU/slug' }

describe('route history', () => {
  it('keeps the current and the previous route', () => {
    let history = recordNavigation(initialRouteHistory, category, true)
    history = recordNavigation(history, product, false)
    expect(history.current?.path).toBe('/p/SKU/slug')
    expect(history.previous?.path).toBe('/c/clothing-4')
    expect(history.isBack).toBe(false)
  })

  it('the first page of a visit is not a back navigation, even though its type is POP', () => {
    const history = recordNavigation(initialRouteHistory, category, true)
    expect(history.isBack).toBe(false)
    expect(selectRestore(history)).toBeNull()
  })

  it('going back to a category restores its scroll position and products shown', () => {
    let history = recordNavigation(initialRouteHistory, category, false)
    history = recordProductsShown(history, 79)
    history = recordScroll(history, 2400)
    history = recordNavigation(history, product, false)
    history = recordScroll(history, 300)
    history = recordNavigation(history, category, true)
    expect(history.isBack).toBe(true)
    expect(selectRestore(history)).toEqual({ scrollY: 2400, productsShown: 79 })
    expect(history.previous).toMatchObject({ path: '/p/SKU/slug', scrollY: 300 })
  })

  it('a new visit of the same path (a push) starts at the top with the first page', () => {
    let history = recordNavigation(initialRouteHistory, category, false)
    history = recordProductsShown(history, 79)
    history = recordNavigation(history, product, false)
    history = recordNavigation(history, { key: 'c', path: category.path }, false)
    expect(selectRestore(history)).toBeNull()
    expect(history.current).toMatchObject({ scrollY: 0, productsShown: 0 })
  })

  it('ignores a repeated report of the same location', () => {
    const history = recordNavigation(initialRouteHistory, category, false)
    expect(recordNavigation(history, category, true)).toBe(history)
  })

  it('remembers a bounded number of entries', () => {
    let history = initialRouteHistory
    for (let index = 0; index < SAVED_ROUTE_LIMIT + 10; index += 1) {
      history = recordNavigation(history, { key: `k${index}`, path: `/p${index}` }, false)
    }
    expect(Object.keys(history.saved)).toHaveLength(SAVED_ROUTE_LIMIT)
    expect(history.saved.k0).toBeUndefined()
    expect(history.saved[`k${SAVED_ROUTE_LIMIT + 8}`]).toBeDefined()
  })
})
