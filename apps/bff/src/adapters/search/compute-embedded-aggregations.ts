// Facet counts of the embedded engine, shaped like Elasticsearch's answers:
// - terms: one bucket per distinct value of the documents in scope, `doc_count` = documents
//   holding it (a document counts once per value), sorted by count desc then key asc, the first
//   `size`, empty buckets left out; booleans are keyed 1/0 as Elasticsearch keys them.
// - range: one bucket per requested range in request order, `from` inclusive, `to` exclusive,
//   empty buckets kept; a document counts once per bucket however many of its values fall in it.
import { DocBitset } from './doc-bitset.js'
import { compareKeys, lowerBound, type FieldIndex, type IndexKey } from './embedded-field-index.js'
import type { SearchAggregation, SearchBucket } from './search.port.js'

type RangeAggregation = Extract<SearchAggregation, { kind: 'range' }>

/**
 * Below (postings of the field) / factor documents in scope, terms are counted from the scope's
 * documents; above, from the field's postings. Both count the same; each is cheaper on its side.
 */
const SPARSE_SCOPE_FACTOR = 4

/** Per-key counts of the last sparse count, reused (counting is synchronous). */
let scratchCounts = new Uint32Array(64)

/** `positions` are the scope's, when the caller has them already (several facets, one scope). */
export function computeTermsBuckets(
  index: FieldIndex,
  scope: DocBitset,
  size: number,
  positions: readonly number[] = scope.toPositions(),
): SearchBucket[] {
  const counted: { key: string | number; doc_count: number }[] = []
  const add = (key: IndexKey, count: number) => {
    if (count > 0)
      counted.push({ key: typeof key === 'boolean' ? Number(key) : key, doc_count: count })
  }
  const documentKeys = index.documentKeys()
  if (positions.length * SPARSE_SCOPE_FACTOR < documentKeys.keyIds.length) {
    // A small scope (a text search): read the keys of its documents.
    const { keys, offsets, keyIds } = documentKeys
    if (scratchCounts.length < keys.length) scratchCounts = new Uint32Array(keys.length)
    const counts = scratchCounts.fill(0, 0, keys.length)
    for (const position of positions) {
      for (let at = offsets[position]!; at < offsets[position + 1]!; at++) counts[keyIds[at]!]!++
    }
    keys.forEach((key, id) => add(key, counts[id]!))
  } else {
    for (const [key, postings] of index.postings) {
      let count = 0
      for (const position of postings) if (scope.has(position)) count++
      add(key, count)
    }
  }
  counted.sort((a, b) => b.doc_count - a.doc_count || compareKeys(a.key, b.key))
  return counted.slice(0, Math.max(0, size))
}

export function computeRangeBuckets(
  index: FieldIndex,
  scope: DocBitset,
  ranges: RangeAggregation['ranges'],
): SearchBucket[] {
  return ranges.map((range) => ({
    key: range.key,
    doc_count: index
      .rangeSet(range.from, range.to, () => collectRange(index, range.from, range.to))
      .countIntersection(scope),
  }))
}

/** The documents holding a value in [from, to). */
function collectRange(index: FieldIndex, from?: number, to?: number): DocBitset {
  const { keys, postings } = index.numericPostings()
  const start = from === undefined ? 0 : lowerBound(keys, from, false)
  const end = to === undefined ? keys.length : lowerBound(keys, to, false)
  const inRange = new DocBitset(index.size)
  for (let i = start; i < end; i++) {
    for (const position of postings[i]!) inRange.add(position)
  }
  return inRange
}
