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
import type { SearchFilter, SearchScalar } from './search.port.js'

type RangeFilter = Extract<SearchFilter, { op: 'range' }>
type Bound = number | string

export function evaluateEmbeddedFilter(filter: SearchFilter, index: FieldIndex): DocBitset {
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

function evaluateRange(filter: RangeFilter, index: FieldIndex): DocBitset {
  const defined = [filter.gt, filter.gte, filter.lt, filter.lte].filter(
    (bound): bound is Bound => bound !== undefined,
  )
  const mode = resolveRangeMode(defined)
  const sorted =
    mode === 'number'
      ? index.numericPostings()
      : mode === 'date'
        ? index.datePostings()
        : index.stringPostings()
  const keys = sorted.keys as Bound[]
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
  const set = new DocBitset(index.size)
  for (let i = start; i < end; i++) addPostings(set, sorted.postings[i])
  return set
}
