// Finds the Redis the tests use: REDIS_URL, else redis://127.0.0.1:6379 (ARCHITECTURE §6: tests
// that need Redis run when it answers; with CI=true they must run and fail when it does not).
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'

export const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
export const isCi = process.env.CI === 'true'

export interface RedisAvailability {
  available: boolean
  reason: string
}

export async function probeRedis(url = redisUrl): Promise<RedisAvailability> {
  const client = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    connectTimeout: 1000,
    commandTimeout: 1000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  })
  let firstError: string | undefined
  client.on('error', (error: Error) => (firstError ??= error.message))
  try {
    await client.connect()
    await client.ping()
    return { available: true, reason: 'answered PING' }
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    return { available: false, reason: firstError ?? message }
  } finally {
    client.disconnect()
  }
}

/**
 * Probes Redis once per test file. Locally an unreachable Redis skips the Redis tests with a
 * visible warning; with CI=true they run anyway and `assertRedisForCi` fails them.
 */
export async function resolveRedisForTests(): Promise<{
  run: boolean
  availability: RedisAvailability
}> {
  const availability = await probeRedis()
  if (!availability.available && !isCi) {
    console.warn(
      `\n⚠ Redis tests SKIPPED: no Redis at ${redisUrl} (${availability.reason}). ` +
        'Start one (e.g. `docker run -p 6379:6379 redis:7`) or set REDIS_URL; with CI=true they fail instead.\n',
    )
  }
  return { run: availability.available || isCi, availability }
}

export function assertRedisForCi(availability: RedisAvailability): void {
  if (!availability.available) {
    throw new Error(
      `Redis at ${redisUrl} is unreachable (${availability.reason}) and CI=true: the Redis tests must run.`,
    )
  }
}

/** A key prefix no other test run shares. */
export function createTestKeyPrefix(): string {
  return `vitrine-test:${randomUUID()}:`
}

/** Deletes every key under a prefix (end of a test run). */
export async function deleteKeysWithPrefix(prefix: string, url = redisUrl): Promise<void> {
  const client = new Redis(url, { maxRetriesPerRequest: 1, retryStrategy: () => null })
  client.on('error', () => undefined)
  try {
    let cursor = '0'
    do {
      const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500)
      cursor = next
      if (keys.length > 0) await client.del(...keys)
    } while (cursor !== '0')
  } finally {
    client.disconnect()
  }
}
