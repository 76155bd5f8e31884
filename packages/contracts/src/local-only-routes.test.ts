import { describe, expect, it } from 'vitest'
import { findLocalOnlyRoute, isLoopbackAddress } from './local-only-routes.js'

describe('findLocalOnlyRoute', () => {
  it('finds the outbox and the test gateway, with or without a store prefix or query', () => {
    expect(findLocalOnlyRoute('/api/dev/outbox?to=a@b.c')?.purpose).toBe('the mail outbox')
    expect(findLocalOnlyRoute('/nl/api/dev/outbox/123')?.throughStorefront).toBe('never')
    expect(findLocalOnlyRoute('/API/DEV/outbox')?.purpose).toBe('the mail outbox')
    expect(findLocalOnlyRoute('/api/dev')?.purpose).toBe('the mail outbox')
    expect(findLocalOnlyRoute('/api/ext/mollie/test-gateway/tr_abc')?.throughStorefront).toBe(
      'loopback-shopper',
    )
  })

  it('leaves the shop’s own routes alone', () => {
    expect(findLocalOnlyRoute('/api/devices')).toBeUndefined()
    expect(findLocalOnlyRoute('/api/ext/mollie/webhook')).toBeUndefined()
    expect(findLocalOnlyRoute('/api/catalog')).toBeUndefined()
    expect(findLocalOnlyRoute('/dev/outbox')).toBeUndefined()
  })
})

describe('isLoopbackAddress', () => {
  it('accepts only the machine’s own addresses', () => {
    for (const address of ['127.0.0.1', '127.5.4.3', '::1', '::ffff:127.0.0.1']) {
      expect(isLoopbackAddress(address), address).toBe(true)
    }
    for (const address of ['192.0.2.2', '::ffff:10.0.0.1', '1.127.0.0', '', undefined, 'fe80::1']) {
      expect(isLoopbackAddress(address), String(address)).toBe(false)
    }
  })
})
