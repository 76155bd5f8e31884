// One entity's documents in the embedded engine and the evaluation of a SearchQuery over them
// (search.port.ts semantics). Value and text indexes are built lazily per field and live as long
// as this object; an import builds a new EmbeddedEntityIndex and swaps it in whole.
//
// Order of evaluation, mirroring Elasticsearch's query → post_filter → aggregations:
//   scope  = all filters (AND) ∧ text hits (minimum match, minimum score)
//   hits   = scope ∧ every facet filter
//   agg(f) = scope ∧ the facet filters on fields other than f (multi-select facets)
//
// Score normalisation: MiniSearch's BM25 scores are unbounded, so a fixed threshold of 0.02 would
// mean nothing. Each hit's score is divided by the best score in `scope` (the hits before facet
// filters, so choosing a facet never changes which hits survive), giving 1 for the best match;
// hits below `minScore` (spec 000 §9: 0.02, i.e. under 2 % of the best match) are dropped.
import { DocBitset } from './doc-bitset.js'
import { dedupeDocumentsById } from './dedupe-documents.js'
import { computeRangeBuckets, computeTermsBuckets } from './compute-embedded-aggregations.js'
import { FieldIndex } from './embedded-field-index.js'
import { EmbeddedTextIndex } from './embedded-text-index.js'
import {
  collectRangeWithin,
  evaluateEmbeddedFilter,
  resolveNumericRange,
} from './evaluate-embedded-filter.js'
import { readPathValues } from './read-document-path.js'
import { rankTopHits } from './rank-top-hits.js'
import { compilePathPatterns, projectDocumentSource } from './search-source.port.js'
import type {
  SearchDocument,
  SearchFieldFilter,
  SearchFilter,
  SearchQuery,
  SearchResult,
  SearchSort,
  TextQuery,
} from './search.port.js'

const FILTER_CACHE_ENTRIES = 512

/** The working sets of one search (EmbeddedEntityIndex.#scratch). */
const Scratch = { Scope: 0, Text: 1, Hits: 2, Aggregation: 3 } as const
type ScratchSlot = (typeof Scratch)[keyof typeof Scratch]

export interface EntityWarmUp {
  /**
   * Fields whose value index is built right away (filters, facets, sorts used on every page). A
   * path ending in `.*` names every key found under that object, e.g. `search_facets.*`.
   */
  fields?: readonly string[]
  /** Field sets whose text index is built right away. */
  textFields?: readonly (readonly string[])[]
}

export class EmbeddedEntityIndex {
  readonly documents: readonly SearchDocument[]
  readonly #all: DocBitset
  readonly #fields = new Map<string, FieldIndex>()
  readonly #texts = new Map<string, EmbeddedTextIndex>()
  readonly #filters = new Map<string, DocBitset>()
  /** Another store view's index of the same entity whose identical value indexes are reused. */
  readonly #base: EmbeddedEntityIndex | undefined
  /**
   * Working sets of a search, reused by the next one (a search runs synchronously): a search used
   * to allocate a dozen sets of a few kB each, garbage outside V8's heap until the next collection.
   */
  readonly #scratch: DocBitset[] = []
  /** Text scores by position and the positions scored, reused likewise (#applyText). */
  #scores: Float64Array | undefined
  #scored: Uint32Array | undefined
  /** The scope's part of each uncached range facet, by the facet's place in the query. */
  readonly #facetScratch: DocBitset[] = []

  private constructor(documents: readonly SearchDocument[], base: EmbeddedEntityIndex | undefined) {
    for (const document of documents) freezeDeeply(document)
    this.documents = documents
    this.#all = DocBitset.createFull(documents.length)
    this.#base = base?.documents.length === documents.length ? base : undefined
  }

  /**
   * Keeps the import order; a later document with the same id replaces the earlier one. With a
   * `base` (the default store view's index of the entity, D81), a field whose values equal the
   * base's at every position reuses the base's value index instead of building its own.
   */
  static build(
    documents: readonly SearchDocument[],
    idField: string,
    base?: EmbeddedEntityIndex,
  ): EmbeddedEntityIndex {
    return new EmbeddedEntityIndex([...dedupeDocumentsById(documents, idField).values()], base)
  }

  warmUp({ fields = [], textFields = [] }: EntityWarmUp): this {
    for (const field of fields.flatMap((path) => this.#expandWildcard(path))) this.#field(field)
    for (const set of textFields) this.#text(set)
    return this
  }

  #expandWildcard(path: string): string[] {
    if (!path.endsWith('.*')) return [path]
    const parent = path.slice(0, -2)
    const keys = new Set<string>()
    for (const document of this.documents) {
      for (const value of readPathValues(document, parent)) {
        if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
          for (const key of Object.keys(value)) keys.add(key)
        }
      }
    }
    return [...keys].map((key) => `${parent}.${key}`)
  }

  search(query: SearchQuery): SearchResult {
    let scope = this.#scratchSet(Scratch.Scope).copyFrom(this.#all)
    const filterKeys: string[] = []
    for (const filter of query.filters) {
      const key = JSON.stringify(filter)
      filterKeys.push(key)
      scope.intersectWith(this.#filter(filter, key))
    }
    let scores: Float64Array | undefined
    if (query.text) {
      // The same filters make the same scope (JSON escapes line breaks: the join is unambiguous).
      ;({ scope, scores } = this.#applyText(query.text, scope, filterKeys.join('\n')))
    }

    const facets = query.facetFilters.map((filter, ordinal) => ({
      field: filter.field,
      set: this.#facetSet(filter, scope, ordinal),
    }))
    const hits = this.#scratchSet(Scratch.Hits).copyFrom(scope)
    for (const facet of facets) hits.intersectWith(facet.set)
    const positions = hits.toPositions()

    const aggregations: SearchResult['aggregations'] = {}
    for (const aggregation of query.aggregations) {
      // Multi-select facets: an aggregation counts over the scope and the facet filters on other
      // fields, which is the hits themselves unless a facet filters its own field.
      const ownFacet = facets.some((facet) => facet.field === aggregation.field)
      let aggregationScope = hits
      if (ownFacet) {
        aggregationScope = this.#scratchSet(Scratch.Aggregation).copyFrom(scope)
        for (const facet of facets) {
          if (facet.field !== aggregation.field) aggregationScope.intersectWith(facet.set)
        }
      }
      const index = this.#field(aggregation.field)
      aggregations[aggregation.name] = {
        buckets:
          aggregation.kind === 'terms'
            ? computeTermsBuckets(
                index,
                aggregationScope,
                aggregation.size,
                ownFacet ? undefined : positions,
              )
            : computeRangeBuckets(index, aggregationScope, aggregation.ranges),
      }
    }

    const from = Math.max(0, Math.trunc(query.from))
    const size = Math.max(0, Math.trunc(query.size))
    // Only the hits up to the end of the page are put in order (rank-top-hits.ts).
    const ranked = this.#rank(positions, query.sort, scores, from + size).slice(from)
    // Hits share the stored documents' frozen values: nothing is copied but the projection (D196),
    // and not even that when the caller projects the hits it uses (D208).
    if (query.hitsProjectedByCaller) {
      return {
        total: positions.length,
        hits: ranked.map((position) => this.documents[position]!),
        aggregations,
      }
    }
    const includes = compilePathPatterns(query.includeFields)
    const excludes = compilePathPatterns(query.excludeFields)
    return {
      total: positions.length,
      hits: ranked.map((position) =>
        projectDocumentSource(this.documents[position]!, includes, excludes),
      ),
      aggregations,
    }
  }

  /**
   * The text hits within `scope` and their scores normalised to the best (file header), in a
   * per-position array reused by the next search: only the positions of the returned set are
   * meaningful in it.
   */
  #applyText(
    text: TextQuery,
    scope: DocBitset,
    scopeKey: string,
  ): { scope: DocBitset; scores: Float64Array } {
    const scores = (this.#scores ??= new Float64Array(this.documents.length))
    const scored = (this.#scored ??= new Uint32Array(this.documents.length))
    let scoredCount = 0
    let best = 0
    if (text.fields.length > 0) {
      const onScore = (at: number, score: number) => {
        if (!scope.has(at)) return
        scores[at] = score
        scored[scoredCount++] = at
        if (score > best) best = score
      }
      this.#text(text.fields.map((entry) => entry.field)).visitScores(
        text,
        scope,
        onScore,
        scopeKey,
      )
    }
    const kept = this.#scratchSet(Scratch.Text).clear()
    for (let i = 0; i < scoredCount; i++) {
      const position = scored[i]!
      const normalised = scores[position]! / best
      if (normalised < text.minScore) continue
      scores[position] = normalised
      kept.add(position)
    }
    return { scope: kept, scores }
  }

  /** The first `count` hits in the order asked for (ties by import order). */
  #rank(
    positions: number[],
    sort: readonly SearchSort[],
    scores: Float64Array | undefined,
    count: number,
  ): number[] {
    if (sort.length === 0) {
      // spec 000 §9 / port header: relevance with text, else import order (positions ascend).
      if (!scores) return positions.slice(0, count)
      return rankTopHits(positions, count, (a, b) => scores[b]! - scores[a]! || a - b)
    }
    // `_score` sorts by relevance, as in Elasticsearch; no text scores every hit 0.
    const keys = sort.map((entry) => ({
      direction: entry.order === 'asc' ? 1 : -1,
      ranks:
        entry.field === '_score' ? undefined : this.#field(entry.field).sortRanks()[entry.order],
    }))
    return rankTopHits(positions, count, (a, b) => {
      for (const key of keys) {
        const difference = key.ranks
          ? key.ranks[a]! - key.ranks[b]!
          : scores
            ? (scores[a]! - scores[b]!) * key.direction
            : 0
        if (difference !== 0) return difference
      }
      return a - b
    })
  }

  #scratchSet(slot: ScratchSlot): DocBitset {
    return (this.#scratch[slot] ??= new DocBitset(this.documents.length))
  }

  #field(path: string): FieldIndex {
    let index = this.#fields.get(path)
    if (!index) {
      index = this.#shareField(path) ?? FieldIndex.build(this.documents, path)
      this.#fields.set(path, index)
    }
    return index
  }

  /** The base's value index of a field when every document has the same values there. */
  #shareField(path: string): FieldIndex | undefined {
    const base = this.#base
    if (!base) return undefined
    for (let position = 0; position < this.documents.length; position++) {
      const own = this.documents[position]!
      const other = base.documents[position]!
      if (own === other) continue
      const ownValues = readPathValues(own, path)
      const otherValues = readPathValues(other, path)
      if (ownValues.length !== otherValues.length) return undefined
      for (let i = 0; i < ownValues.length; i++) {
        if (ownValues[i] !== otherValues[i]) return undefined
      }
    }
    return base.#field(path)
  }

  #text(fields: readonly string[]): EmbeddedTextIndex {
    const key = [...new Set(fields)].sort().join('\n')
    let index = this.#texts.get(key)
    if (!index)
      this.#texts.set(key, (index = new EmbeddedTextIndex(this.documents, key.split('\n'))))
    return index
  }

  /**
   * The set a facet filter narrows the hits with. A range no query asked for lately (a price
   * slider's bounds are new on every move) is read from the keys of the scope's own documents when
   * they are fewer than the documents in the range, instead of collecting the whole range; such a
   * set holds only scope positions, which is all the hits and aggregations use of it.
   */
  #facetSet(filter: SearchFieldFilter, scope: DocBitset, ordinal: number): DocBitset {
    const key = JSON.stringify(filter)
    if (filter.op !== 'range' || this.#filters.has(key)) return this.#filter(filter, key)
    const index = this.#field(filter.field)
    const range = resolveNumericRange(filter, index)
    if (!range || scope.count() >= range.documents) return this.#filter(filter, key)
    const set = (this.#facetScratch[ordinal] ??= new DocBitset(this.documents.length)).clear()
    return collectRangeWithin(index, range, scope.toPositions(), set)
  }

  /** The matching set of a filter, cached; callers never mutate it. */
  #filter(filter: SearchFilter, key = JSON.stringify(filter)): DocBitset {
    let set = this.#filters.get(key)
    if (!set) {
      set =
        filter.op === 'any'
          ? filter.filters.reduce(
              (union, alternative) => union.unionWith(this.#filter(alternative)),
              new DocBitset(this.documents.length),
            )
          : evaluateEmbeddedFilter(filter, this.#field(filter.field))
      if (this.#filters.size >= FILTER_CACHE_ENTRIES) {
        this.#filters.delete(this.#filters.keys().next().value!)
      }
      this.#filters.set(key, set)
    }
    return set
  }
}

/**
 * Freezes a stored document and everything in it, so a caller that changes a hit fails loudly
 * instead of changing the catalogue (parts are shared between store views). Stops at frozen parts.
 */
function freezeDeeply(value: unknown): void {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return
  Object.freeze(value)
  if (Array.isArray(value)) for (const item of value) freezeDeeply(item)
  else for (const key in value) freezeDeeply((value as Record<string, unknown>)[key])
}
