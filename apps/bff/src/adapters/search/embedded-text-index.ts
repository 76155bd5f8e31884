// Full-text scoring for the embedded engine with MiniSearch (BM25+ over a radix tree with
// Levenshtein fuzzy matching). spec 000 §9: fuzziness 2, boosts name 4 / sku 2 / category name 1,
// minimum match 75 %, minimum score 0.02 — the numbers arrive in the query's TextQuery.
//
// Minimum match counts the distinct query terms (after MiniSearch's tokenizer and lower-casing)
// that matched the document in any of the fields, exactly or within the edit distance; a hit needs
// max(1, floor(terms × share)) of them, as Elasticsearch rounds `minimum_should_match: "75%"`.
// Scores are BM25 sums, raw here; embedded-entity-index.ts normalises them (see there).
//
// MiniSearch builds the index; it is then kept in a compact form (text-scorer.ts: its tree of
// terms with each term's postings packed in one array) and the scores are summed there with
// MiniSearch's own formula and order of operations, so they are the very numbers its `search`
// gives (a test compares them), without its per-document result objects, and only for documents
// in the query's scope. A query term's variants are remembered: a shop's distinct searches keep
// using the same words.
import MiniSearch from 'minisearch'
import type { DocBitset } from './doc-bitset.js'
import { readPathValues } from './read-document-path.js'
import type { SearchDocument, TextQuery } from './search.port.js'
import { compactMiniSearchIndex, TextScorer } from './text-scorer.js'

interface IndexedDocument {
  position: number
  document: SearchDocument
}

const tokenize = MiniSearch.getDefault('tokenize') as (text: string) => string[]
const processTerm = MiniSearch.getDefault('processTerm') as (term: string) => string | null

/** The distinct query terms of a text, as MiniSearch tokenizes and normalises them. */
export function listQueryTerms(text: string): string[] {
  return [
    ...new Set(
      tokenize(text)
        .map((term) => processTerm(term))
        .filter((term): term is string => typeof term === 'string' && term !== ''),
    ),
  ]
}

function buildMiniSearch(
  documents: readonly SearchDocument[],
  fields: readonly string[],
): MiniSearch<IndexedDocument> {
  const engine = new MiniSearch<IndexedDocument>({
    idField: 'position',
    fields: [...fields],
    extractField: (entry, field) =>
      field === 'position' ? entry.position : joinText(readPathValues(entry.document, field)),
  })
  engine.addAll(documents.map((document, position) => ({ position, document })))
  return engine
}

export class EmbeddedTextIndex {
  readonly fields: readonly string[]
  readonly #scorer: TextScorer
  /** An untouched MiniSearch engine over the same documents, kept only to compare (tests). */
  readonly #reference: MiniSearch<IndexedDocument> | undefined

  constructor(
    documents: readonly SearchDocument[],
    fields: readonly string[],
    options: { keepMiniSearch?: boolean } = {},
  ) {
    this.fields = fields
    this.#scorer = new TextScorer(
      compactMiniSearchIndex(buildMiniSearch(documents, fields) as MiniSearch<never>),
    )
    this.#reference = options.keepMiniSearch ? buildMiniSearch(documents, fields) : undefined
  }

  /**
   * Raw relevance scores of the documents that pass the minimum match, by position. Documents
   * outside `scope` (the query's filters) are skipped while scoring, not afterwards: most of a
   * catalogue is configurable children that a search never lists.
   */
  score(query: TextQuery, scope?: DocBitset): Map<number, number> {
    const scores = new Map<number, number>()
    this.visitScores(query, scope, (position, score) => scores.set(position, score))
    return scores
  }

  /** The same scores handed to `onScore` one by one, in the same order, without a Map. */
  visitScores(
    query: TextQuery,
    scope: DocBitset | undefined,
    onScore: (position: number, score: number) => void,
    /** A name of `scope`: equal names, equal scopes (TextScoreOptions.scopeKey). */
    scopeKey?: string,
  ): void {
    const terms = listQueryTerms(query.text)
    if (terms.length === 0) return
    const required = Math.max(1, Math.floor(terms.length * query.minimumShouldMatch + 1e-9))
    const boost: Record<string, number> = {}
    for (const { field, boost: weight } of query.fields) boost[field] = weight
    const fields = query.fields.map((entry) => entry.field).filter((f) => this.fields.includes(f))
    this.#scorer.visit(
      terms,
      {
        fieldBoosts: Object.fromEntries(fields.map((field) => [field, boost[field] || 1])),
        fuzzy: query.fuzziness,
        required,
        scope,
        scopeKey,
      },
      onScore,
    )
  }

  /** MiniSearch's own search with the same options (built with `keepMiniSearch`; tests). */
  scoreWithMiniSearch(query: TextQuery, scope?: DocBitset): Map<number, number> {
    if (!this.#reference) throw new Error('Built without keepMiniSearch')
    const terms = listQueryTerms(query.text)
    const scores = new Map<number, number>()
    if (terms.length === 0) return scores
    const required = Math.max(1, Math.floor(terms.length * query.minimumShouldMatch + 1e-9))
    const boost: Record<string, number> = {}
    for (const { field, boost: weight } of query.fields) boost[field] = weight
    const results = this.#reference.search(terms.join(' '), {
      fields: query.fields.map((entry) => entry.field).filter((f) => this.fields.includes(f)),
      boost,
      fuzzy: query.fuzziness === 0 ? false : query.fuzziness,
      prefix: false,
      combineWith: 'OR',
      ...(scope ? { boostDocument: (position: number) => (scope.has(position) ? 1 : 0) } : {}),
    })
    for (const result of results) {
      if (new Set(result.queryTerms).size >= required) scores.set(result.id as number, result.score)
    }
    return scores
  }
}

function joinText(values: readonly unknown[]): string {
  return values.filter((value) => typeof value !== 'object').join(' ')
}
