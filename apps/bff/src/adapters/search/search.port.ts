// The search port (ARCHITECTURE §1): the catalogue's query engine. Callers build a typed query
// (never raw DSL); adapters evaluate it in process (embedded) or translate it to Elasticsearch 8.
//
// Semantics every adapter must share (checked by search.contract.ts):
// - `filters` always apply (AND). `facetFilters` are the shopper's filter choices (multi-select):
//   they narrow the hits like filters, but each terms/range aggregation ignores the facet filters
//   on its OWN field, so the other values of that attribute stay selectable (ES `post_filter`).
//   Values of one attribute combine with OR (one `in` filter per field), attributes with AND.
// - A field path may reach into arrays of objects, e.g. `configurable_children.size` or
//   `category.category_id`: a document matches when any element matches.
// - With `text`, hits are ranked by relevance unless `sort` is given; without text and sort the
//   order is the import order.
// - Hits are read-only: the embedded engine hands out its stored (frozen) documents, and a caller
//   that decorates a hit works on a copy of its own (D196).
// - Every store view has its own catalogue (D81; VSF1's index per store view): a query reads the
//   store view it names (the default store view when it names none), an import replaces one
//   store view's entity.
import type { StoreCode } from '@vitrine/contracts/store-views'
import type { Adapter } from '../adapter.js'

export const searchEntities = [
  'product',
  'category',
  'attribute',
  'taxrule',
  'cms_page',
  'cms_block',
  'url_rewrite',
] as const
export type SearchEntity = (typeof searchEntities)[number]

export type SearchScalar = string | number | boolean
export type SearchDocument = Record<string, unknown>

/** A filter on one field. */
export type SearchFieldFilter =
  | { field: string; op: 'eq'; value: SearchScalar }
  | { field: string; op: 'in'; values: readonly SearchScalar[] }
  | { field: string; op: 'nin'; values: readonly SearchScalar[] }
  | {
      field: string
      op: 'range'
      gt?: number | string
      gte?: number | string
      lt?: number | string
      lte?: number | string
    }
  | { field: string; op: 'exists'; exists: boolean }

/** A filter every hit must pass: on one field, or `any` of several field filters (OR). */
export type SearchFilter = SearchFieldFilter | { op: 'any'; filters: readonly SearchFieldFilter[] }

export interface TextQuery {
  text: string
  /** spec 000 §9: name 4, sku 2, category name 1. */
  fields: readonly { field: string; boost: number }[]
  /** Maximum edit distance per term (spec 000 §9: 2). */
  fuzziness: 0 | 1 | 2
  /** Share of the query's terms a hit must match, 0..1 (spec 000 §9: 0.75). */
  minimumShouldMatch: number
  /** Hits scoring below this are dropped (spec 000 §9: 0.02). */
  minScore: number
}

export type SearchAggregation =
  | { kind: 'terms'; name: string; field: string; size: number }
  | {
      kind: 'range'
      name: string
      field: string
      /** `from` inclusive, `to` exclusive, as Elasticsearch range aggregations. */
      ranges: readonly { key: string; from?: number; to?: number }[]
    }

export interface SearchSort {
  field: string
  order: 'asc' | 'desc'
}

/** The store view of the default catalogue, read when a query names no store view. */
export const DEFAULT_SEARCH_STORE: StoreCode = 'default'

export interface SearchQuery {
  entity: SearchEntity
  /** The store view whose catalogue answers (D81); `default` when omitted. */
  store?: StoreCode
  text?: TextQuery
  filters: readonly SearchFilter[]
  facetFilters: readonly SearchFieldFilter[]
  aggregations: readonly SearchAggregation[]
  sort: readonly SearchSort[]
  from: number
  size: number
  /** Dotted paths of the source to keep (all when omitted). */
  includeFields?: readonly string[]
  /** Dotted paths of the source to drop. */
  excludeFields?: readonly string[]
  /**
   * The caller applies `includeFields` and `excludeFields` to each hit it uses (D208), so hits may
   * come whole. The embedded engine then returns its stored documents, copying nothing;
   * Elasticsearch filters `_source` all the same, to spare the network.
   */
  hitsProjectedByCaller?: boolean
}

export interface SearchBucket {
  key: string | number
  doc_count: number
}

export interface SearchResult {
  hits: SearchDocument[]
  total: number
  /** Keyed by aggregation name. */
  aggregations: Record<string, { buckets: SearchBucket[] }>
}

export interface SearchPort extends Adapter {
  search(query: SearchQuery): Promise<SearchResult>
  /**
   * Replaces every document of an entity with these (an import). Documents are identified by
   * `idField` (e.g. `sku` for products, `id` for categories). Readers see either the old or the
   * new set, never a mix. Only `store`'s catalogue changes (`default` when omitted).
   */
  replaceEntity(
    entity: SearchEntity,
    documents: readonly SearchDocument[],
    idField: string,
    store?: StoreCode,
  ): Promise<void>
}

export const SEARCH_PORT = 'search'
