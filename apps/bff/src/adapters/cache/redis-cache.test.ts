// The Redis adapter against a real Redis: TTLs as Redis stores them, and what a caller sees when
// Redis goes away and comes back (through a TCP proxy the test cuts, stalls and restores).
import { Redis } from 'ioredis'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  assertRedisForCi,
  createTestKeyPrefix,
  deleteKeysWithPrefix,
  redisUrl,
  resolveRedisForTests,
} from '../../../test/redis.js'
import { findClosedPort, startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy.js'
import { RedisCache, type CacheLogger } from './redis-cache.js'

interface LogEntry {
  level: 'warn' | 'info'
  message: string
}

function createRecordingLogger(): CacheLogger & { entries: LogEntry[] } {
  const entries: LogEntry[] = []
  return {
    entries,
    warn: (_details, message) => entries.push({ level: 'warn', message }),
    info: (_details, message) => entries.push({ level: 'info', message }),
  }
}

function createCache(url: string, keyPrefix: string, logger: CacheLogger) {
  return new RedisCache({
    url,
    keyPrefix,
    commandTimeoutMs: 200,
    connectTimeoutMs: 500,
    maxEntries: 100,
    defaultTtlSeconds: 300,
    logger,
    reconnectMaxDelayMs: 100,
  })
}

const waitOptions = { timeout: 10_000, interval: 20 }

describe('the Redis cache when Redis does not answer at start', () => {
  it('starts degraded on its memory fallback with one warning, and still serves', async () => {
    const port = await findClosedPort()
    const logger = createRecordingLogger()
    const cache = createCache(`redis://127.0.0.1:${port}`, 'unused:', logger)
    try {
      await cache.connect()
      await cache.set('product:WS12', { sku: 'WS12' }, { tags: ['product:WS12'] })
      expect(await cache.get('product:WS12')).toEqual({ sku: 'WS12' })
      await cache.invalidateTags(['product:WS12'])
      expect(await cache.get('product:WS12')).toBeUndefined()
      expect(cache.status()).toMatchObject({ port: 'cache', adapter: 'redis', status: 'degraded' })
      expect(cache.status().detail).toMatch(/in-memory fallback/)
      expect(logger.entries.filter((entry) => entry.level === 'warn')).toHaveLength(1)
    } finally {
      await cache.close()
    }
  })
})

const redis = await resolveRedisForTests()

describe.skipIf(!redis.run)('the Redis cache on a real Redis', () => {
  const keyPrefix = createTestKeyPrefix()
  const target = new URL(redisUrl)
  let raw: Redis
  let proxy: TcpProxy
  const caches: RedisCache[] = []

  beforeAll(async () => {
    assertRedisForCi(redis.availability)
    raw = new Redis(redisUrl, { maxRetriesPerRequest: 1 })
    raw.on('error', () => undefined)
  })

  afterEach(async () => {
    for (const cache of caches.splice(0)) await cache.close()
    await proxy?.close()
  })

  afterAll(async () => {
    if (redis.availability.available) await deleteKeysWithPrefix(keyPrefix)
    raw?.disconnect()
  })

  async function connectThroughProxy(logger = createRecordingLogger()) {
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 6379) })
    const cache = createCache(proxy.url, keyPrefix, logger)
    caches.push(cache)
    await cache.connect()
    return { cache, logger }
  }

  it('stores entries in Redis with their TTL, the default TTL, or none for TTL 0', async () => {
    const { cache } = await connectThroughProxy()
    await cache.set('ttl:60', 1, { ttlSeconds: 60 })
    await cache.set('ttl:default', 1)
    await cache.set('ttl:none', 1, { ttlSeconds: 0 })

    const ttl60 = await raw.pttl(`${keyPrefix}c:ttl:60`)
    const ttlDefault = await raw.pttl(`${keyPrefix}c:ttl:default`)
    expect(ttl60).toBeGreaterThan(0)
    expect(ttl60).toBeLessThanOrEqual(60_000)
    expect(ttlDefault).toBeGreaterThan(60_000)
    expect(ttlDefault).toBeLessThanOrEqual(300_000)
    expect(await raw.pttl(`${keyPrefix}c:ttl:none`)).toBe(-1)
  })

  it('keeps a tag alive as long as its longest-lived entry', async () => {
    const { cache } = await connectThroughProxy()
    await cache.set('long', 1, { ttlSeconds: 600, tags: ['tag:life'] })
    await cache.set('short', 1, { ttlSeconds: 10, tags: ['tag:life'] })
    expect(await raw.ttl(`${keyPrefix}t:tag:life`)).toBeGreaterThan(10)
    await cache.set('forever', 1, { ttlSeconds: 0, tags: ['tag:life'] })
    expect(await raw.ttl(`${keyPrefix}t:tag:life`)).toBe(-1)
  })

  it('serves from memory with exactly one warning while Redis is cut off, then returns to Redis', async () => {
    const { cache, logger } = await connectThroughProxy()
    expect(cache.status().status).toBe('up')
    await cache.set('outage:kept', 'from redis')
    await cache.set('outage:changed', 'old', { tags: ['outage:tag'] })
    await cache.set('outage:tagged', 'old', { tags: ['outage:tag'] })

    proxy.cut()
    await vi.waitFor(() => expect(cache.status().status).toBe('degraded'), waitOptions)
    for (let round = 0; round < 5; round += 1) {
      await cache.set('outage:during', round)
      expect(await cache.get('outage:during')).toBe(round)
    }
    await cache.set('outage:changed', 'new')
    await cache.invalidateTags(['outage:tag'])
    expect(await cache.get('outage:kept')).toBeUndefined() // memory fallback starts empty
    expect(logger.entries.filter((entry) => entry.level === 'warn')).toHaveLength(1)

    proxy.restore()
    await vi.waitFor(() => expect(cache.status().status).toBe('up'), waitOptions)

    expect(await cache.get('outage:kept')).toBe('from redis')
    // What changed during the outage is never served stale from Redis afterwards.
    expect(await cache.get('outage:changed')).toBeUndefined()
    expect(await cache.get('outage:tagged')).toBeUndefined()
    await cache.set('outage:after', 'back')
    expect(await raw.get(`${keyPrefix}c:outage:after`)).toBe('"back"')
    expect(logger.entries).toEqual([
      { level: 'warn', message: expect.stringMatching(/unreachable/) },
      { level: 'info', message: expect.stringMatching(/back/) },
    ])
  })

  it('does not hang when Redis stops answering: it fails fast to memory and recovers', async () => {
    const { cache, logger } = await connectThroughProxy()
    await cache.set('stall:kept', 'from redis')

    proxy.stall()
    // The command times out (REDIS command timeout), the answer comes from the fallback.
    expect(await cache.get('stall:kept')).toBeUndefined()
    expect(cache.status().status).toBe('degraded')
    await cache.set('stall:during', 1)
    expect(await cache.get('stall:during')).toBe(1)

    proxy.restore()
    await vi.waitFor(() => expect(cache.status().status).toBe('up'), waitOptions)
    expect(await cache.get('stall:kept')).toBe('from redis')
    expect(logger.entries.map((entry) => entry.level)).toEqual(['warn', 'info'])
  })

  it('warns once per outage, again for a second outage', async () => {
    const { cache, logger } = await connectThroughProxy()
    for (let outage = 0; outage < 2; outage += 1) {
      proxy.cut()
      await vi.waitFor(() => expect(cache.status().status).toBe('degraded'), waitOptions)
      await cache.get('anything')
      proxy.restore()
      await vi.waitFor(() => expect(cache.status().status).toBe('up'), waitOptions)
    }
    expect(logger.entries.map((entry) => entry.level)).toEqual(['warn', 'info', 'warn', 'info'])
  })
})
