// Caching of catalogue answers (D24): the key is the normalised search (the SearchQuery
// the rules built, so bodies that mean the same share an entry) plus the store view and customer
// group; the tags name the entities the answer was built from, so an import drops exactly those.
// The key hashes the canonical JSON (canonical-key-text.ts) with node's native sha256: it runs on
// every request, cache hit or not, so it must cost microseconds (a key is an identity here, not a
// spec checksum).
import { createHash } from 'node:crypto'
import { LRUCache } from 'lru-cache'
import type { CatalogEntityType } from '@vitrine/contracts/catalog/catalog-entities'
import { canonicalKeyText } from './canonical-key-text.js'

export const CATALOG_CACHE_PREFIX = 'catalog:'

/** The cache tag of every answer built from an entity's documents. */
export function tagCatalogEntity(entity: CatalogEntityType): string {
  return `${CATALOG_CACHE_PREFIX}${entity}`
}

/** The entities a product answer depends on: products, tax rules (prices), attributes (labels). */
export function listAnswerEntities(entity: CatalogEntityType): CatalogEntityType[] {
  return entity === 'product' ? ['product', 'taxrule', 'attribute'] : [entity]
}

/** A stable cache key for an answer, whatever the key order of the inputs. */
export function keyCatalogAnswer(kind: string, parts: Record<string, unknown>): string {
  const digest = createHash('sha256').update(canonicalKeyText(parts)).digest('base64url')
  return `${CATALOG_CACHE_PREFIX}${kind}:${digest}`
}

/**
 * The cache key (and whatever else was derived with it) of requests seen before, by the request's
 * own JSON: a repeated request skips the rules and the canonical hashing, which cost more than the
 * cache lookup itself. Entries belong to one catalogue reference (filterable attributes, …); a
 * new reference after an import empties the memo.
 */
export class CatalogKeyMemo<T> {
  #reference: unknown = undefined
  readonly #entries: LRUCache<string, { value: T }>
  // Frozen request bodies (memoized-json-body.ts) come back as the same object: found by identity,
  // per caller (store view and customer group), for the reference they were made with.
  readonly #byBody = new WeakMap<object, Map<string, { reference: unknown; value: T }>>()

  constructor(maxEntries = 5000) {
    this.#entries = new LRUCache({ max: maxEntries })
  }

  get(reference: unknown, requestKey: string): T | undefined {
    if (reference !== this.#reference) return undefined
    return this.#entries.get(requestKey)?.value
  }

  /** What was remembered for this very (frozen) body object and caller. */
  getForBody(reference: unknown, body: object, callerKey: string): T | undefined {
    const entry = this.#byBody.get(body)?.get(callerKey)
    return entry && entry.reference === reference ? entry.value : undefined
  }

  setForBody(reference: unknown, body: object, callerKey: string, value: T): void {
    let byCaller = this.#byBody.get(body)
    if (!byCaller)
      this.#byBody.set(body, (byCaller = new Map<string, { reference: unknown; value: T }>()))
    byCaller.set(callerKey, { reference, value })
  }

  set(reference: unknown, requestKey: string, value: T): void {
    if (reference !== this.#reference) {
      this.#entries.clear()
      this.#reference = reference
    }
    this.#entries.set(requestKey, { value })
  }
}
