import { describe, expect, it } from 'vitest'
import { CatalogKeyMemo } from './catalog-cache.js'

describe('CatalogKeyMemo', () => {
  it('answers what was remembered for a request under the same catalogue reference', () => {
    const memo = new CatalogKeyMemo<string>()
    const reference = {}
    memo.set(reference, '{"type":"product"}', 'catalog:envelope:abc')
    expect(memo.get(reference, '{"type":"product"}')).toBe('catalog:envelope:abc')
    expect(memo.get(reference, '{"type":"category"}')).toBeUndefined()
  })

  it('forgets everything once another reference (a new import) is in use', () => {
    const memo = new CatalogKeyMemo<string>()
    const before = {}
    const after = {}
    memo.set(before, 'a', 'key-a')
    expect(memo.get(after, 'a')).toBeUndefined()
    memo.set(after, 'b', 'key-b')
    expect(memo.get(before, 'a')).toBeUndefined()
    expect(memo.get(after, 'b')).toBe('key-b')
  })

  it('keeps at most its number of entries, the least recently used going first', () => {
    const memo = new CatalogKeyMemo<number>(2)
    const reference = {}
    memo.set(reference, 'a', 1)
    memo.set(reference, 'b', 2)
    memo.get(reference, 'a')
    memo.set(reference, 'c', 3)
    expect(memo.get(reference, 'b')).toBeUndefined()
    expect(memo.get(reference, 'a')).toBe(1)
  })

  it('finds a frozen body by identity, per caller, and only under its own reference', () => {
    const memo = new CatalogKeyMemo<string>()
    const reference = {}
    const body = Object.freeze({ type: 'product' })
    memo.setForBody(reference, body, 'nl', 'key-nl')
    expect(memo.getForBody(reference, body, 'nl')).toBe('key-nl')
    expect(memo.getForBody(reference, body, 'de')).toBeUndefined()
    expect(memo.getForBody(reference, Object.freeze({ type: 'product' }), 'nl')).toBeUndefined()
    expect(memo.getForBody({}, body, 'nl')).toBeUndefined()
  })
})
