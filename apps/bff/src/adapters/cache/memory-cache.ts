// The embedded cache adapter: an in-process LRU (lru-cache) with per-entry TTL and a tag index.
// It is the default when REDIS_URL is unset and the Redis adapter's fallback during an outage.
// Values are stored as JSON text so a caller mutating its object never changes the cache; a string
// value is kept as it is (strings are immutable, so it is its own copy), which lets a caller cache a
// large pre-serialized answer and get it back without a parse per hit.
import type { AdapterStatus } from '@vitrine/contracts/health'
import { LRUCache } from 'lru-cache'
import {
  CACHE_PORT,
  resolveTtlSeconds,
  type CachePort,
  type CacheSetOptions,
  type JsonValue,
} from './cache.port.js'

interface Entry {
  /** The value itself when it is a string, else its JSON text. */
  stored: string
  isText: boolean
  tags: readonly string[]
  /** What `stored` takes in memory (measureTextBytes). */
  bytes: number
}

/** The default bound on the text the memory cache holds (CACHE_MAX_BYTES). */
export const DEFAULT_CACHE_MAX_BYTES = 24 * 1024 * 1024

const BEYOND_LATIN1 = /[\u0100-\uffff]/

/**
 * The memory a string takes: V8 keeps a string of Latin-1 characters in one byte each and any
 * other string in two (one euro sign in a catalogue answer doubles it).
 */
export function measureTextBytes(text: string): number {
  return BEYOND_LATIN1.test(text) ? text.length * 2 : text.length
}

export interface MemoryCacheOptions {
  maxEntries: number
  /** Bound on the total length of the stored texts; least recently used entries go first. */
  maxBytes?: number
  defaultTtlSeconds: number
  /** Clock for TTLs (milliseconds); tests pass a manual one. */
  now?: () => number
}

export class MemoryCache implements CachePort {
  readonly #entries: LRUCache<string, Entry>
  readonly #keysByTag = new Map<string, Set<string>>()
  readonly #defaultTtlSeconds: number
  #closed = false

  constructor(options: MemoryCacheOptions) {
    this.#defaultTtlSeconds = options.defaultTtlSeconds
    this.#entries = new LRUCache<string, Entry>({
      max: options.maxEntries,
      maxSize: options.maxBytes ?? DEFAULT_CACHE_MAX_BYTES,
      sizeCalculation: (entry) => Math.max(1, entry.bytes),
      // Entries leave by eviction, expiry, replacement or deletion: keep the tag index in step.
      dispose: (entry, key) => this.#unindex(key, entry.tags),
      ...(options.now ? { perf: { now: options.now }, ttlResolution: 0 } : {}),
    })
  }

  hasRoomFor(bytes: number): boolean {
    const entries = this.#entries
    return entries.size < entries.max && entries.calculatedSize + bytes <= entries.maxSize
  }

  async get(key: string): Promise<JsonValue | undefined> {
    const entry = this.#entries.get(key)
    if (entry === undefined) return undefined
    return entry.isText ? entry.stored : (JSON.parse(entry.stored) as JsonValue)
  }

  async set(key: string, value: JsonValue, options?: CacheSetOptions): Promise<void> {
    const ttlSeconds = resolveTtlSeconds(options, this.#defaultTtlSeconds)
    const tags = [...new Set(options?.tags ?? [])]
    const isText = typeof value === 'string'
    const stored = isText ? value : JSON.stringify(value)
    const bytes = measureTextBytes(stored)
    // A value larger than the whole budget is not kept (lru-cache would refuse it anyway).
    if (bytes > this.#entries.maxSize) {
      this.#entries.delete(key)
      return
    }
    this.#entries.set(key, { stored, isText, tags, bytes }, { ttl: ttlSeconds * 1000 })
    for (const tag of tags) {
      const keys = this.#keysByTag.get(tag) ?? new Set<string>()
      keys.add(key)
      this.#keysByTag.set(tag, keys)
    }
  }

  async delete(key: string): Promise<void> {
    this.#entries.delete(key)
  }

  async invalidateTags(tags: readonly string[]): Promise<void> {
    for (const tag of tags) {
      for (const key of [...(this.#keysByTag.get(tag) ?? [])]) this.#entries.delete(key)
      this.#keysByTag.delete(tag)
    }
  }

  /** Drops every entry (used by the Redis adapter when it returns to Redis). */
  clear(): void {
    this.#entries.clear()
  }

  get size(): number {
    return this.#entries.size
  }

  status(): AdapterStatus {
    return {
      port: CACHE_PORT,
      adapter: 'memory',
      status: this.#closed ? 'down' : 'up',
      ...(this.#closed ? { detail: 'closed' } : {}),
    }
  }

  async close(): Promise<void> {
    this.#closed = true
    this.#entries.clear()
  }

  #unindex(key: string, tags: readonly string[]): void {
    for (const tag of tags) {
      const keys = this.#keysByTag.get(tag)
      keys?.delete(key)
      if (keys?.size === 0) this.#keysByTag.delete(tag)
    }
  }
}
