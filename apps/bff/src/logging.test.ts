// What reaches the log: JSON lines with the request id, never tokens, passwords or cookies.
import type { App } from './app.js'
import { afterEach, describe, expect, it } from 'vitest'
import { buildTestApp, captureLogs } from '../test/helpers.js'
import { createLogger, redactUrl } from './logging.js'

let app: App | undefined

afterEach(async () => {
  await app?.close()
  app = undefined
})

describe('redactUrl', () => {
  it('hides token values in a query string and keeps the rest', () => {
    expect(redactUrl('/api/cart/pull?token=abc&cartId=12')).toBe(
      '/api/cart/pull?token=[REDACTED]&cartId=[REDACTED]',
    )
    expect(redactUrl('/api/user/me?storeCode=nl&token=abc')).toBe(
      '/api/user/me?storeCode=nl&token=[REDACTED]',
    )
    expect(redactUrl('/api/cart/pull?storeCode=nl')).toBe('/api/cart/pull?storeCode=nl')
  })
})

describe('request logs', () => {
  it('write JSON lines carrying the request id and never the secrets of a request', async () => {
    const logs = captureLogs()
    app = await buildTestApp({ LOG_LEVEL: 'info' }, { logStream: logs.stream })
    await app.inject({
      method: 'GET',
      url: '/api/cart/pull?token=abc&cartId=12',
      headers: {
        authorization: 'Bearer header-secret',
        cookie: 'session=cookie-secret',
        'x-request-id': 'req-log-1',
      },
    })

    const text = logs.text()
    expect(text).not.toMatch(/abc&|header-secret|cookie-secret/)
    const incoming = logs.entries().find((entry) => entry.msg === 'incoming request')
    expect(incoming).toMatchObject({
      requestId: 'req-log-1',
      req: {
        url: '/api/cart/pull?token=[REDACTED]&cartId=[REDACTED]',
        headers: { authorization: '[REDACTED]', cookie: '[REDACTED]' },
      },
    })
  })

  it('redact passwords and tokens inside logged bodies', () => {
    const logs = captureLogs()
    const logger = createLogger({ LOG_LEVEL: 'info' }, logs.stream)
    logger.info(
      {
        body: {
          username: 'jan@example.com',
          password: 'p4ssw0rd!',
          customer: { newPassword: 'n3w-p4ss', refreshToken: 'rt-1' },
        },
        token: 'top-level-token',
      },
      'login attempt',
    )
    expect(logs.text()).not.toMatch(/p4ssw0rd|n3w-p4ss|rt-1|top-level-token/)
    expect(logs.entries()[0]).toMatchObject({
      body: {
        username: 'jan@example.com',
        password: '[REDACTED]',
        customer: { newPassword: '[REDACTED]', refreshToken: '[REDACTED]' },
      },
      token: '[REDACTED]',
    })
  })

  it('redact a guest cart’s id and a payment token, in bodies and in URLs (D223)', () => {
    const logs = captureLogs()
    const logger = createLogger({ LOG_LEVEL: 'info' }, logs.stream)
    logger.info(
      { body: { cart_id: 'cart-secret-1', paymentToken: 'pay-secret-2', mergeCartId: 'm-3' } },
      'order',
    )
    expect(logs.text()).not.toMatch(/cart-secret-1|pay-secret-2|m-3/)
    expect(redactUrl('/api/cart/pull?cartId=abc123&x=1')).toBe(
      '/api/cart/pull?cartId=[REDACTED]&x=1',
    )
    expect(redactUrl('/api/ext/mollie/payment-status?paymentToken=tok')).toBe(
      '/api/ext/mollie/payment-status?paymentToken=[REDACTED]',
    )
  })

  it('redact secrets at any depth and inside lists, leaving the logged object untouched', () => {
    const logs = captureLogs()
    const logger = createLogger({ LOG_LEVEL: 'info' }, logs.stream)
    const logged = {
      order: { payment: { details: { card: { password: 'deep-secret' } } } },
      customers: [{ email: 'a@example.com', token: 'list-token' }],
      headers: { authorization: 'Bearer raw-header', accept: 'application/json' },
    }
    logger.info(logged, 'nested')
    expect(logs.text()).not.toMatch(/deep-secret|list-token|raw-header/)
    expect(logs.entries()[0]).toMatchObject({
      order: { payment: { details: { card: { password: '[REDACTED]' } } } },
      customers: [{ email: 'a@example.com', token: '[REDACTED]' }],
      headers: { authorization: '[REDACTED]', accept: 'application/json' },
    })
    expect(logged.order.payment.details.card.password).toBe('deep-secret')
  })
})
