// Product hits as callers see them, remembered (D194). Distinct listings and searches keep
// returning the same products: a category's products with another price range, another page
// size, another sort. Pricing a product with its children, projecting its fields and serializing
// it cost most of an uncached answer, so each product's JSON is kept per caller context (tax
// country, customer group, field lists) for a short while and reused by every answer that lists it.
// Prices depend on the clock only through special-price dates: an entry lives `maxAgeMs` (a
// minute), less than an answer lives in the answer cache, so it adds no staleness of its own.
// An item is keyed by its product id within a context that names the store view and the catalogue
// reference read with it: an import replaces the reference, and it is read again at least every
// minute (catalog-reference.ts), so an item never outlives the catalogue it was presented from by
// more than that. A hit without an id is keyed by its object, which lives as long as it is stored.
// A context (its field lists make it hundreds of characters) is named by a short number, so an
// item's key is short to hash per hit and to keep; numbers are never reused.
import { LRUCache } from 'lru-cache'
import { measureTextBytes } from '../../adapters/cache/memory-cache.js'
import type { SearchDocument } from '../../adapters/search/search.port.js'

export interface PresentedItem {
  /** The item's JSON as the answer's `items` array holds it. */
  json: string
  /** The attribute codes of its `configurable_options` (attribute metadata of the answer). */
  optionCodes: readonly string[]
}

export const DEFAULT_PRESENTED_ITEMS_BYTES = 8 * 1024 * 1024
export const PRESENTED_ITEM_MAX_AGE_MS = 60_000
/** Contexts named at once; more start the naming afresh (older items then simply age out). */
export const PRESENTED_CONTEXTS_MAX = 1024

/** The attribute codes a presented product's configurable options name. */
export function listOptionCodes(item: SearchDocument): string[] {
  const options = item.configurable_options
  if (!Array.isArray(options)) return []
  return options.flatMap((option: { attribute_code?: unknown }) =>
    typeof option.attribute_code === 'string' ? [option.attribute_code] : [],
  )
}

export class PresentedItems {
  readonly #ids = new WeakMap<object, number>()
  #nextId = 0
  readonly #contexts = new Map<string, number>()
  #nextContext = 0
  readonly #entries: LRUCache<string, PresentedItem>

  constructor(options: { maxBytes?: number; maxAgeMs?: number; now?: () => number } = {}) {
    this.#entries = new LRUCache<string, PresentedItem>({
      maxSize: options.maxBytes ?? DEFAULT_PRESENTED_ITEMS_BYTES,
      sizeCalculation: (item, key) => measureTextBytes(item.json) + key.length + 64,
      ttl: options.maxAgeMs ?? PRESENTED_ITEM_MAX_AGE_MS,
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    })
  }

  /** A number naming this very object (a document, a catalogue reference) while it lives. */
  identify(object: object): number {
    let id = this.#ids.get(object)
    if (id === undefined) this.#ids.set(object, (id = this.#nextId++))
    return id
  }

  /**
   * The product as presented in `context` (everything but the clock that `present` depends on),
   * from `present` the first time and after expiry.
   */
  get(document: SearchDocument, context: string, present: () => SearchDocument): PresentedItem {
    const id = document.id
    const name =
      typeof id === 'number' || typeof id === 'string' ? `id:${id}` : `#${this.identify(document)}`
    const key = `${name}\u0000${this.#nameContext(context)}`
    let item = this.#entries.get(key)
    if (!item) {
      const presented = present()
      item = { json: JSON.stringify(presented), optionCodes: listOptionCodes(presented) }
      this.#entries.set(key, item)
    }
    return item
  }

  #nameContext(context: string): number {
    let id = this.#contexts.get(context)
    if (id === undefined) {
      if (this.#contexts.size >= PRESENTED_CONTEXTS_MAX) this.#contexts.clear()
      this.#contexts.set(context, (id = this.#nextContext++))
    }
    return id
  }

  get size(): number {
    return this.#entries.size
  }
}
