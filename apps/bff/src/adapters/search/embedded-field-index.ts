// The embedded engine's per-field value index, built lazily the first time a query filters,
// aggregates or sorts on a field, then kept until the entity is replaced. It maps every distinct
// value to the sorted positions of the documents holding it (a posting list), so filters and facet
// counts touch only the postings of the values asked for instead of every document.
//
// Keys are canonical: a numeric string ("5003") and the number 5003 are the same key, as
// Elasticsearch coerces them on numeric and keyword fields alike. Strings that look like dates
// (`yyyy-MM-dd`, `yyyy-MM-dd HH:mm:ss`, ISO 8601; zone-less = UTC) also compare as instants in
// range filters with date bounds.
import { DocBitset } from './doc-bitset.js'
import { readPathValues, isSearchScalar } from './read-document-path.js'
import type { SearchDocument, SearchScalar } from './search.port.js'

export type IndexKey = string | number | boolean

/** Range results kept per field: the listings' fixed price ranges and the latest typed ones. */
export const MAX_RANGE_SETS = 64

const CANONICAL_NUMBER = /^-?(0|[1-9]\d*)(\.\d*[1-9])?$/
const DATE_STRING =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(\.\d+)?)?)?(Z|[+-]\d{2}:?\d{2})?$/

export function canonicalizeKey(value: SearchScalar): IndexKey {
  if (typeof value === 'string' && CANONICAL_NUMBER.test(value)) return Number(value)
  return value
}

/** Epoch milliseconds of a date-like string, or undefined. */
export function parseDateString(value: string): number | undefined {
  const match = DATE_STRING.exec(value)
  if (!match) return undefined
  const [, year, month, day, hour = '00', minute = '00', second = '00', fraction = '', zone] = match
  const ms = Date.parse(
    `${year}-${month}-${day}T${hour}:${minute}:${second}${fraction}${zone ?? 'Z'}`,
  )
  return Number.isNaN(ms) ? undefined : ms
}

/** Total order of keys: numbers and booleans (as 0/1) before strings. */
export function compareKeys(a: IndexKey, b: IndexKey): number {
  const aText = typeof a === 'string'
  const bText = typeof b === 'string'
  if (aText !== bText) return aText ? 1 : -1
  if (aText) return a < (b as string) ? -1 : a > (b as string) ? 1 : 0
  return Number(a) - Number(b)
}

interface SortedPostings {
  keys: number[]
  postings: Uint32Array[]
  /** `before[i]`: the postings of keys[0..i) together (length keys.length + 1). */
  before: Float64Array
}

export interface DocumentKeys {
  keys: IndexKey[]
  offsets: Uint32Array
  keyIds: Uint32Array
}

export class FieldIndex {
  readonly size: number
  readonly postings: Map<IndexKey, Uint32Array>
  /** Documents with any non-null value at the path (ES `exists`). */
  readonly present: DocBitset
  #numeric: SortedPostings | undefined
  #dates: SortedPostings | undefined
  #strings: { keys: string[]; postings: Uint32Array[] } | undefined
  #documentKeys: DocumentKeys | undefined
  readonly #ranges = new Map<string, DocBitset>()
  #ranks: { asc: Uint32Array; desc: Uint32Array } | undefined

  private constructor(size: number, postings: Map<IndexKey, Uint32Array>, present: DocBitset) {
    this.size = size
    this.postings = postings
    this.present = present
  }

  static build(documents: readonly SearchDocument[], path: string): FieldIndex {
    const lists = new Map<IndexKey, number[]>()
    const present = new DocBitset(documents.length)
    for (let position = 0; position < documents.length; position++) {
      const values = readPathValues(documents[position], path)
      if (values.length === 0) continue
      present.add(position)
      let seen: IndexKey[] | undefined
      for (const value of values) {
        if (!isSearchScalar(value)) continue
        const key = canonicalizeKey(value)
        if (seen?.includes(key)) continue
        ;(seen ??= []).push(key)
        let list = lists.get(key)
        if (!list) lists.set(key, (list = []))
        list.push(position)
      }
    }
    // One buffer holds every posting list of the field, each a view of its part: a field of
    // thousands of values (prices, skus) would otherwise cost a buffer and its bookkeeping per
    // value, several times the positions themselves (D197).
    let total = 0
    for (const list of lists.values()) total += list.length
    const all = new Uint32Array(total)
    const postings = new Map<IndexKey, Uint32Array>()
    let at = 0
    for (const [key, list] of lists) {
      all.set(list, at)
      postings.set(key, all.subarray(at, (at += list.length)))
    }
    return new FieldIndex(documents.length, postings, present)
  }

  /**
   * The keys of each document (built on first use): `keyIds[offsets[p]..offsets[p + 1]]` index
   * `keys` for the document at position p. Counting the values of a few documents reads their
   * own keys instead of every posting of the field.
   */
  documentKeys(): DocumentKeys {
    if (!this.#documentKeys) {
      const keys = [...this.postings.keys()]
      const offsets = new Uint32Array(this.size + 1)
      let total = 0
      for (const postings of this.postings.values()) {
        for (const position of postings) offsets[position + 1]!++
        total += postings.length
      }
      for (let position = 0; position < this.size; position++) {
        offsets[position + 1] = offsets[position + 1]! + offsets[position]!
      }
      const next = offsets.slice(0, this.size)
      const keyIds = new Uint32Array(total)
      keys.forEach((key, id) => {
        for (const position of this.postings.get(key)!) keyIds[next[position]!++] = id
      })
      this.#documentKeys = { keys, offsets, keyIds }
    }
    return this.#documentKeys
  }

  /**
   * The documents with a value in a numeric range, made by `collect` once per range: the price
   * ranges of every listing are the same few.
   */
  rangeSet(from: number | undefined, to: number | undefined, collect: () => DocBitset): DocBitset {
    const key = `${from ?? ''}:${to ?? ''}`
    let set = this.#ranges.get(key)
    // The most recently used last; the least recently used goes once there are too many, since
    // ranges a shopper types (a price slider) never end.
    if (set) this.#ranges.delete(key)
    else set = collect()
    this.#ranges.set(key, set)
    if (this.#ranges.size > MAX_RANGE_SETS) this.#ranges.delete(this.#ranges.keys().next().value!)
    return set
  }

  /** Documents holding the key (numeric strings and numbers alike). */
  lookup(value: SearchScalar): Uint32Array | undefined {
    return this.postings.get(canonicalizeKey(value))
  }

  /** Numeric keys in ascending order with their postings. */
  numericPostings(): SortedPostings {
    return (this.#numeric ??= this.#collectSorted((key) =>
      typeof key === 'number' ? key : undefined,
    ))
  }

  /** Date-like string keys as epoch milliseconds in ascending order. */
  datePostings(): SortedPostings {
    return (this.#dates ??= this.#collectSorted((key) =>
      typeof key === 'string' ? parseDateString(key) : undefined,
    ))
  }

  stringPostings(): { keys: string[]; postings: Uint32Array[] } {
    if (!this.#strings) {
      const entries = [...this.postings].filter(
        (entry): entry is [string, Uint32Array] => typeof entry[0] === 'string',
      )
      entries.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
      this.#strings = { keys: entries.map((e) => e[0]), postings: entries.map((e) => e[1]) }
    }
    return this.#strings
  }

  /**
   * Sort ranks per document: ascending by the document's smallest value, descending by its
   * largest (as Elasticsearch sorts multi-valued fields); documents without a value rank last.
   */
  sortRanks(): { asc: Uint32Array; desc: Uint32Array } {
    if (!this.#ranks) {
      const keys = [...this.postings.keys()].sort(compareKeys)
      const missing = 0xffffffff
      const asc = new Uint32Array(this.size).fill(missing)
      const desc = new Uint32Array(this.size).fill(missing)
      keys.forEach((key, ordinal) => {
        const descOrdinal = keys.length - 1 - ordinal
        for (const position of this.postings.get(key)!) {
          if (asc[position] === missing) asc[position] = ordinal
          desc[position] = descOrdinal
        }
      })
      this.#ranks = { asc, desc }
    }
    return this.#ranks
  }

  #collectSorted(toNumber: (key: IndexKey) => number | undefined): SortedPostings {
    const entries: [number, Uint32Array][] = []
    for (const [key, postings] of this.postings) {
      const value = toNumber(key)
      if (value !== undefined) entries.push([value, postings])
    }
    entries.sort((a, b) => a[0] - b[0])
    const before = new Float64Array(entries.length + 1)
    entries.forEach(([, postings], i) => (before[i + 1] = before[i]! + postings.length))
    // Several strings can name the same instant ("2026-11-01" and "2026-11-01 00:00:00").
    return { keys: entries.map((e) => e[0]), postings: entries.map((e) => e[1]), before }
  }
}

/** Index of the first key >= value (or > value when `exclusive`) in ascending keys. */
export function lowerBound<T extends number | string>(
  keys: readonly T[],
  value: T,
  exclusive: boolean,
): number {
  let low = 0
  let high = keys.length
  while (low < high) {
    const middle = (low + high) >>> 1
    const key = keys[middle]!
    if (key < value || (exclusive && key === value)) low = middle + 1
    else high = middle
  }
  return low
}
