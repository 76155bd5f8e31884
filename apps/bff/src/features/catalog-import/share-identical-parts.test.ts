import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { createSharingPool, shareIdenticalParts } from './share-identical-parts.js'

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

  it('hands back a document in which no part was replaced as it is, not a copy', () => {
    const alone = structuredClone(english)
    const shared = shareIdenticalParts(alone, { sku: 'CAP-0002' })
    expect(shared).toBe(alone)
    expect(shared.category[0]).toBe(alone.category[0])
  })

  it('makes equal strings of different documents one string', () => {
    const pool = createSharingPool()
    const first = shareIdenticalParts({ path: ['dames', 'kleding'].join('/') }, undefined, pool)
    const second = shareIdenticalParts({ path: ['dames', 'kleding'].join('/') }, {}, pool)
    expect(second.path).toBe('dames/kleding')
    expect(pool.strings.get('dames/kleding')).toBe(first.path)
    expect(pool.strings.size).toBe(1)
  })

  it('keeps one copy of a string that thousands of parsed documents repeat', () => {
    // `===` cannot tell two equal strings apart; the heap can: 4,000 parsed copies of a 4 kB
    // text hold 16 MB, one shared copy 4 kB.
    const text = `/m/e/${'media'.repeat(800)}-${Math.random()}.jpg`
    const line = JSON.stringify({ sku: 'S', media: [{ image: text }], thumbnail: text })
    const collect = exposeCollector()
    collect()
    const before = process.memoryUsage().heapUsed
    const pool = createSharingPool()
    const kept = Array.from({ length: 4_000 }, (_, index) =>
      shareIdenticalParts({ ...JSON.parse(line), sku: `S-${index}` }, undefined, pool),
    )
    collect()
    const grown = process.memoryUsage().heapUsed - before
    expect(kept[3_999]).toEqual({ sku: 'S-3999', media: [{ image: text }], thumbnail: text })
    // the documents themselves take about 0.6 MB
    expect(grown).toBeLessThan(4 * 1024 * 1024)
  })

  it('makes equal small objects of scalars in one store view one object (D197)', () => {
    const pool = createSharingPool()
    const women = () => ({ category_id: 3, name: 'Dames', path: 'dames' })
    const cap = shareIdenticalParts(
      { sku: 'C-1', category: [women()], tags: [1, 2] },
      undefined,
      pool,
    )
    const hat = shareIdenticalParts(
      { sku: 'H-1', category: [women()], tags: [1, 2] },
      undefined,
      pool,
    )
    expect(hat.category[0]).toBe(cap.category[0])
    expect(hat).toEqual({ sku: 'H-1', category: [women()], tags: [1, 2] })
    // not the same: other key order, other values, or objects inside
    const reordered = shareIdenticalParts(
      { name: 'Dames', category_id: 3, path: 'dames' },
      undefined,
      pool,
    )
    expect(reordered).not.toBe(cap.category[0])
    expect(Object.keys(reordered)).toEqual(['name', 'category_id', 'path'])
    const nested = { sku: 'N', stock: { qty: 1 } }
    expect(shareIdenticalParts(structuredClone(nested), undefined, pool)).not.toBe(
      shareIdenticalParts(structuredClone(nested), undefined, pool),
    )
  })

  it('never takes a base part whose keys or length differ', () => {
    const more = { ...structuredClone(english), stock: { qty: 12, is_in_stock: true, extra: 1 } }
    expect(shareIdenticalParts(more, english).stock).toEqual(more.stock)
    const shorter = { ...structuredClone(english), media_gallery: [] }
    expect(shareIdenticalParts(shorter, english).media_gallery).toEqual([])
    expect(shareIdenticalParts({ a: [1] }, { a: { 0: 1 } })).toEqual({ a: [1] })
  })
})

/** V8's full collection, so what the heap holds is what is still reachable. */
function exposeCollector(): () => void {
  setFlagsFromString('--expose-gc')
  return runInNewContext('gc') as () => void
}
