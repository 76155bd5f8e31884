// Keeps the embedded search index of this process in step with the shared catalogue store (D190):
// another BFF instance, or `pnpm catalog:import`, may write a newer catalogue to
// `<DATA_DIR>/catalog` while this process serves. Every CATALOG_RELOAD_CHECK_MS the manifest's
// stamp is read (one stat); when it changed and names another generation than the one loaded, the
// stored catalogue is loaded again into the index, the reference data dropped, and the generation
// the catalogue answers are keyed by moves on, so no answer built from the older index is served.
import type { FastifyBaseLogger } from 'fastify'
import type { SearchPort } from '../../adapters/search/search.port.js'
import type { CatalogReferenceCache } from '../catalog/catalog-reference.js'
import { loadStoredCatalog } from './catalog-import.service.js'
import type { CatalogStore } from './catalog-store.js'

export interface CatalogReloaderOptions {
  search: SearchPort
  store: CatalogStore
  reference: CatalogReferenceCache
  log: FastifyBaseLogger
  timeZone?: string
}

/** Loads more than this many times in a row only when imports keep landing during each load. */
const MAX_LOADS_IN_A_ROW = 5

export class CatalogReloader {
  readonly #options: CatalogReloaderOptions
  #stamp = ''
  #running: Promise<void> | null = null
  #timer: NodeJS.Timeout | null = null

  constructor(options: CatalogReloaderOptions) {
    this.#options = options
  }

  /**
   * Loads the stored catalogue into the index until the manifest reads the same before and after
   * the load (an import that landed meanwhile is loaded too); returns the documents loaded.
   */
  async load(): Promise<number> {
    const { search, store, reference, timeZone } = this.#options
    let count = 0
    for (let round = 0; round < MAX_LOADS_IN_A_ROW; round += 1) {
      const stamp = await store.manifestStamp()
      const generation = await store.readGeneration()
      count = await loadStoredCatalog({ search, store, ...(timeZone ? { timeZone } : {}) })
      reference.setGeneration(generation)
      this.#stamp = stamp
      if ((await store.manifestStamp()) === stamp) break
    }
    return count
  }

  /** After this process imported: the index already holds what the store now names. */
  async noteImported(): Promise<void> {
    this.#stamp = await this.#options.store.manifestStamp()
    this.#options.reference.setGeneration(await this.#options.store.readGeneration())
  }

  /** One check: reloads when the store holds another catalogue than the index (D190). */
  check(): Promise<void> {
    this.#running ??= this.#checkOnce().finally(() => {
      this.#running = null
    })
    return this.#running
  }

  async #checkOnce(): Promise<void> {
    const { store, reference, log } = this.#options
    const stamp = await store.manifestStamp()
    if (stamp === this.#stamp) return
    if ((await store.readGeneration()) === reference.generation) {
      this.#stamp = stamp
      return
    }
    const started = Date.now()
    const documents = await this.load()
    log.info(
      { documents, generation: reference.generation, ms: Date.now() - started },
      'newer stored catalogue loaded',
    )
  }

  /** Checks every `intervalMs` until stopped; a failed check is logged and tried again later. */
  start(intervalMs: number): void {
    if (this.#timer || intervalMs <= 0) return
    this.#timer = setInterval(() => {
      this.check().catch((error: unknown) =>
        this.#options.log.error({ err: error }, 'checking the stored catalogue failed'),
      )
    }, intervalMs)
    this.#timer.unref()
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer)
    this.#timer = null
    await this.#running?.catch(() => undefined)
  }
}
