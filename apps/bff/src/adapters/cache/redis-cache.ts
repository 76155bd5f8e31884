// The production cache adapter: Redis through ioredis, failing fast (command timeout, no offline
// queue, bounded connect timeout; ARCHITECTURE §1). While Redis is unreachable it serves from an
// in-memory LRU, logs exactly one warning per outage and reports `degraded`; ioredis keeps
// reconnecting, and on its return the adapter replays what changed meanwhile (deletes, writes,
// tag invalidations, so Redis holds nothing stale), drops the fallback, logs once and serves from
// Redis again.
//
// Layout: entry `<prefix>c:<key>` holds the JSON text (with EX when it has a TTL); tag set
// `<prefix>t:<tag>` holds the entry keys stored with that tag and lives as long as its longest
// member. Replacing an entry leaves it in its old tags' sets, so invalidating an old tag may drop a
// newer entry too: harmless for a cache, and it keeps writes to two round trips at most.
import type { AdapterStatus } from '@vitrine/contracts/health'
import { Redis } from 'ioredis'
import {
  CACHE_PORT,
  resolveTtlSeconds,
  type CachePort,
  type CacheSetOptions,
  type JsonValue,
} from './cache.port.js'
import { MemoryCache } from './memory-cache.js'

// KEYS[1] entry, KEYS[2..] tag sets; ARGV[1] JSON text, ARGV[2] TTL in seconds (0 = none).
const SET_WITH_TAGS = `
local ttl = tonumber(ARGV[2])
if ttl > 0 then redis.call('SET', KEYS[1], ARGV[1], 'EX', ttl) else redis.call('SET', KEYS[1], ARGV[1]) end
for i = 2, #KEYS do
  local existed = redis.call('EXISTS', KEYS[i])
  redis.call('SADD', KEYS[i], KEYS[1])
  if ttl == 0 then
    redis.call('PERSIST', KEYS[i])
  else
    local current = redis.call('TTL', KEYS[i])
    if existed == 0 or (current >= 0 and current < ttl) then redis.call('EXPIRE', KEYS[i], ttl) end
  end
end
return 1`

// KEYS: tag sets. Deletes every member entry, then the sets themselves.
const INVALIDATE_TAGS = `
local deleted = 0
for i = 1, #KEYS do
  local members = redis.call('SMEMBERS', KEYS[i])
  for j = 1, #members, 500 do
    deleted = deleted + redis.call('DEL', unpack(members, j, math.min(j + 499, #members)))
  end
  redis.call('DEL', KEYS[i])
end
return deleted`

interface CacheScripts {
  cacheSetWithTags(numKeys: number, ...keysAndArgs: string[]): Promise<unknown>
  cacheInvalidateTags(numKeys: number, ...keys: string[]): Promise<unknown>
}

export interface CacheLogger {
  warn(details: object, message: string): void
  info(details: object, message: string): void
}

export interface RedisCacheOptions {
  url: string
  keyPrefix: string
  commandTimeoutMs: number
  connectTimeoutMs: number
  /** Size of the in-memory fallback. */
  maxEntries: number
  /** Bound on the in-memory fallback's stored text. */
  maxBytes?: number
  defaultTtlSeconds: number
  logger: CacheLogger
  /** Longest pause between reconnection attempts. */
  reconnectMaxDelayMs?: number
}

type Mode = 'starting' | 'redis' | 'fallback' | 'closed'

export class RedisCache implements CachePort {
  readonly #client: Redis
  readonly #scripts: CacheScripts
  readonly #fallback: MemoryCache
  readonly #options: RedisCacheOptions
  #mode: Mode = 'starting'
  #lastFailure = 'not connected yet'
  #warned = false
  #recovering = false
  #handshakeTimer: NodeJS.Timeout | undefined
  // Changes made while degraded, replayed on Redis before it serves again.
  readonly #staleKeys = new Set<string>()
  readonly #staleTags = new Set<string>()

  constructor(options: RedisCacheOptions) {
    this.#options = options
    this.#fallback = new MemoryCache({
      maxEntries: options.maxEntries,
      ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}),
      defaultTtlSeconds: options.defaultTtlSeconds,
    })
    const maxDelay = options.reconnectMaxDelayMs ?? 2000
    this.#client = new Redis(options.url, {
      lazyConnect: true,
      enableOfflineQueue: false,
      enableReadyCheck: true,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs,
      connectTimeout: options.connectTimeoutMs,
      retryStrategy: (attempt) => Math.min(50 * 2 ** Math.min(attempt, 10), maxDelay),
    })
    this.#client.defineCommand('cacheSetWithTags', { lua: SET_WITH_TAGS })
    this.#client.defineCommand('cacheInvalidateTags', { lua: INVALIDATE_TAGS })
    this.#scripts = this.#client as unknown as CacheScripts

    this.#client.on('ready', () => {
      clearTimeout(this.#handshakeTimer)
      void this.#recover()
    })
    this.#client.on('connect', () => this.#watchHandshake())
    this.#client.on('error', (error: Error) => this.#degrade(error.message))
    this.#client.on('close', () => this.#degrade('connection closed'))
  }

  /** Connects once; resolves when Redis is ready or has failed (then the fallback serves). */
  async connect(): Promise<void> {
    const settled = new Promise<void>((resolve) => {
      const done = () => {
        this.#client.off('ready', done)
        this.#client.off('close', done)
        this.#client.off('error', done)
        resolve()
      }
      this.#client.once('ready', done)
      this.#client.once('close', done)
      this.#client.once('error', done)
    })
    this.#client.connect().catch((error: Error) => this.#degrade(error.message))
    await settled
    // `ready` fires before the replay in #recover finishes; wait for it when Redis answered.
    while (this.#recovering) await new Promise((resolve) => setImmediate(resolve))
  }

  async get(key: string): Promise<JsonValue | undefined> {
    if (this.#mode !== 'redis') return this.#fallback.get(key)
    let raw: string | null
    try {
      raw = await this.#client.get(this.#entryKey(key))
    } catch (error) {
      this.#fail(error)
      return this.#fallback.get(key)
    }
    return raw === null ? undefined : (JSON.parse(raw) as JsonValue)
  }

  async set(key: string, value: JsonValue, options?: CacheSetOptions): Promise<void> {
    const ttlSeconds = resolveTtlSeconds(options, this.#options.defaultTtlSeconds)
    if (this.#mode === 'redis') {
      const tagKeys = [...new Set(options?.tags ?? [])].map((tag) => this.#tagKey(tag))
      try {
        await this.#scripts.cacheSetWithTags(
          1 + tagKeys.length,
          this.#entryKey(key),
          ...tagKeys,
          JSON.stringify(value),
          String(ttlSeconds),
        )
        return
      } catch (error) {
        this.#fail(error)
      }
    }
    this.#staleKeys.add(key)
    await this.#fallback.set(key, value, { ...options, ttlSeconds })
  }

  async delete(key: string): Promise<void> {
    if (this.#mode === 'redis') {
      try {
        await this.#client.del(this.#entryKey(key))
        return
      } catch (error) {
        this.#fail(error)
      }
    }
    this.#staleKeys.add(key)
    await this.#fallback.delete(key)
  }

  async invalidateTags(tags: readonly string[]): Promise<void> {
    if (tags.length === 0) return
    if (this.#mode === 'redis') {
      try {
        await this.#invalidateOnRedis(tags)
        return
      } catch (error) {
        this.#fail(error)
      }
    }
    for (const tag of tags) this.#staleTags.add(tag)
    await this.#fallback.invalidateTags(tags)
  }

  status(): AdapterStatus {
    const base = { port: CACHE_PORT, adapter: 'redis' }
    switch (this.#mode) {
      case 'redis':
        return { ...base, status: 'up' }
      case 'closed':
        return { ...base, status: 'down', detail: 'closed' }
      default:
        return {
          ...base,
          status: 'degraded',
          detail: `Redis unreachable (${this.#lastFailure}); serving from the in-memory fallback`,
        }
    }
  }

  async close(): Promise<void> {
    this.#mode = 'closed'
    clearTimeout(this.#handshakeTimer)
    this.#client.removeAllListeners('ready')
    if (this.#client.status === 'ready') {
      await this.#client.quit().catch(() => this.#client.disconnect())
    } else {
      this.#client.disconnect()
    }
    await this.#fallback.close()
  }

  #entryKey(key: string): string {
    return `${this.#options.keyPrefix}c:${key}`
  }

  #tagKey(tag: string): string {
    return `${this.#options.keyPrefix}t:${tag}`
  }

  async #invalidateOnRedis(tags: Iterable<string>): Promise<void> {
    const tagKeys = [...tags].map((tag) => this.#tagKey(tag))
    await this.#scripts.cacheInvalidateTags(tagKeys.length, ...tagKeys)
  }

  /** A command failed: serve from memory and reset the connection, whose reply queue may now be out of step. */
  #fail(error: unknown): void {
    this.#degrade(error instanceof Error ? error.message : String(error))
    if (this.#client.status === 'ready') this.#client.disconnect(true)
  }

  #degrade(reason: string): void {
    if (this.#mode === 'closed') return
    this.#lastFailure = reason
    if (this.#mode === 'fallback') return
    this.#mode = 'fallback'
    if (!this.#warned) {
      this.#warned = true
      this.#options.logger.warn(
        { port: CACHE_PORT, adapter: 'redis', reason },
        'Redis is unreachable; the cache serves from memory until it returns',
      )
    }
  }

  /** A TCP connection whose ready check never answers (a hung Redis) is dropped and retried. */
  #watchHandshake(): void {
    clearTimeout(this.#handshakeTimer)
    this.#handshakeTimer = setTimeout(() => {
      if (this.#client.status === 'connect') this.#client.disconnect(true)
    }, this.#options.connectTimeoutMs)
    this.#handshakeTimer.unref()
  }

  async #recover(): Promise<void> {
    if (this.#recovering || this.#mode === 'redis' || this.#mode === 'closed') return
    this.#recovering = true
    try {
      // Loop: changes made while a replay is awaited are replayed in the next round.
      while (this.#staleKeys.size > 0 || this.#staleTags.size > 0) {
        const keys = [...this.#staleKeys]
        const tags = [...this.#staleTags]
        const entryKeys = keys.map((key) => this.#entryKey(key))
        for (let i = 0; i < entryKeys.length; i += 500) {
          await this.#client.del(...entryKeys.slice(i, i + 500))
        }
        if (tags.length > 0) await this.#invalidateOnRedis(tags)
        for (const key of keys) this.#staleKeys.delete(key)
        for (const tag of tags) this.#staleTags.delete(tag)
      }
    } catch (error) {
      this.#recovering = false
      this.#fail(error)
      return
    }
    this.#recovering = false
    if (this.#mode !== 'fallback' && this.#mode !== 'starting') return
    this.#fallback.clear()
    const wasWarned = this.#warned
    this.#mode = 'redis'
    this.#warned = false
    if (wasWarned) {
      this.#options.logger.info(
        { port: CACHE_PORT, adapter: 'redis' },
        'Redis is back; the cache serves from Redis again',
      )
    }
  }
}
