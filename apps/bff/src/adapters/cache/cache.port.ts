// The cache port (ARCHITECTURE §1: cache / sessions / rate limits). Values are JSON, so every
// adapter stores a copy, never a live object. Tags group entries so that one call drops every
// answer built from an entity, e.g. `invalidateTags(['product:WS12'])` after a catalogue import.
import type { Adapter } from '../adapter.js'

export type JsonValue =
  string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue }

export interface CacheSetOptions {
  /** Lifetime in whole seconds; omitted: the configured default; 0: kept until evicted. */
  ttlSeconds?: number
  /** Tags this entry is dropped with by `invalidateTags`. */
  tags?: readonly string[]
}

export interface CachePort extends Adapter {
  /** The stored value, or `undefined` when missing, expired or invalidated. */
  get(key: string): Promise<JsonValue | undefined>
  /** Stores a copy of the value, replacing any previous entry and its tags. */
  set(key: string, value: JsonValue, options?: CacheSetOptions): Promise<void>
  delete(key: string): Promise<void>
  /** Drops every entry stored with any of these tags. */
  invalidateTags(tags: readonly string[]): Promise<void>
  /**
   * True while an entry of about `bytes` would be kept without pushing another out (D209).
   * Adapters that cannot tell (Redis evicts on its own) leave it out.
   */
  hasRoomFor?(bytes: number): boolean
}

export const CACHE_PORT = 'cache'

/** Resolves the lifetime of an entry in seconds (0 = no expiry). */
export function resolveTtlSeconds(
  options: CacheSetOptions | undefined,
  defaultTtl: number,
): number {
  const ttl = options?.ttlSeconds ?? defaultTtl
  if (!Number.isInteger(ttl) || ttl < 0) {
    throw new RangeError(`ttlSeconds must be a whole number of seconds >= 0, got ${ttl}`)
  }
  return ttl
}
