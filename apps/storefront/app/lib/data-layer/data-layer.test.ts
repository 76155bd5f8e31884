import { describe, expect, it } from 'vitest'
import { centsToAmount, pushEcommerceEvent, pushEvent, withCategories } from './data-layer'

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
})
