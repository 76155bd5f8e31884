// The embedded search adapter (ARCHITECTURE §1: the default, needs nothing installed): one
// in-process EmbeddedEntityIndex per store view and entity (D81). A store view's index shares the
// default store view's value index of every field whose values are identical, position by
// position (prices, stock, visibility, facets: most of them), so three catalogues do not cost
// three times the memory. `replaceEntity` builds the new index completely
// (value indexes named in the warm-up included) before swapping the reference, so a search running
// meanwhile answers from the old set and the next one from the new set, never from a mix.
import type { AdapterStatus } from '@vitrine/contracts/health'
import type { StoreCode } from '@vitrine/contracts/store-views'
import { EmbeddedEntityIndex, type EntityWarmUp } from './embedded-entity-index.js'
import {
  DEFAULT_SEARCH_STORE,
  SEARCH_PORT,
  type SearchDocument,
  type SearchEntity,
  type SearchPort,
  type SearchQuery,
  type SearchResult,
} from './search.port.js'

export interface EmbeddedSearchOptions {
  /** Indexes to build during `replaceEntity` instead of on the first query that needs them. */
  warmUp?: Partial<Record<SearchEntity, EntityWarmUp>>
}

/**
 * spec 000 §9: the fields every product listing and search uses, the facet values and shelf prices
 * its aggregations count included (the BFF's index fields), so no shopper's query pays for them.
 */
export const defaultEmbeddedWarmUp: Partial<Record<SearchEntity, EntityWarmUp>> = {
  product: {
    fields: [
      'visibility',
      'status',
      'category_ids',
      'stock.is_in_stock',
      'final_price',
      'sku',
      'search_facets.*',
      'search_prices.*',
    ],
    textFields: [['name', 'sku', 'category.name']],
  },
  category: { fields: ['parent_id', 'level', 'is_active', 'position'] },
  url_rewrite: { fields: ['request_path', 'store_id'] },
}

const emptyIndex = EmbeddedEntityIndex.build([], 'id')

const indexKey = (store: StoreCode, entity: SearchEntity): string => `${store}\u0000${entity}`

export class EmbeddedSearch implements SearchPort {
  /** Keyed by `indexKey(store, entity)`. */
  readonly #indexes = new Map<string, EmbeddedEntityIndex>()
  readonly #warmUp: Partial<Record<SearchEntity, EntityWarmUp>>
  #closed = false

  constructor(options: EmbeddedSearchOptions = {}) {
    this.#warmUp = options.warmUp ?? {}
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    this.#assertOpen()
    const key = indexKey(query.store ?? DEFAULT_SEARCH_STORE, query.entity)
    return (this.#indexes.get(key) ?? emptyIndex).search(query)
  }

  /** Takes ownership of the documents: the caller must not change them afterwards. */
  async replaceEntity(
    entity: SearchEntity,
    documents: readonly SearchDocument[],
    idField: string,
    store: StoreCode = DEFAULT_SEARCH_STORE,
  ): Promise<void> {
    this.#assertOpen()
    const base =
      store === DEFAULT_SEARCH_STORE
        ? undefined
        : this.#indexes.get(indexKey(DEFAULT_SEARCH_STORE, entity))
    const next = EmbeddedEntityIndex.build(documents, idField, base).warmUp(
      this.#warmUp[entity] ?? {},
    )
    this.#indexes.set(indexKey(store, entity), next)
  }

  status(): AdapterStatus {
    const documents = [...this.#indexes.values()].reduce((sum, i) => sum + i.documents.length, 0)
    return {
      port: SEARCH_PORT,
      adapter: 'embedded',
      status: this.#closed ? 'down' : 'up',
      detail: this.#closed ? 'closed' : `${documents} documents`,
    }
  }

  async close(): Promise<void> {
    this.#closed = true
    this.#indexes.clear()
  }

  #assertOpen(): void {
    if (this.#closed) throw new Error('The embedded search engine is closed')
  }
}
