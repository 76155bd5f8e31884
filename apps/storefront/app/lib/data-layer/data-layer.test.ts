import { describe, expect, it } from 'vitest'
import { carryEventToNextPage, pushCarriedEvents } from './carried-events'
import { centsToAmount, pushEcommerceEvent, pushEvent, withCategories } from './data-layer'

/** A window with a working sessionStorage, as a tab keeps it across a full page load. */
function windowWithSession(storage = new Map<string, string>()): Window {
  const sessionStorage = {
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
    removeItem: (key: string) => void storage.delete(key),
  } as Storage
  return { sessionStorage } as Window
}

function fakeWindow(): Window {
  return {} as Window
}

describe('data layer', () => {
  it('turns cents into GA4 amounts without float arithmetic', () => {
    expect(centsToAmount(1999)).toBe(19.99)
    expect(centsToAmount(5)).toBe(0.05)
    expect(centsToAmount(0)).toBe(0)
    expect(centsToAmount(-1250)).toBe(-12.5)
    expect(() => centsToAmount(1.5)).toThrow(RangeError)
  })

  it('clears the previous ecommerce object before each e-commerce event', () => {
    const target = fakeWindow()
    pushEcommerceEvent('view_item', { currency: 'EUR', value: 10 }, target)
    expect(target.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'view_item', ecommerce: { currency: 'EUR', value: 10 } },
    ])
  })

  it('pushes plain events with their parameters', () => {
    const target = fakeWindow()
    pushEvent('search', { search_term: 'cap' }, target)
    expect(target.dataLayer).toEqual([{ event: 'search', search_term: 'cap' }])
  })

  it('sends at most five category levels', () => {
    const item = withCategories({ item_id: 'A', item_name: 'Cap' }, ['a', 'b', 'c', 'd', 'e', 'f'])
    expect(item).toMatchObject({
      item_category: 'a',
      item_category2: 'b',
      item_category5: 'e',
    })
    expect(Object.keys(item)).toHaveLength(7)
  })

  it('carries an event of a page left at once to the next page, which pushes it once', () => {
    const tab = new Map<string, string>()
    const before = windowWithSession(tab)
    carryEventToNextPage('login', { method: 'password' }, before)
    expect(before.dataLayer ?? []).toEqual([])

    const next = windowWithSession(tab)
    pushCarriedEvents(next)
    expect(next.dataLayer).toEqual([{ event: 'login', method: 'password' }])
    const after = windowWithSession(tab)
    pushCarriedEvents(after)
    expect(after.dataLayer).toEqual([])
  })

  it('pushes the event at once when the tab has no session storage', () => {
    const target = {
      get sessionStorage(): Storage {
        throw new Error('blocked')
      },
    } as Window
    carryEventToNextPage('login', { method: 'password' }, target)
    expect(target.dataLayer).toEqual([{ event: 'login', method: 'password' }])
  })
})
