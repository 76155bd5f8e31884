// The Elasticsearch search adapter (ARCHITECTURE §1: production, scales out): one index per
// store view and entity behind the alias `<prefix>_<entity>` for the default store view and
// `<prefix>_<store>_<entity>` for the others (D81; reference vsf-api-contract §3.1: VSF1's
// `vue_storefront_catalog_product` and `vue_storefront_catalog_de_product`). An import bulk-
// loads a fresh index `<prefix>_<entity>_<stamp>` with the entity's mappings from
// infra/elasticsearch, refreshes it, then moves the alias in one `_aliases` call — readers see the
// old set or the new set, never a mix — and deletes the old index.
import { Client, errors, type estypes } from '@elastic/elasticsearch'
import type { AdapterStatus } from '@vitrine/contracts/health'
import type { StoreCode } from '@vitrine/contracts/store-views'
import { ServiceUnavailableError } from '../../errors.js'
import { buildElasticsearchQuery, POSITION_FIELD } from './build-elasticsearch-query.js'
import { dedupeDocumentsById } from './dedupe-documents.js'
import { nameSearchAlias } from './elasticsearch-index-names.js'
import { entityIndexTemplates } from './elasticsearch-index-templates.js'
import { readElasticsearchResponse } from './read-elasticsearch-response.js'
import {
  DEFAULT_SEARCH_STORE,
  SEARCH_PORT,
  type SearchDocument,
  type SearchEntity,
  type SearchPort,
  type SearchQuery,
  type SearchResult,
} from './search.port.js'

export const SEARCH_UNAVAILABLE_MESSAGE =
  'The catalogue cannot be searched right now. Please try again shortly.'

interface Logger {
  warn(object: object, message: string): void
  info(object: object, message: string): void
}

export interface ElasticsearchSearchOptions {
  client: Client
  indexPrefix: string
  logger?: Logger
  /** Documents per bulk request. */
  bulkChunkSize?: number
}

export interface ElasticsearchClientOptions {
  url: string
  requestTimeoutMs: number
}

/** A client that fails fast: spec 000 §9 gives the server 1000 ms per search. */
export function createElasticsearchClient(options: ElasticsearchClientOptions): Client {
  return new Client({ node: options.url, requestTimeout: options.requestTimeoutMs, maxRetries: 1 })
}

const silentLogger: Logger = { warn: () => undefined, info: () => undefined }

export class ElasticsearchSearch implements SearchPort {
  readonly #client: Client
  readonly #prefix: string
  readonly #logger: Logger
  readonly #bulkChunkSize: number
  #outage: string | undefined
  #closed = false

  constructor(options: ElasticsearchSearchOptions) {
    this.#client = options.client
    this.#prefix = options.indexPrefix
    this.#logger = options.logger ?? silentLogger
    this.#bulkChunkSize = options.bulkChunkSize ?? 1000
  }

  /** The alias readers search, e.g. `vitrine_product`, or `vitrine_nl_product` for `nl`. */
  aliasFor(entity: SearchEntity, store: StoreCode = DEFAULT_SEARCH_STORE): string {
    return nameSearchAlias(this.#prefix, entity, store)
  }

  async search(query: SearchQuery): Promise<SearchResult> {
    const response = await this.#track(() =>
      this.#client.search<SearchDocument>({
        index: this.aliasFor(query.entity, query.store),
        // An entity never imported has no alias yet: an empty answer, not an error.
        ignore_unavailable: true,
        allow_no_indices: true,
        ...buildElasticsearchQuery(query),
      }),
    )
    return readElasticsearchResponse(query, response)
  }

  async replaceEntity(
    entity: SearchEntity,
    documents: readonly SearchDocument[],
    idField: string,
    store: StoreCode = DEFAULT_SEARCH_STORE,
  ): Promise<void> {
    const byId = dedupeDocumentsById(documents, idField)
    const alias = this.aliasFor(entity, store)
    const index = `${alias}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`
    const { settings, mappings } = entityIndexTemplates[entity].template
    await this.#track(() => this.#client.indices.create({ index, settings, mappings }))
    let previous: string[]
    try {
      await this.#bulkIndex(index, [...byId])
      await this.#track(() => this.#client.indices.refresh({ index }))
      previous = await this.#readAliasTargets(alias)
      await this.#track(() =>
        this.#client.indices.updateAliases({
          actions: [
            ...previous.map((old) => ({ remove: { index: old, alias } })),
            { add: { index, alias } },
          ],
        }),
      )
    } catch (error) {
      await this.#client.indices.delete({ index }, { ignore: [404] }).catch(() => undefined)
      throw error
    }
    for (const old of previous) {
      await this.#client.indices
        .delete({ index: old }, { ignore: [404] })
        .catch((error: unknown) => {
          this.#logger.warn({ err: error, index: old }, 'could not delete a replaced search index')
        })
    }
    this.#logger.info({ entity, store, index, documents: byId.size }, 'search index replaced')
  }

  status(): AdapterStatus {
    const base = { port: SEARCH_PORT, adapter: 'elasticsearch' }
    if (this.#closed) return { ...base, status: 'down', detail: 'closed' }
    if (this.#outage) return { ...base, status: 'down', detail: this.#outage }
    return { ...base, status: 'up' }
  }

  async close(): Promise<void> {
    if (this.#closed) return
    this.#closed = true
    await this.#client.close()
  }

  async #bulkIndex(index: string, entries: [string, SearchDocument][]): Promise<void> {
    for (let start = 0; start < entries.length; start += this.#bulkChunkSize) {
      const operations = entries
        .slice(start, start + this.#bulkChunkSize)
        .flatMap(([id, document], offset) => [
          { index: { _index: index, _id: id } },
          { ...document, [POSITION_FIELD]: start + offset },
        ])
      const response = await this.#track(() => this.#client.bulk({ operations }))
      if (response.errors) throw new Error(describeBulkFailure(index, response))
    }
  }

  async #readAliasTargets(alias: string): Promise<string[]> {
    const exists = await this.#track(() => this.#client.indices.existsAlias({ name: alias }))
    if (!exists) return []
    const response = await this.#track(() => this.#client.indices.getAlias({ name: alias }))
    return Object.keys(response)
  }

  /** Runs a request, marking the adapter down while Elasticsearch is unreachable. */
  async #track<T>(request: () => Promise<T>): Promise<T> {
    try {
      const result = await request()
      if (this.#outage) this.#logger.info({}, 'Elasticsearch answers again')
      this.#outage = undefined
      return result
    } catch (error) {
      const unreachable =
        error instanceof errors.ConnectionError || error instanceof errors.TimeoutError
      if (unreachable) {
        if (!this.#outage) this.#logger.warn({ err: error }, 'Elasticsearch is unreachable')
        this.#outage = error.message
      }
      // An unreachable, slow or failing Elasticsearch is a 503 for the caller (D185).
      const failing = error instanceof errors.ResponseError && (error.statusCode ?? 0) >= 500
      if (unreachable || failing) {
        if (failing) this.#logger.warn({ err: error }, 'Elasticsearch failed a request')
        throw new ServiceUnavailableError(SEARCH_UNAVAILABLE_MESSAGE)
      }
      throw error
    }
  }
}

function describeBulkFailure(index: string, response: estypes.BulkResponse): string {
  const failed = response.items.filter((item) => Object.values(item)[0]?.error)
  const first = failed[0] ? Object.values(failed[0])[0] : undefined
  return (
    `Bulk import into ${index} failed for ${failed.length} document(s); first: ` +
    `${first?._id ?? '?'}: ${first?.error?.reason ?? 'unknown reason'}`
  )
}
