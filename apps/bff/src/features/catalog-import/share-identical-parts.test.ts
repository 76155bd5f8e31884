import { describe, expect, it } from 'vitest'
import { shareIdenticalParts } from './share-identical-parts.js'

const english = {
  sku: 'CAP-0001',
  name: 'Washed Dad Cap',
  price: 16.49,
  stock: { qty: 12, is_in_stock: true },
  category: [{ category_id: 3, name: 'Women' }],
  media_gallery: [{ image: '/c/a/cap-red.jpg', pos: 1 }],
}

describe('shareIdenticalParts', () => {
  it('keeps what differs and takes the base object for every identical part', () => {
    const dutch = structuredClone({
      ...english,
      name: 'Gewassen dad cap',
      category: [{ category_id: 3, name: 'Dames' }],
    })
    const shared = shareIdenticalParts(dutch, english)
    expect(shared).toEqual(dutch)
    expect(shared.stock).toBe(english.stock)
    expect(shared.media_gallery).toBe(english.media_gallery)
    expect(shared.category).not.toBe(english.category)
    expect(Object.keys(shared)).toEqual(Object.keys(dutch))
  })

  it('gives the base itself for an equal document, and an equal copy without a base', () => {
    expect(shareIdenticalParts(structuredClone(english), english)).toBe(english)
    const alone = structuredClone(english)
    expect(shareIdenticalParts(alone, undefined)).toEqual(english)
  })

  it('makes equal strings of different documents one string', () => {
    const strings = new Map<string, string>()
    const first = shareIdenticalParts({ path: ['dames', 'kleding'].join('/') }, undefined, strings)
    const second = shareIdenticalParts({ path: ['dames', 'kleding'].join('/') }, {}, strings)
    expect(second.path).toBe('dames/kleding')
    // the same string object: interned through the table, not merely equal
    expect(strings.get('dames/kleding')).toBe(first.path)
    expect(strings.size).toBe(1)
  })

  it('never takes a base part whose keys or length differ', () => {
    const more = { ...structuredClone(english), stock: { qty: 12, is_in_stock: true, extra: 1 } }
    expect(shareIdenticalParts(more, english).stock).toEqual(more.stock)
    const shorter = { ...structuredClone(english), media_gallery: [] }
    expect(shareIdenticalParts(shorter, english).media_gallery).toEqual([])
    expect(shareIdenticalParts({ a: [1] }, { a: { 0: 1 } })).toEqual({ a: [1] })
  })
})
