// Evaluates one typed filter of the search port to the set of matching document positions, using
// the field's value index (embedded-field-index.ts). Semantics follow Elasticsearch's `term`,
// `terms`, `bool.must_not`, `range` and `exists` on flattened object arrays: a document matches
// when any of its values at the path matches; `nin` and `exists: false` also match documents
// without the field.
import { DocBitset } from './doc-bitset.js'
import {
  canonicalizeKey,
  lowerBound,
  parseDateString,
  type FieldIndex,
} from './embedded-field-index.js'
import type { SearchFieldFilter, SearchScalar } from './search.port.js'

type RangeFilter = Extract<SearchFieldFilter, { op: 'range' }>
type Bound = number | string

export function evaluateEmbeddedFilter(filter: SearchFieldFilter, index: FieldIndex): DocBitset {
  switch (filter.op) {
    case 'eq':
      return collectKeys(index, [filter.value])
    case 'in':
      return collectKeys(index, filter.values)
    case 'nin':
      return collectKeys(index, filter.values).complement()
    case 'exists':
      return filter.exists ? index.present.clone() : index.present.complement()
    case 'range':
      return evaluateRange(filter, index)
  }
}

function collectKeys(index: FieldIndex, values: readonly SearchScalar[]): DocBitset {
  const set = new DocBitset(index.size)
  for (const value of values) addPostings(set, index.lookup(value))
  return set
}

function addPostings(set: DocBitset, postings: Uint32Array | undefined): void {
  if (!postings) return
  for (const position of postings) set.add(position)
}

type RangeMode = 'number' | 'date' | 'string'

function resolveRangeMode(bounds: readonly Bound[]): RangeMode {
  if (bounds.every((bound) => typeof canonicalizeKey(bound) === 'number')) return 'number'
  if (bounds.some((bound) => typeof bound === 'string' && parseDateString(bound) !== undefined)) {
    return 'date'
  }
  return 'string'
}

function toBound(value: Bound, mode: RangeMode): Bound {
  if (mode === 'string') return String(value)
  if (mode === 'number') return Number(value)
  const ms = typeof value === 'number' ? value : parseDateString(value)
  if (ms === undefined) throw new RangeError(`Range bound ${value} is not a date`)
  return ms
}

/** A range filter's keys: `keys[start..end)` of the field's sorted keys of its mode. */
interface KeyRange {
  mode: RangeMode
  start: number
  end: number
}

function resolveKeyRange(filter: RangeFilter, index: FieldIndex): KeyRange {
  const defined = [filter.gt, filter.gte, filter.lt, filter.lte].filter(
    (bound): bound is Bound => bound !== undefined,
  )
  const mode = resolveRangeMode(defined)
  const keys = sortedPostingsOf(index, mode).keys as Bound[]
  let start = 0
  let end = keys.length
  if (filter.gt !== undefined)
    start = Math.max(start, lowerBound(keys, toBound(filter.gt, mode), true))
  if (filter.gte !== undefined) {
    start = Math.max(start, lowerBound(keys, toBound(filter.gte, mode), false))
  }
  if (filter.lt !== undefined)
    end = Math.min(end, lowerBound(keys, toBound(filter.lt, mode), false))
  if (filter.lte !== undefined) {
    end = Math.min(end, lowerBound(keys, toBound(filter.lte, mode), true))
  }
  return { mode, start, end }
}

function sortedPostingsOf(
  index: FieldIndex,
  mode: RangeMode,
): { keys: readonly Bound[]; postings: readonly Uint32Array[] } {
  return mode === 'number'
    ? index.numericPostings()
    : mode === 'date'
      ? index.datePostings()
      : index.stringPostings()
}

function evaluateRange(filter: RangeFilter, index: FieldIndex): DocBitset {
  const { mode, start, end } = resolveKeyRange(filter, index)
  const postings = sortedPostingsOf(index, mode).postings
  const set = new DocBitset(index.size)
  for (let i = start; i < end; i++) addPostings(set, postings[i])
  return set
}

/** A numeric range filter as the lowest and highest key it keeps, and how many documents hold one. */
export interface NumericKeyRange {
  low: number
  high: number
  /** Documents counted once per key in range (an upper bound of the documents matched). */
  documents: number
}

/** The numeric keys a range filter keeps, or undefined for a date or string range. */
export function resolveNumericRange(
  filter: RangeFilter,
  index: FieldIndex,
): NumericKeyRange | undefined {
  const { mode, start, end } = resolveKeyRange(filter, index)
  if (mode !== 'number') return undefined
  const { keys, before } = index.numericPostings()
  if (start >= end) return { low: 1, high: 0, documents: 0 }
  return { low: keys[start]!, high: keys[end - 1]!, documents: before[end]! - before[start]! }
}

/**
 * Adds to `into` the `positions` holding a key of `range`: the same documents as the whole range
 * intersected with those positions (evaluateEmbeddedFilter), read from each document's own keys.
 */
export function collectRangeWithin(
  index: FieldIndex,
  range: NumericKeyRange,
  positions: readonly number[],
  into: DocBitset,
): DocBitset {
  const { keys, offsets, keyIds } = index.documentKeys()
  const { low, high } = range
  for (const position of positions) {
    for (let at = offsets[position]!; at < offsets[position + 1]!; at++) {
      const key = keys[keyIds[at]!]
      if (typeof key === 'number' && key >= low && key <= high) {
        into.add(position)
        break
      }
    }
  }
  return into
}
