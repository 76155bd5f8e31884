// BM25+ scores over a MiniSearch index without MiniSearch's result objects. MiniSearch's `search`
// makes an object (score, terms, match) per matching document and query term and sorts them all;
// for a catalogue query that is thousands of short-lived objects, most of them configurable
// children outside the query's scope. This reads the index MiniSearch built and computes the same
// numbers in the same order of floating-point operations (minisearch 7.2 `executeQuerySpec`,
// `termResults`, the OR combinator and `search`'s quality factor):
//   term score(d)  = Σ over [exact term, fuzzy variants…] × fields, in that order, of
//                    weight × field boost × BM25+(tf, matching docs, doc count, field length)
//   query score(d) = (term₁(d) + term₂(d) + …) in query order, × the number of terms matched.
// text-scorer.test.ts checks them against MiniSearch's own search; the internals read here are
// typed below, so a MiniSearch upgrade that changes them fails that test, not a shopper's search.
import type MiniSearch from 'minisearch'
import { LRUCache } from 'lru-cache'
import type { DocBitset } from './doc-bitset.js'

/** Term → field id → short document id → term frequency (MiniSearch's postings). */
type TermData = Map<number, Map<number, number>>

/** A radix tree of terms (MiniSearch's SearchableMap) with its fuzzy lookup. */
interface TermTree<T> {
  get(term: string): T | undefined
  set(term: string, value: T): unknown
  fuzzyGet(term: string, maxDistance: number): Map<string, [T, number]>
  [Symbol.iterator](): IterableIterator<[string, T]>
}

interface MiniSearchInternals {
  _index: TermTree<TermData | Postings>
  _fieldIds: Record<string, number>
  _avgFieldLength: number[]
  _fieldLength: Map<number, number[]>
  _documentCount: number
  _documentIds: Map<number, unknown>
}

/**
 * A term's postings packed in one array: `[fields, (fieldId, count, (position, tf) × count) × fields]`,
 * in MiniSearch's order. Maps of maps took 16 MB for 20,000 products; this takes under 1 MB.
 */
type Postings = Uint32Array

/** What scoring needs of a MiniSearch index, compact. */
export interface CompactTextIndex {
  /** MiniSearch's own tree (its shape decides the order of fuzzy variants) with packed postings. */
  terms: TermTree<Postings>
  fieldIds: Record<string, number>
  averageLengths: readonly number[]
  documentCount: number
  /** Field id → document position → field length. */
  fieldLengths: readonly Float64Array[]
}

/**
 * Takes MiniSearch's index apart into the compact form; the engine must not be used afterwards
 * (its tree now holds packed postings). Documents were added with their position as id.
 */
export function compactMiniSearchIndex(engine: MiniSearch<never>): CompactTextIndex {
  const internals = engine as unknown as MiniSearchInternals
  const positionOf = new Map<number, number>()
  let size = 0
  for (const [shortId, id] of internals._documentIds) {
    positionOf.set(shortId, id as number)
    size = Math.max(size, (id as number) + 1)
  }
  const fieldIds = internals._fieldIds
  const fieldLengths = Object.values(fieldIds).map(() => new Float64Array(size))
  for (const [shortId, lengths] of internals._fieldLength) {
    lengths.forEach((length, fieldId) => {
      fieldLengths[fieldId]![positionOf.get(shortId)!] = length
    })
  }
  const packed: [string, Postings][] = []
  for (const [term, data] of internals._index as TermTree<TermData>) {
    let length = 1
    for (const frequencies of data.values()) length += 2 + frequencies.size * 2
    const postings = new Uint32Array(length)
    let at = 0
    postings[at++] = data.size
    for (const [fieldId, frequencies] of data) {
      postings[at++] = fieldId
      postings[at++] = frequencies.size
      for (const [shortId, frequency] of frequencies) {
        postings[at++] = positionOf.get(shortId)!
        postings[at++] = frequency
      }
    }
    packed.push([term, postings])
  }
  // Replacing the values of existing keys keeps the tree's shape.
  const terms = internals._index as TermTree<Postings>
  for (const [term, postings] of packed) terms.set(term, postings)
  return {
    terms,
    fieldIds,
    averageLengths: [...internals._avgFieldLength],
    documentCount: internals._documentCount,
    fieldLengths,
  }
}

/** minisearch 7.2 defaults (`defaultSearchOptions`): weights and BM25+ parameters. */
const FUZZY_WEIGHT = 0.45
const MAX_FUZZY = 6
const BM25 = { k: 1.2, b: 0.7, d: 0.5 }

/** How many query terms' variants are remembered (each a short list of index references). */
const VARIANT_CACHE_TERMS = 4096

interface Variant {
  weight: number
  postings: Postings
}

/** A term's postings within one scope (inScopePostings), from its second use there (D210). */
interface InScope {
  scopeKey?: string
  postings?: Postings
  /** The scope the term was last scored in without such postings. */
  lastScopeKey?: string
}

/** Postings this short are scored whole: keeping their in-scope part would save next to nothing. */
const MIN_POSTINGS_KEPT_IN_SCOPE = 64

export interface TextScoreOptions {
  /** Field → boost, in MiniSearch's order (the query's fields). */
  fieldBoosts: Record<string, number>
  /** Edit distance (≥ 1), a share of the term's length (< 1), or 0 for exact terms only. */
  fuzzy: number
  /** Distinct query terms a document must match. */
  required: number
  scope?: DocBitset | undefined
  /**
   * A name of `scope` (its filters): equal names are equal scopes of this index. With it, a term's
   * postings are reduced to the scope once it is used a second time, and scored from there.
   */
  scopeKey?: string | undefined
}

export class TextScorer {
  readonly #index: CompactTextIndex
  readonly #variants = new LRUCache<string, Variant[]>({ max: VARIANT_CACHE_TERMS })
  /**
   * Postings reduced to a scope, by the index's postings (shared by every query term that has them
   * as a variant): at most one scope each, so a third of the index's postings at most.
   */
  readonly #inScope = new WeakMap<Postings, InScope>()
  /** Per-term sums and the cross-term totals, reused by every query (one query at a time). */
  readonly #termScores: Float64Array
  readonly #totals: Float64Array
  readonly #matchedTerms: Uint16Array
  /** The documents a query touched, all terms and the current term's (reused likewise). */
  readonly #touched: Uint32Array
  readonly #termTouched: Uint32Array

  constructor(index: CompactTextIndex) {
    this.#index = index
    const size = index.fieldLengths[0]?.length ?? 0
    this.#termScores = new Float64Array(size)
    this.#totals = new Float64Array(size)
    this.#matchedTerms = new Uint16Array(size)
    this.#touched = new Uint32Array(size)
    this.#termTouched = new Uint32Array(size)
  }

  /** Raw scores by document position of the documents matching at least `required` terms. */
  score(terms: readonly string[], options: TextScoreOptions): Map<number, number> {
    const scores = new Map<number, number>()
    this.visit(terms, options, (position, score) => scores.set(position, score))
    return scores
  }

  /**
   * Calls `onScore` with the raw score of each document matching at least `required` terms, in
   * the order `score` lists them, allocating nothing per document.
   */
  visit(
    terms: readonly string[],
    options: TextScoreOptions,
    onScore: (position: number, score: number) => void,
  ): void {
    const index = this.#index
    const fields = Object.entries(options.fieldBoosts).flatMap(([field, boost]) => {
      const fieldId = index.fieldIds[field]
      return fieldId === undefined ? [] : [{ fieldId, boost }]
    })
    const totals = this.#totals
    const matched = this.#matchedTerms
    const termScores = this.#termScores
    const scope = options.scope
    const touched = this.#touched
    const termTouched = this.#termTouched
    let touchedCount = 0
    for (const term of terms) {
      let termTouchedCount = 0
      for (const variant of this.#variantsOf(term, options.fuzzy)) {
        const { weight } = variant
        const reduced =
          scope && options.scopeKey !== undefined
            ? this.#inScopePostings(variant.postings, scope, options.scopeKey)
            : undefined
        // A segment: fieldId, the field's documents matching the term in the whole index (BM25's
        // count), in reduced postings the entries kept, then the (position, tf) entries.
        const from = reduced ?? variant.postings
        const header = reduced ? REDUCED_SEGMENT_HEADER : SEGMENT_HEADER
        const checkScope = scope !== undefined && reduced === undefined
        for (const { fieldId, boost } of fields) {
          const at = findField(from, fieldId, header)
          if (at < 0) continue
          const matchingDocuments = from[at + 1]!
          const averageLength = index.averageLengths[fieldId]!
          const lengths = index.fieldLengths[fieldId]!
          const inverseFrequency = Math.log(
            1 + (index.documentCount - matchingDocuments + 0.5) / (matchingDocuments + 0.5),
          )
          const start = at + header
          const end = start + from[start - 1]! * 2
          for (let entry = start; entry < end; entry += 2) {
            const position = from[entry]!
            if (checkScope && !scope.has(position)) continue
            const frequency = from[entry + 1]!
            const raw =
              inverseFrequency *
              (BM25.d +
                (frequency * (BM25.k + 1)) /
                  (frequency +
                    BM25.k * (1 - BM25.b + (BM25.b * lengths[position]!) / averageLength)))
            // MiniSearch: termWeight * termBoost * fieldBoost * docBoost * rawScore (boosts 1).
            const weighted = weight * 1 * boost * 1 * raw
            // Every weighted score is positive, so 0 means "not matched by this term yet".
            if (termScores[position] === 0) {
              termTouched[termTouchedCount++] = position
              termScores[position] = weighted
            } else {
              termScores[position] = termScores[position]! + weighted
            }
          }
        }
      }
      for (let i = 0; i < termTouchedCount; i++) {
        const position = termTouched[i]!
        if (matched[position] === 0) {
          touched[touchedCount++] = position
          totals[position] = termScores[position]!
        } else {
          totals[position] = totals[position]! + termScores[position]!
        }
        matched[position]!++
        termScores[position] = 0
      }
    }
    for (let i = 0; i < touchedCount; i++) {
      const position = touched[i]!
      const count = matched[position]!
      const total = totals[position]!
      totals[position] = 0
      matched[position] = 0
      if (count >= options.required) onScore(position, total * count)
    }
  }

  /**
   * A term's postings within `scope` named `scopeKey`, in the layout
   * `[fields, (fieldId, matching documents in the index, entries, (position, tf) × entries) × fields]`;
   * undefined while they are not kept (short postings, a scope met for the first time in a row).
   */
  #inScopePostings(all: Postings, scope: DocBitset, scopeKey: string): Postings | undefined {
    if (all.length < MIN_POSTINGS_KEPT_IN_SCOPE * 2) return undefined
    let known = this.#inScope.get(all)
    if (known?.scopeKey === scopeKey) return known.postings
    if (known?.lastScopeKey !== scopeKey) {
      if (!known) this.#inScope.set(all, (known = {}))
      known.lastScopeKey = scopeKey
      return undefined
    }
    const kept: number[] = [all[0]!]
    let at = 1
    for (let field = 0; field < all[0]!; field++) {
      const count = all[at + 1]!
      kept.push(all[at]!, count, 0)
      const entriesAt = kept.length - 1
      let entries = 0
      for (let entry = at + 2; entry < at + 2 + count * 2; entry += 2) {
        if (!scope.has(all[entry]!)) continue
        kept.push(all[entry]!, all[entry + 1]!)
        entries++
      }
      kept[entriesAt] = entries
      at += 2 + count * 2
    }
    const postings = Uint32Array.from(kept)
    this.#inScope.set(all, { scopeKey, postings })
    return postings
  }

  /** The exact term and its fuzzy variants with their weights, in MiniSearch's order. */
  #variantsOf(term: string, fuzzy: number): Variant[] {
    const key = `${fuzzy}\u0000${term}`
    let variants = this.#variants.get(key)
    if (variants) return variants
    variants = []
    const exact = this.#index.terms.get(term)
    if (exact) variants.push({ weight: 1, postings: exact })
    const maxDistance =
      fuzzy <= 0 ? 0 : fuzzy < 1 ? Math.min(MAX_FUZZY, Math.round(term.length * fuzzy)) : fuzzy
    if (maxDistance) {
      for (const [variant, [postings, distance]] of this.#index.terms.fuzzyGet(term, maxDistance)) {
        if (!distance) continue
        variants.push({
          weight: (FUZZY_WEIGHT * variant.length) / (variant.length + distance),
          postings,
        })
      }
    }
    this.#variants.set(key, variants)
    return variants
  }
}

/** Words before a segment's entries: in a term's postings, and in reduced ones (inScopePostings). */
const SEGMENT_HEADER = 2
const REDUCED_SEGMENT_HEADER = 3

/** Where a field's segment starts in postings whose segments have `header` words, or -1. */
function findField(postings: Postings, fieldId: number, header: number): number {
  let at = 1
  for (let field = 0; field < postings[0]!; field++) {
    if (postings[at] === fieldId) return at
    at += header + postings[at + header - 1]! * 2
  }
  return -1
}
