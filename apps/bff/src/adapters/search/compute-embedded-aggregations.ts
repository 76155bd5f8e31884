// Facet counts of the embedded engine, shaped like Elasticsearch's answers:
// - terms: one bucket per distinct value of the documents in scope, `doc_count` = documents
//   holding it (a document counts once per value), sorted by count desc then key asc, the first
//   `size`, empty buckets left out; booleans are keyed 1/0 as Elasticsearch keys them.
// - range: one bucket per requested range in request order, `from` inclusive, `to` exclusive,
//   empty buckets kept; a document counts once per bucket however many of its values fall in it.
import { DocBitset } from './doc-bitset.js'
import { compareKeys, lowerBound, type FieldIndex } from './embedded-field-index.js'
import type { SearchAggregation, SearchBucket } from './search.port.js'

type RangeAggregation = Extract<SearchAggregation, { kind: 'range' }>

export function computeTermsBuckets(
  index: FieldIndex,
  scope: DocBitset,
  size: number,
): SearchBucket[] {
  const counted: { key: string | number; doc_count: number }[] = []
  for (const [key, postings] of index.postings) {
    let count = 0
    for (const position of postings) if (scope.has(position)) count++
    if (count > 0)
      counted.push({ key: typeof key === 'boolean' ? Number(key) : key, doc_count: count })
  }
  counted.sort((a, b) => b.doc_count - a.doc_count || compareKeys(a.key, b.key))
  return counted.slice(0, Math.max(0, size))
}

export function computeRangeBuckets(
  index: FieldIndex,
  scope: DocBitset,
  ranges: RangeAggregation['ranges'],
): SearchBucket[] {
  const { keys, postings } = index.numericPostings()
  return ranges.map((range) => {
    const start = range.from === undefined ? 0 : lowerBound(keys, range.from, false)
    const end = range.to === undefined ? keys.length : lowerBound(keys, range.to, false)
    const inBucket = new DocBitset(index.size)
    for (let i = start; i < end; i++) {
      for (const position of postings[i]!) inBucket.add(position)
    }
    return { key: range.key, doc_count: inBucket.intersectWith(scope).count() }
  })
}
