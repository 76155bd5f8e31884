// The catalogue data every cart answer prices with — product rows (prices, options, tax class)
// and tax rules — kept in memory for a short while, so reading a cart costs the queries of the
// cart itself, not of the catalogue behind it. Stock is never cached (it changes with orders), and
// order placement reads fresh rows (order-placement.ts passes no cache).
//
// Freshness: this engine drops everything when it imports a catalogue; an import made by another
// process (the CLI, another replica on PostgreSQL) is seen within `ttlMs` (decision D27).
//
// Memory: an expired row is dropped when it is next asked for, and every row older than `ttlMs`
// at most once per `ttlMs` (D213). Without that sweep a shop whose carts touch many products kept
// every row it ever read, up to the cap, long after it expired: five minutes of a soak filled
// 13,910 of the 20,000 places (12.5 MB of the heap), and its memory grew for as long as that took.
import type { TaxRule } from '@vitrine/pricing/tax-rules'
import { LRUCache } from 'lru-cache'
import type { ProductRow } from '../carts/cart-line-resolution.js'

export const DEFAULT_REFERENCE_TTL_MS = 30_000
const MAX_CACHED_PRODUCTS = 20_000

export class CatalogueReferenceCache {
  readonly #products: LRUCache<string, ProductRow>
  #taxRules: { rules: Promise<TaxRule[]>; loadedAt: number } | null = null
  #sweptAt: number

  constructor(
    private readonly ttlMs = DEFAULT_REFERENCE_TTL_MS,
    private readonly now: () => number = Date.now,
  ) {
    this.#products = new LRUCache<string, ProductRow>({
      max: MAX_CACHED_PRODUCTS,
      ttl: ttlMs,
      perf: { now },
      ttlResolution: 0,
    })
    this.#sweptAt = now()
  }

  /** Product rows held, expired ones not yet swept included. */
  get productCount(): number {
    return this.#products.size
  }

  /** The tax rules, loaded by `load` at most once per `ttlMs` (concurrent callers share a load). */
  taxRules(load: () => Promise<TaxRule[]>): Promise<TaxRule[]> {
    const cached = this.#taxRules
    if (cached && this.now() - cached.loadedAt < this.ttlMs) return cached.rules
    const rules = load()
    const entry = { rules, loadedAt: this.now() }
    this.#taxRules = entry
    // A failed load is not kept: the next caller tries again.
    rules.catch(() => {
      if (this.#taxRules === entry) this.#taxRules = null
    })
    return rules
  }

  /** The cached product rows among `skus`, and the skus still to load. */
  splitProducts(skus: readonly string[]): { found: ProductRow[]; missing: string[] } {
    const found: ProductRow[] = []
    const missing: string[] = []
    for (const sku of skus) {
      const row = this.#products.get(sku)
      if (row) found.push(row)
      else missing.push(sku)
    }
    return { found, missing }
  }

  rememberProducts(rows: readonly ProductRow[]): void {
    this.#sweepExpired()
    for (const row of rows) this.#products.set(row.sku, row)
  }

  /** Drops every expired row, at most once per `ttlMs` (a pass over at most the cap's rows). */
  #sweepExpired(): void {
    const now = this.now()
    if (now - this.#sweptAt < this.ttlMs) return
    this.#sweptAt = now
    this.#products.purgeStale()
  }

  /** Forgets everything (after this engine imported a catalogue). */
  clear(): void {
    this.#products.clear()
    this.#taxRules = null
  }
}
