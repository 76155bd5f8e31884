// The adapter registry (ARCHITECTURE §1): the one plugin that builds each port's adapter from the
// configuration, exposes them as `app.adapters`, reports their health for `/readyz` and closes them
// when the app closes (after in-flight requests have drained).
import type { AdapterStatus } from '@vitrine/contracts/health'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Env } from '../env.js'
import type { Adapter } from './adapter.js'
import type { CachePort } from './cache/cache.port.js'
import { MemoryCache } from './cache/memory-cache.js'
import { RedisCache } from './cache/redis-cache.js'

export interface Adapters {
  cache: CachePort
}

declare module 'fastify' {
  interface FastifyInstance {
    adapters: Adapters
    /** The health of every adapter, in registry order. */
    reportAdapterStatuses(): AdapterStatus[]
  }
}

export interface AdapterRegistryOptions {
  config: Env
  /** Ready-made adapters that replace the configured ones (tests). */
  overrides?: Partial<Adapters>
}

async function buildCache(config: Env, app: FastifyInstance): Promise<CachePort> {
  if (!config.REDIS_URL) {
    return new MemoryCache({
      maxEntries: config.CACHE_MAX_ENTRIES,
      defaultTtlSeconds: config.CACHE_DEFAULT_TTL_SECONDS,
    })
  }
  const cache = new RedisCache({
    url: config.REDIS_URL,
    keyPrefix: config.REDIS_KEY_PREFIX,
    commandTimeoutMs: config.REDIS_COMMAND_TIMEOUT_MS,
    connectTimeoutMs: config.REDIS_CONNECT_TIMEOUT_MS,
    maxEntries: config.CACHE_MAX_ENTRIES,
    defaultTtlSeconds: config.CACHE_DEFAULT_TTL_SECONDS,
    logger: app.log.child({ adapter: 'redis-cache' }),
  })
  // Never blocks start-up for long: an unreachable Redis means a degraded cache, not a dead BFF.
  await cache.connect()
  return cache
}

export const adapterRegistryPlugin = fp<AdapterRegistryOptions>(
  async function registerAdapters(app, { config, overrides = {} }) {
    const adapters: Adapters = {
      cache: overrides.cache ?? (await buildCache(config, app)),
    }
    const all: Adapter[] = Object.values(adapters)

    app.decorate('adapters', adapters)
    app.decorate('reportAdapterStatuses', () => all.map((adapter) => adapter.status()))

    app.addHook('onClose', async () => {
      const results = await Promise.allSettled(all.map((adapter) => adapter.close()))
      for (const result of results) {
        if (result.status === 'rejected') {
          app.log.error({ err: result.reason }, 'an adapter failed to close')
        }
      }
    })
  },
  { name: 'adapter-registry' },
)
