// Runs the one cache contract against every cache adapter: the in-memory LRU always, Redis when
// it answers (and always with CI=true, where an unreachable Redis fails the run).
import { afterAll, beforeAll, describe, it } from 'vitest'
import {
  assertRedisForCi,
  createTestKeyPrefix,
  deleteKeysWithPrefix,
  redisUrl,
  resolveRedisForTests,
} from '../../../test/redis.js'
import { describeCacheContract } from './cache.contract.js'
import { MemoryCache } from './memory-cache.js'
import { RedisCache } from './redis-cache.js'

const silentLogger = { warn: () => undefined, info: () => undefined }

describeCacheContract('memory', async () => {
  const cache = new MemoryCache({ maxEntries: 100, defaultTtlSeconds: 300 })
  return { cache, dispose: () => cache.close() }
})

const redis = await resolveRedisForTests()

describe.skipIf(!redis.run)('cache adapters on a real Redis', () => {
  const keyPrefix = createTestKeyPrefix()

  beforeAll(() => assertRedisForCi(redis.availability))
  afterAll(async () => {
    if (redis.availability.available) await deleteKeysWithPrefix(keyPrefix)
  })

  it('uses a Redis that answers', () => assertRedisForCi(redis.availability))

  describeCacheContract('redis', async () => {
    const cache = new RedisCache({
      url: redisUrl,
      keyPrefix,
      commandTimeoutMs: 1000,
      connectTimeoutMs: 1000,
      maxEntries: 100,
      defaultTtlSeconds: 300,
      logger: silentLogger,
    })
    await cache.connect()
    // Each test starts from an empty cache: drop whatever the previous test left under the prefix.
    await deleteKeysWithPrefix(keyPrefix)
    return { cache, dispose: () => cache.close() }
  })
})
