import { describe, expect, it } from 'vitest'
import type { ProductCardView } from './catalog/product-card'
import {
  addRecentlyViewed,
  readRecentlyViewed,
  RECENTLY_VIEWED_KEY,
  writeRecentlyViewed,
} from './recently-viewed'

const card = (sku: string): ProductCardView => ({
  sku,
  name: sku,
  typeId: 'simple',
  link: `/p/${sku}/x`,
  image: null,
  price: null,
  labels: [],
  tags: [],
  colours: [],
})

function createStorage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  }
}

describe('recently viewed products', () => {
  it('keep one entry per sku, newest first, at most the limit', () => {
    let list = addRecentlyViewed([], card('A'))
    list = addRecentlyViewed(list, card('B'))
    list = addRecentlyViewed(list, card('A'))
    expect(list.map((item) => item.sku)).toEqual(['A', 'B'])
    expect(addRecentlyViewed(list, card('C'), 2).map((item) => item.sku)).toEqual(['C', 'A'])
  })

  it('live in local storage under recently-viewed and survive garbage', () => {
    const storage = createStorage()
    writeRecentlyViewed(storage, [card('A')])
    expect(storage.getItem(RECENTLY_VIEWED_KEY)).toContain('"sku":"A"')
    expect(readRecentlyViewed(storage).map((item) => item.sku)).toEqual(['A'])
    storage.setItem(RECENTLY_VIEWED_KEY, '{not json')
    expect(readRecentlyViewed(storage)).toEqual([])
  })
})
