import { describe, expect, it } from 'vitest'
import { EnvError, EnvSchema, loadEnv } from './env.js'

describe('loadEnv', () => {
  it('runs on defaults alone: memory cache, port 4000, info logs', () => {
    const config = loadEnv({})
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      BFF_HOST: '0.0.0.0',
      BFF_PORT: 4000,
      LOG_LEVEL: 'info',
      DATA_DIR: '.data',
      REDIS_COMMAND_TIMEOUT_MS: 250,
      CACHE_MAX_ENTRIES: 10000,
      STORE_TIME_ZONE: 'Europe/Amsterdam',
    })
    expect(config.REDIS_URL).toBeUndefined()
  })

  it('reads and converts the variables it is given', () => {
    const config = loadEnv({
      BFF_PORT: '4100',
      REDIS_URL: 'redis://cache:6379/2',
      CACHE_DEFAULT_TTL_SECONDS: '0',
      LOG_LEVEL: 'warn',
      STORE_TIME_ZONE: 'Europe/Berlin',
    })
    expect(config).toMatchObject({
      STORE_TIME_ZONE: 'Europe/Berlin',
      BFF_PORT: 4100,
      REDIS_URL: 'redis://cache:6379/2',
      CACHE_DEFAULT_TTL_SECONDS: 0,
      LOG_LEVEL: 'warn',
    })
  })

  it('treats empty values as unset', () => {
    expect(loadEnv({ REDIS_URL: '', BFF_PORT: ' ' })).toMatchObject({ BFF_PORT: 4000 })
    expect(loadEnv({ REDIS_URL: '' }).REDIS_URL).toBeUndefined()
  })

  it('refuses bad configuration, listing every wrong variable with its reason', () => {
    let thrown: unknown
    try {
      loadEnv({
        BFF_PORT: 'eighty',
        LOG_LEVEL: 'loud',
        REDIS_URL: 'http://not-redis',
        CACHE_MAX_ENTRIES: '-5',
        NODE_ENV: 'staging',
        BFF_HOST: 'fine-host',
        STORE_TIME_ZONE: 'Europe/Atlantis',
      })
    } catch (error) {
      thrown = error
    }
    expect(thrown).toBeInstanceOf(EnvError)
    const error = thrown as EnvError
    expect(error.issues.map((issue) => issue.variable).sort()).toEqual([
      'BFF_PORT',
      'CACHE_MAX_ENTRIES',
      'LOG_LEVEL',
      'NODE_ENV',
      'REDIS_URL',
      'STORE_TIME_ZONE',
    ])
    for (const issue of error.issues) {
      expect(issue.reason).not.toBe('')
      expect(error.message).toContain(`${issue.variable}: ${issue.reason}`)
    }
    expect(error.message).toMatch(/^Invalid configuration \(6 variables\)/)
  })

  it('describes every variable, for docs/configuration.md', () => {
    for (const [name, schema] of Object.entries(EnvSchema.shape)) {
      expect(schema.description, name).toBeTruthy()
    }
  })
})
