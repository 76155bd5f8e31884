// Term counts are the same whether they are read from the scope's documents (a few documents, as
// after a text search) or from the field's postings (most documents, as in a category listing).
import { describe, expect, it } from 'vitest'
import { computeTermsBuckets } from './compute-embedded-aggregations.js'
import { DocBitset } from './doc-bitset.js'
import { FieldIndex } from './embedded-field-index.js'

// 400 products: a colour of their own, their children's colours (repeats count once), some none.
const documents = Array.from({ length: 400 }, (_, position) => ({
  sku: `P${position}`,
  color: position % 7 === 0 ? undefined : position % 5,
  configurable_children: [{ color: position % 3 }, { color: position % 3 }, { color: 'red' }],
  is_new: position % 2 === 0,
}))

function coloursOf(document: (typeof documents)[number]): (string | number)[] {
  const own = document.color === undefined ? [] : [document.color]
  return [...own, ...document.configurable_children.map((child) => child.color)]
}

function countByHand(path: 'color' | 'is_new', positions: readonly number[]) {
  const counts = new Map<string | number, number>()
  for (const position of positions) {
    const document = documents[position]!
    const values: (string | number)[] =
      path === 'is_new' ? [Number(document.is_new)] : coloursOf(document)
    for (const value of new Set(values)) counts.set(value, (counts.get(value) ?? 0) + 1)
  }
  return counts
}

describe('computeTermsBuckets', () => {
  const colours = FieldIndex.build(
    documents.map((document) => ({ ...document, colors: coloursOf(document) })),
    'colors',
  )

  it.each([
    ['a few documents', [3, 10, 11, 250, 399]],
    ['every third document', Array.from({ length: 134 }, (_, i) => i * 3)],
    ['every document', Array.from({ length: 400 }, (_, i) => i)],
    ['no document', []],
  ])('counts each value once per document of the scope (%s)', (_name, positions) => {
    const scope = DocBitset.fromPositions(documents.length, positions)
    const buckets = computeTermsBuckets(colours, scope, 50)
    expect(new Map(buckets.map((bucket) => [bucket.key, bucket.doc_count]))).toEqual(
      countByHand('color', positions),
    )
    // Sorted by count, then key; empty values left out.
    const counts = buckets.map((bucket) => bucket.doc_count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(computeTermsBuckets(colours, scope, 2).length).toBeLessThanOrEqual(2)
  })

  it('keys booleans 1 and 0 as Elasticsearch does, on both sides of the threshold', () => {
    const index = FieldIndex.build(documents, 'is_new')
    for (const positions of [[1, 2, 4], Array.from({ length: 400 }, (_, i) => i)]) {
      const scope = DocBitset.fromPositions(documents.length, positions)
      const expected = countByHand('is_new', positions)
      expect(computeTermsBuckets(index, scope, 10)).toEqual(
        [...expected]
          .map(([key, doc_count]) => ({ key, doc_count }))
          .sort((a, b) => b.doc_count - a.doc_count || Number(a.key) - Number(b.key)),
      )
    }
  })
})
