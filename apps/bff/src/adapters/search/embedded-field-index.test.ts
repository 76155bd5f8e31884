import { describe, expect, it } from 'vitest'
import { DocBitset } from './doc-bitset.js'
import { FieldIndex, MAX_RANGE_SETS } from './embedded-field-index.js'

const documents = [{ price: 10 }, { price: 25 }, { price: '25' }, { price: 40 }, {}]

describe('FieldIndex', () => {
  it('keeps one posting list per value, numeric strings and numbers alike', () => {
    const index = FieldIndex.build(documents, 'price')
    expect([...index.lookup(25)!]).toEqual([1, 2])
    expect([...index.lookup('10')!]).toEqual([0])
    expect(index.lookup(99)).toBeUndefined()
    expect([...index.numericPostings().keys]).toEqual([10, 25, 40])
  })

  it('keeps the latest range results only, so ranges that never repeat do not pile up', () => {
    const index = FieldIndex.build(documents, 'price')
    let collected = 0
    const collect = () => {
      collected++
      return new DocBitset(documents.length)
    }
    const first = index.rangeSet(0, 20, collect)
    for (let to = 100; to < 100 + MAX_RANGE_SETS - 1; to++) index.rangeSet(0, to, collect)
    expect(index.rangeSet(0, 20, collect)).toBe(first) // still kept, and now the latest used
    index.rangeSet(0, 1_000, collect) // one more: the least recently used (0–100) goes
    expect(collected).toBe(MAX_RANGE_SETS + 1)
    index.rangeSet(0, 100, collect)
    expect(collected).toBe(MAX_RANGE_SETS + 2)
    expect(index.rangeSet(0, 20, collect)).toBe(first)
  })
})
