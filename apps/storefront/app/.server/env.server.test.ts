import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env.server'

describe('parseEnv', () => {
  it('runs on embedded defaults when nothing is configured', () => {
    expect(parseEnv({})).toEqual({
      NODE_ENV: 'development',
      STOREFRONT_HOST: '0.0.0.0',
      STOREFRONT_PORT: 3000,
      BFF_URL: 'http://127.0.0.1:4000',
      BFF_TIMEOUT_MS: 5000,
      STOREFRONT_PAGE_CACHE_SECONDS: 30,
      STOREFRONT_PAGE_CACHE_MAX_BYTES: 64 * 1024 * 1024,
      STOREFRONT_SHED_MAX_IN_FLIGHT: 128,
      STOREFRONT_SHED_CONCURRENCY: 4,
      STOREFRONT_SHED_MAX_QUEUE_MS: 1000,
      STOREFRONT_SHED_RETRY_SECONDS: 2,
      STOREFRONT_SHED_TARGET_QUEUE_MS: 100,
      STORE_TIME_ZONE: 'Europe/Amsterdam',
      STOREFRONT_MAINTENANCE: false,
      STOREFRONT_MAINTENANCE_ALLOW_IPS: [],
      STOREFRONT_TRUSTED_PROXY_HOPS: 0,
      STOREFRONT_CONTENT_ADD_ROUTES: false,
    })
  })

  it('adds the content preview routes only when asked (D129)', () => {
    expect(parseEnv({ STOREFRONT_CONTENT_ADD_ROUTES: 'true' }).STOREFRONT_CONTENT_ADD_ROUTES).toBe(
      true,
    )
    expect(() => parseEnv({ STOREFRONT_CONTENT_ADD_ROUTES: 'maybe' })).toThrow(
      /STOREFRONT_CONTENT_ADD_ROUTES/,
    )
  })

  it('reads up to three allow-listed addresses for the maintenance gate (D186)', () => {
    const env = parseEnv({ STOREFRONT_MAINTENANCE_ALLOW_IPS: ' 10.0.0.1, ::1 ' })
    expect(env.STOREFRONT_MAINTENANCE_ALLOW_IPS).toEqual(['10.0.0.1', '::1'])
    expect(() => parseEnv({ STOREFRONT_MAINTENANCE_ALLOW_IPS: 'a.b.c.d' })).toThrow(EnvError)
    const four = '10.0.0.1,10.0.0.2,10.0.0.3,10.0.0.4'
    expect(() => parseEnv({ STOREFRONT_MAINTENANCE_ALLOW_IPS: four })).toThrow(EnvError)
  })

  it('reads the shop’s time zone and refuses a name that is not an IANA zone', () => {
    expect(parseEnv({ STORE_TIME_ZONE: 'Europe/Berlin' }).STORE_TIME_ZONE).toBe('Europe/Berlin')
    expect(() => parseEnv({ STORE_TIME_ZONE: 'CEST+2' })).toThrow(/STORE_TIME_ZONE/)
  })

  it('reads the page cache settings and refuses a negative time to live', () => {
    expect(parseEnv({ STOREFRONT_PAGE_CACHE_SECONDS: '0' }).STOREFRONT_PAGE_CACHE_SECONDS).toBe(0)
    expect(() => parseEnv({ STOREFRONT_PAGE_CACHE_SECONDS: '-1' })).toThrow(EnvError)
  })

  it('reads the port as a number and keeps the configured BFF address', () => {
    const env = parseEnv({ STOREFRONT_PORT: '3100', BFF_URL: 'http://bff:4000' })
    expect(env.STOREFRONT_PORT).toBe(3100)
    expect(env.BFF_URL).toBe('http://bff:4000')
  })

  it('reads the public address and the tag manager container, and refuses a bad container id', () => {
    const env = parseEnv({
      STOREFRONT_PUBLIC_URL: 'https://shop.example',
      STOREFRONT_GTM_ID: 'GTM-ABC1234',
    })
    expect(env.STOREFRONT_PUBLIC_URL).toBe('https://shop.example')
    expect(env.STOREFRONT_GTM_ID).toBe('GTM-ABC1234')
    expect(() => parseEnv({ STOREFRONT_GTM_ID: '<script>' })).toThrow(EnvError)
  })

  it('reads a reCAPTCHA site key and refuses one that could break out of its URL (D172)', () => {
    const key = '6LcVitrineJourneySiteKey'
    expect(parseEnv({ STOREFRONT_RECAPTCHA_SITE_KEY: key }).STOREFRONT_RECAPTCHA_SITE_KEY).toBe(key)
    expect(() => parseEnv({ STOREFRONT_RECAPTCHA_SITE_KEY: 'key"&x=<y>' })).toThrow(EnvError)
  })

  it('treats an empty variable as not set', () => {
    expect(parseEnv({ STOREFRONT_PORT: '' }).STOREFRONT_PORT).toBe(3000)
  })

  it('refuses bad configuration and names every wrong variable', () => {
    let error: unknown
    try {
      parseEnv({ STOREFRONT_PORT: 'eighty', BFF_URL: 'not a url' })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(EnvError)
    const issues = (error as EnvError).issues.join('\n')
    expect(issues).toContain('STOREFRONT_PORT')
    expect(issues).toContain('BFF_URL')
  })
})
