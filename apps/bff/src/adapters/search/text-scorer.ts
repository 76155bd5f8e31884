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

/** Term → field id → short document id → term frequency. */
type TermData = Map<number, Map<number, number>>

interface MiniSearchInternals {
  _index: {
    get(term: string): TermData | undefined
    fuzzyGet(term: string, maxDistance: number): Map<string, [TermData, number]>
  }
  _fieldIds: Record<string, number>
  _avgFieldLength: number[]
  _fieldLength: Map<number, number[]>
  _documentCount: number
  _documentIds: Map<number, unknown>
}

/** minisearch 7.2 defaults (`defaultSearchOptions`): weights and BM25+ parameters. */
const FUZZY_WEIGHT = 0.45
const MAX_FUZZY = 6
const BM25 = { k: 1.2, b: 0.7, d: 0.5 }

/** How many query terms' variants are remembered (each a short list of index references). */
const VARIANT_CACHE_TERMS = 4096

interface Variant {
  weight: number
  data: TermData
}

export interface TextScoreOptions {
  /** Field → boost, in MiniSearch's order (the query's fields). */
  fieldBoosts: Record<string, number>
  /** Edit distance (≥ 1), a share of the term's length (< 1), or 0 for exact terms only. */
  fuzzy: number
  /** Distinct query terms a document must match. */
  required: number
  scope?: DocBitset | undefined
}

export class TextScorer {
  readonly #index: MiniSearchInternals['_index']
  readonly #fieldIds: Record<string, number>
  readonly #averageLengths: number[]
  readonly #documentCount: number
  /** Short id → the document's position (its MiniSearch id). */
  readonly #positions: Uint32Array
  /** Field id → short id → field length. */
  readonly #fieldLengths: Float64Array[]
  readonly #variants = new LRUCache<string, Variant[]>({ max: VARIANT_CACHE_TERMS })
  /** Per-term sums and the cross-term totals, reused by every query (one query at a time). */
  readonly #termScores: Float64Array
  readonly #totals: Float64Array
  readonly #matchedTerms: Uint16Array

  constructor(engine: MiniSearch<never> | MiniSearch<{ position: number }>) {
    const internals = engine as unknown as MiniSearchInternals
    this.#index = internals._index
    this.#fieldIds = internals._fieldIds
    this.#averageLengths = internals._avgFieldLength
    this.#documentCount = internals._documentCount
    let size = 0
    for (const shortId of internals._documentIds.keys()) size = Math.max(size, shortId + 1)
    this.#positions = new Uint32Array(size)
    for (const [shortId, id] of internals._documentIds) this.#positions[shortId] = id as number
    this.#fieldLengths = Object.values(this.#fieldIds).map(() => new Float64Array(size))
    for (const [shortId, lengths] of internals._fieldLength) {
      lengths.forEach((length, fieldId) => {
        this.#fieldLengths[fieldId]![shortId] = length
      })
    }
    this.#termScores = new Float64Array(size)
    this.#totals = new Float64Array(size)
    this.#matchedTerms = new Uint16Array(size)
  }

  /** Raw scores by document position of the documents matching at least `required` terms. */
  score(terms: readonly string[], options: TextScoreOptions): Map<number, number> {
    const fields = Object.entries(options.fieldBoosts).flatMap(([field, boost]) => {
      const fieldId = this.#fieldIds[field]
      return fieldId === undefined ? [] : [{ fieldId, boost }]
    })
    const totals = this.#totals
    const matched = this.#matchedTerms
    const termScores = this.#termScores
    const touched: number[] = []
    const termTouched: number[] = []
    for (const term of terms) {
      termTouched.length = 0
      for (const { weight, data } of this.#variantsOf(term, options.fuzzy)) {
        for (const { fieldId, boost } of fields) {
          const frequencies = data.get(fieldId)
          if (frequencies === undefined) continue
          const matchingDocuments = frequencies.size
          const averageLength = this.#averageLengths[fieldId]!
          const lengths = this.#fieldLengths[fieldId]!
          const inverseFrequency = Math.log(
            1 + (this.#documentCount - matchingDocuments + 0.5) / (matchingDocuments + 0.5),
          )
          for (const [shortId, frequency] of frequencies) {
            if (options.scope && !options.scope.has(this.#positions[shortId]!)) continue
            const raw =
              inverseFrequency *
              (BM25.d +
                (frequency * (BM25.k + 1)) /
                  (frequency +
                    BM25.k * (1 - BM25.b + (BM25.b * lengths[shortId]!) / averageLength)))
            // MiniSearch: termWeight * termBoost * fieldBoost * docBoost * rawScore (boosts 1).
            const weighted = weight * 1 * boost * 1 * raw
            // Every weighted score is positive, so 0 means "not matched by this term yet".
            if (termScores[shortId] === 0) {
              termTouched.push(shortId)
              termScores[shortId] = weighted
            } else {
              termScores[shortId] = termScores[shortId]! + weighted
            }
          }
        }
      }
      for (const shortId of termTouched) {
        if (matched[shortId] === 0) {
          touched.push(shortId)
          totals[shortId] = termScores[shortId]!
        } else {
          totals[shortId] = totals[shortId]! + termScores[shortId]!
        }
        matched[shortId]!++
        termScores[shortId] = 0
      }
    }
    const scores = new Map<number, number>()
    for (const shortId of touched) {
      const count = matched[shortId]!
      if (count >= options.required) scores.set(this.#positions[shortId]!, totals[shortId]! * count)
      totals[shortId] = 0
      matched[shortId] = 0
    }
    return scores
  }

  /** The exact term and its fuzzy variants with their weights, in MiniSearch's order. */
  #variantsOf(term: string, fuzzy: number): Variant[] {
    const key = `${fuzzy}\u0000${term}`
    let variants = this.#variants.get(key)
    if (variants) return variants
    variants = []
    const exact = this.#index.get(term)
    if (exact) variants.push({ weight: 1, data: exact })
    const maxDistance =
      fuzzy <= 0 ? 0 : fuzzy < 1 ? Math.min(MAX_FUZZY, Math.round(term.length * fuzzy)) : fuzzy
    if (maxDistance) {
      for (const [variant, [data, distance]] of this.#index.fuzzyGet(term, maxDistance)) {
        if (!distance) continue
        variants.push({
          weight: (FUZZY_WEIGHT * variant.length) / (variant.length + distance),
          data,
        })
      }
    }
    this.#variants.set(key, variants)
    return variants
  }
}
