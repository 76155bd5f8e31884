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

/**
 * Per-key counts of a sparse count and the keys it touched, reused (counting is synchronous);
 * the counts are all 0 again once a count is over.
 */
let scratchCounts = new Uint32Array(64)
let scratchTouched = new Uint32Array(64)

/** `positions` are the scope's, when the caller has them already (several facets, one scope). */
export function computeTermsBuckets(
  index: FieldIndex,
  scope: DocBitset,
  size: number,
  positions: readonly number[] = scope.toPositions(),
): SearchBucket[] {
  const top = new TopBuckets(Math.max(0, size))
  const documentKeys = index.documentKeys()
  if (positions.length * SPARSE_SCOPE_FACTOR < documentKeys.keyIds.length) {
    // A small scope (a text search): read the keys of its documents.
    const { keys, offsets, keyIds } = documentKeys
    if (scratchCounts.length < keys.length) {
      scratchCounts = new Uint32Array(keys.length)
      scratchTouched = new Uint32Array(keys.length)
    }
    const counts = scratchCounts
    const touched = scratchTouched
    let touchedCount = 0
    for (const position of positions) {
      for (let at = offsets[position]!; at < offsets[position + 1]!; at++) {
        const id = keyIds[at]!
        const count = counts[id]!
        if (count === 0) touched[touchedCount++] = id
        counts[id] = count + 1
      }
    }
    // The keys counted, in key order (a field can have thousands of keys, a scope a few of them).
    const ids = touched.subarray(0, touchedCount).sort()
    for (const id of ids) {
      top.offer(keys[id]!, counts[id]!)
      counts[id] = 0
    }
  } else {
    for (const [key, postings] of index.postings) {
      let count = 0
      for (const position of postings) if (scope.has(position)) count++
      top.offer(key, count)
    }
  }
  return top.buckets()
}

/**
 * The first `size` buckets of those offered, ordered by count desc then key asc, as a stable sort
 * of every offered bucket would order them (a later bucket never passes an equal one), without
 * keeping or sorting the rest.
 */
class TopBuckets {
  readonly #kept: { key: string | number; doc_count: number }[] = []

  constructor(private readonly size: number) {}

  offer(indexKey: IndexKey, count: number): void {
    if (count <= 0 || this.size === 0) return
    const key = typeof indexKey === 'boolean' ? Number(indexKey) : indexKey
    const kept = this.#kept
    let at = kept.length
    while (at > 0 && compareBuckets(key, count, kept[at - 1]!) < 0) at--
    if (at >= this.size) return
    kept.splice(at, 0, { key, doc_count: count })
    if (kept.length > this.size) kept.pop()
  }

  buckets(): SearchBucket[] {
    return this.#kept
  }
}

function compareBuckets(
  key: string | number,
  count: number,
  other: { key: string | number; doc_count: number },
): number {
  return other.doc_count - count || compareKeys(key, other.key)
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
