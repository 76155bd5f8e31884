// An attacker on another machine tries the routes that exist only for trying the shop locally
// (D216) and the payment test gateway (D217), against the app configured as `pnpm start` and as a
// production deployment without a payment key configure it.
import { LOCAL_ONLY_ROUTES } from '@vitrine/contracts/local-only-routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCommerceTestApp, dutchAddress, postAs } from '../../test/commerce-app.js'
import { buildTestApp, captureLogs } from '../../test/helpers.js'
import { NoPaymentProvider } from '../adapters/payments/no-payment-provider.js'
import { fixtureCatalogue } from '../adapters/commerce/commerce.fixtures.js'
import type { App } from '../app.js'

const ATTACKER = '192.0.2.77'

/** A guest order of one cap to a Dutch address, paid with `method`. */
function orderBody(cartId: string, method: string) {
  return {
    user_id: '',
    cart_id: cartId,
    products: [{ sku: 'CAP', qty: 1 }],
    addressInformation: {
      shippingAddress: dutchAddress,
      billingAddress: dutchAddress,
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: method,
      payment_method_additional: {},
    },
  }
}

async function createGatewayPayment(app: App): Promise<string> {
  const payment = await app.adapters.payments.createPayment({
    amountCents: 1000,
    currency: 'EUR',
    description: 'Order 1',
    redirectUrl: '/checkout-return?token=t',
    webhookUrl: 'http://127.0.0.1:1/api/ext/mollie/webhook',
    method: 'ideal',
    metadata: {},
    idempotencyKey: 'attack-test',
  })
  return payment.id
}

/** One request to each local-only route, as the shop would answer it on this machine. */
function sampleRequests(paymentId: string) {
  const samples: Record<string, Array<{ method: 'GET' | 'POST'; url: string }>> = {
    '/api/dev/': [
      { method: 'GET', url: '/api/dev/outbox?to=victim@example.com' },
      { method: 'GET', url: '/nl/api/dev/outbox' },
    ],
    '/api/ext/mollie/test-gateway/': [
      { method: 'GET', url: `/api/ext/mollie/test-gateway/${paymentId}` },
      { method: 'POST', url: `/api/ext/mollie/test-gateway/${paymentId}` },
    ],
  }
  return LOCAL_ONLY_ROUTES.map((route) => {
    const requests = samples[route.prefix]
    if (!requests) throw new Error(`No sample request for the local-only route ${route.prefix}`)
    return { route, requests }
  })
}

describe('the shop started as `pnpm start` starts it (production mode, local routes on)', () => {
  let app: App
  const logs = captureLogs()
  let paymentId: string

  beforeAll(async () => {
    app = await buildCommerceTestApp({
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      LOCAL_DEV_ROUTES: 'true',
      PAYMENT_PROVIDER: 'test-gateway',
    })
    paymentId = await createGatewayPayment(app)
  })
  afterAll(() => app.close())

  it('says at start what is on for trying the shop locally', async () => {
    const logged = await buildTestApp(
      {
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        LOCAL_DEV_ROUTES: 'true',
        PAYMENT_PROVIDER: 'test-gateway',
      },
      { logStream: logs.stream },
    )
    await logged.close()
    const warnings = logs.entries().map((entry) => String(entry.msg))
    expect(warnings.some((text) => /LOCAL_DEV_ROUTES is on in production mode/.test(text))).toBe(
      true,
    )
    expect(warnings.some((text) => /local test gateway: no money is taken/.test(text))).toBe(true)
    // D225: without Google's secret the captcha that guards logins past their ceiling is public
    expect(warnings.some((text) => /No RECAPTCHA_SECRET in production mode/.test(text))).toBe(true)
  })

  it('answers every local-only route 404 to a caller on another machine', async () => {
    for (const { requests } of sampleRequests(paymentId)) {
      for (const request of requests) {
        const answer = await app.inject({ ...request, remoteAddress: ATTACKER })
        expect(answer.statusCode, `${request.method} ${request.url}`).toBe(404)
        expect(answer.json()).toMatchObject({ code: 404 })
      }
    }
  })

  it('answers them 404 when the storefront forwards a shopper on another machine', async () => {
    for (const { requests } of sampleRequests(paymentId)) {
      for (const request of requests) {
        const answer = await app.inject({
          ...request,
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': ATTACKER },
        })
        expect(answer.statusCode, `${request.method} ${request.url}`).toBe(404)
      }
    }
  })

  it('lets a reset mail be stolen by nobody, yet serves it to the person at the machine', async () => {
    const stolen = await app.inject({
      method: 'GET',
      url: '/api/dev/outbox?to=victim@example.com',
      remoteAddress: ATTACKER,
    })
    expect(stolen.statusCode).toBe(404)
    const local = await app.inject({ method: 'GET', url: '/api/dev/outbox' })
    expect(local.statusCode).toBe(200)
    const page = await app.inject({
      method: 'GET',
      url: `/api/ext/mollie/test-gateway/${paymentId}`,
    })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Test payment gateway')
  })
})

describe('a production deployment without a payment key', () => {
  let app: App

  beforeAll(async () => {
    app = await buildCommerceTestApp({ NODE_ENV: 'production', LOG_LEVEL: 'silent' })
  })
  afterAll(() => app.close())

  it('serves no outbox and no test gateway, not even on this machine', async () => {
    for (const remoteAddress of ['127.0.0.1', ATTACKER]) {
      for (const { requests } of sampleRequests('tr_abc123')) {
        for (const request of requests) {
          const answer = await app.inject({ ...request, remoteAddress })
          expect(answer.statusCode, `${request.method} ${request.url}`).toBe(404)
        }
      }
    }
  })

  it('offers only the offline payment methods and refuses an online one', async () => {
    const cartId = (await postAs(app, '/api/cart/create')).json<{ result: string }>().result
    await postAs(app, `/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'CAP', qty: 1 } })
    const methods = await app.inject({
      method: 'GET',
      url: `/api/cart/payment-methods?cartId=${cartId}`,
    })
    const codes = methods.json<{ result: Array<{ code: string }> }>().result.map((m) => m.code)
    expect(codes).toEqual(['checkmo', 'banktransfer', 'cashondelivery'])
    const order = (method: string) => postAs(app, '/api/order', orderBody(cartId, method))
    const online = await order('mollie_methods_ideal')
    expect(online.statusCode).toBeGreaterThanOrEqual(400)
    expect(online.statusCode).toBeLessThan(500)
  })

  it('answers start-transaction of an order placed for online payment with a clear 409', async () => {
    // An order placed while a provider was configured, paid after it was taken away.
    const withoutProvider = await buildTestApp(
      {},
      {
        adapters: { payments: new NoPaymentProvider() },
        underPressure: { maxEventLoopDelay: 0, maxEventLoopUtilization: 0 },
      },
    )
    await withoutProvider.adapters.commerce.importCatalogue(fixtureCatalogue)
    const cartId = (await postAs(withoutProvider, '/api/cart/create')).json<{ result: string }>()
      .result
    await postAs(withoutProvider, `/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: 'CAP', qty: 1 },
    })
    const token = (
      await withoutProvider.inject({
        method: 'GET',
        url: `/api/ext/mollie/payment-token?cartId=${cartId}`,
      })
    ).json<{ result: string }>().result
    const placed = await postAs(
      withoutProvider,
      '/api/order',
      orderBody(cartId, 'mollie_methods_ideal'),
    )
    expect(placed.statusCode).toBe(200)
    const answer = await postAs(withoutProvider, '/api/ext/mollie/start-transaction', { token })
    await withoutProvider.close()
    expect(answer.statusCode).toBe(409)
    expect(answer.json<{ result: string }>().result).toBe(
      'This shop takes no online payments at the moment. Please choose another payment method.',
    )
  })

  it('cannot be switched to the test gateway by a caller', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/ext/mollie/test-gateway/tr_abc123',
      payload: 'status=paid',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(answer.statusCode).toBe(404)
  })
})
