// The payment add-on end to end on the real engine (in-memory PGlite): a guest orders with iDEAL,
// gets a payment token and the local test gateway's page, picks an outcome there, and the gateway
// calls the webhook over HTTP (the app listens on a free port) and sends the browser back to
// /checkout-return; a failed payment is paid on the second attempt. The production adapter runs
// the same flow against a local server shaped like Mollie's API v2, where an amount mismatch
// flags the order (D141–D143).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCommerceTestApp } from '../../../test/commerce-app.js'
import { captureLogs } from '../../../test/helpers.js'
import { fixtureCatalogue } from '../../adapters/commerce/commerce.fixtures.js'
import {
  startMollieApiServer,
  trustLocalTls,
  type MollieApiServer,
} from '../../adapters/payments/mollie-api-server.test-helpers.js'
import { MolliePaymentGateway } from '../../adapters/payments/mollie-payment-gateway.js'
import { buildApp, type App } from '../../app.js'
import { createTestConfig } from '../../../test/helpers.js'
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy.js'

const address = {
  firstname: 'Jan',
  lastname: 'Jansen',
  street: ['Dam 1', ''],
  city: 'Amsterdam',
  postcode: '1012AB',
  country_id: 'NL',
  email: 'jan@example.nl',
}

async function placeOrder(app: App, paymentMethod = 'mollie_methods_ideal') {
  const post = (url: string, payload?: unknown) =>
    app.inject({ method: 'POST', url, ...(payload ? { payload: payload as object } : {}) })
  const cartId = (await post('/api/cart/create')).json<{ result: string }>().result
  await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'CAP', qty: 1 } })
  const tokenAnswer = await app.inject({
    method: 'GET',
    url: `/api/ext/mollie/payment-token?cartId=${cartId}`,
  })
  expect(tokenAnswer.statusCode).toBe(200)
  const token = tokenAnswer.json<{ result: string }>().result
  const placed = await post('/api/order', {
    user_id: '',
    cart_id: cartId,
    store_code: 'nl',
    products: [{ sku: 'CAP', qty: 1 }],
    addressInformation: {
      shippingAddress: address,
      billingAddress: address,
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: paymentMethod,
      payment_method_additional: {},
    },
  })
  expect(placed.statusCode).toBe(200)
  return {
    cartId,
    token,
    orderNumber: placed.json<{ result: { orderNumber: string } }>().result.orderNumber,
  }
}

const start = (app: App, token: string) =>
  app.inject({ method: 'POST', url: '/api/ext/mollie/start-transaction', payload: { token } })
const statusOf = async (app: App, token: string) =>
  (
    await app.inject({ method: 'GET', url: `/api/ext/mollie/payment-status?paymentToken=${token}` })
  ).json<{
    result: { status: string; canRetry: boolean; orderNumber: string }
  }>().result

describe('payments through the local test gateway', () => {
  let app: App
  let dataDir: string

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'vitrine-payments-'))
    app = await buildCommerceTestApp({ DATA_DIR: dataDir })
    await app.listen({ port: 0, host: '127.0.0.1' })
  })

  afterAll(async () => {
    await app.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('offers the Mollie methods after the offline ones', async () => {
    const cartId = (await app.inject({ method: 'POST', url: '/api/cart/create' })).json<{
      result: string
    }>().result
    await app.inject({
      method: 'POST',
      url: `/api/cart/update?cartId=${cartId}`,
      payload: { cartItem: { sku: 'CAP', qty: 1 } },
    })
    const methods = await app.inject({
      method: 'GET',
      url: `/api/cart/payment-methods?cartId=${cartId}`,
    })
    expect(
      methods.json<{ result: Array<{ code: string }> }>().result.map((method) => method.code),
    ).toEqual([
      'checkmo',
      'banktransfer',
      'cashondelivery',
      'mollie_methods_ideal',
      'mollie_methods_creditcard',
      'mollie_methods_bancontact',
      'mollie_methods_paypal',
    ])
  })

  it('pays an iDEAL order: gateway page, webhook over HTTP, back to /nl/checkout-return as paid', async () => {
    const { token, orderNumber } = await placeOrder(app)
    expect(await statusOf(app, token)).toMatchObject({
      status: 'open',
      orderNumber,
      canRetry: false,
    })
    const started = await start(app, token)
    expect(started.statusCode).toBe(200)
    const url = started.json<{ result: string }>().result
    expect(url).toMatch(/^\/api\/ext\/mollie\/test-gateway\/tr_\w+$/)
    // Asking again while the payment is open gives the same page, not a second payment.
    expect((await start(app, token)).json<{ result: string }>().result).toBe(url)

    const page = await app.inject({ method: 'GET', url })
    expect(page.headers['content-type']).toContain('text/html')
    for (const label of ['Paid', 'Failed', 'Canceled', 'Expired'])
      expect(page.body).toContain(`>${label}</button>`)

    const chosen = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=paid',
    })
    expect(chosen.statusCode).toBe(303)
    expect(chosen.headers.location).toBe(`/nl/checkout-return?token=${token}`)
    expect(await statusOf(app, token)).toMatchObject({ status: 'paid', canRetry: false })
    // A paid order cannot be paid again; the gateway page only sends the browser back.
    expect((await start(app, token)).statusCode).toBe(409)
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(303)
  })

  it('retries a failed payment with a new payment and ends paid', async () => {
    const { token } = await placeOrder(app)
    const first = (await start(app, token)).json<{ result: string }>().result
    const failed = await app.inject({
      method: 'POST',
      url: first,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=failed',
    })
    expect(failed.statusCode).toBe(303)
    expect(await statusOf(app, token)).toMatchObject({ status: 'failed', canRetry: true })
    // Choosing again on the first page changes nothing: that payment is final.
    await app.inject({
      method: 'POST',
      url: first,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=paid',
    })
    expect((await statusOf(app, token)).status).toBe('failed')

    const second = (await start(app, token)).json<{ result: string }>().result
    expect(second).not.toBe(first)
    expect((await statusOf(app, token)).status).toBe('open')
    await app.inject({
      method: 'POST',
      url: second,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'status=paid',
    })
    expect(await statusOf(app, token)).toMatchObject({ status: 'paid', canRetry: false })
  })

  it('answers 200 to a webhook for an unknown payment and changes nothing', async () => {
    const { token } = await placeOrder(app)
    await start(app, token)
    const answer = await app.inject({
      method: 'POST',
      url: '/api/ext/mollie/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=tr_doesnotexist',
    })
    expect(answer.statusCode).toBe(200)
    expect((await statusOf(app, token)).status).toBe('open')
  })

  it('refuses what it cannot do, naming the field', async () => {
    const unknown = await start(app, 'a'.repeat(32))
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toMatchObject({ errors: [{ field: 'body.token' }] })
    const malformed = await start(app, 'not-a-token')
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({ errors: [{ field: 'body.token' }] })
    const extra = await app.inject({
      method: 'POST',
      url: '/api/ext/mollie/start-transaction',
      payload: { token: 'a'.repeat(32), amount: 1 },
    })
    expect(extra.statusCode).toBe(400)
    const offline = await placeOrder(app, 'checkmo')
    const refused = await start(app, offline.token)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ errors: [{ field: 'body.token' }] })
    const noCart = await app.inject({
      method: 'GET',
      url: '/api/ext/mollie/payment-token?cartId=missing',
    })
    expect(noCart.statusCode).toBe(404)
  })
})

describe('payments through the Mollie adapter (local API v2 server)', () => {
  let app: App
  let server: MollieApiServer
  let restoreTls: () => void
  const logs = captureLogs()

  beforeAll(async () => {
    server = await startMollieApiServer()
    restoreTls = trustLocalTls()
    const config = createTestConfig({
      LOG_LEVEL: 'info',
      MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
      MOLLIE_API_URL: server.apiEndpoint,
      MOLLIE_WEBHOOK_URL: 'https://shop.example/api/ext/mollie/webhook',
      PAYMENT_RETURN_URL: 'https://shop.example',
    })
    app = await buildApp(config, {
      logStream: logs.stream,
      underPressure: { maxEventLoopDelay: 0, maxEventLoopUtilization: 0 },
      adapters: {
        payments: new MolliePaymentGateway({
          apiKey: config.MOLLIE_API_KEY as string,
          apiEndpoint: server.apiEndpoint,
        }),
      },
    })
    await app.adapters.commerce.importCatalogue(fixtureCatalogue)
  })

  afterAll(async () => {
    await app.close()
    restoreTls()
    await server.close()
  })

  const webhook = (id: string) =>
    app.inject({
      method: 'POST',
      url: '/api/ext/mollie/webhook',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `id=${id}`,
    })

  it('creates the payment with the configured URLs and an Idempotency-Key; the webhook reads the status', async () => {
    const { token } = await placeOrder(app)
    const url = (await start(app, token)).json<{ result: string }>().result
    const id = /\/(tr_\w+)$/.exec(url)?.[1] as string
    const created = server.requests.find((seen) => seen.method === 'POST')
    expect(created?.idempotencyKey).toMatch(/^order-\d+-attempt-1$/)
    expect(await app.adapters.payments.getPayment(id)).toMatchObject({ status: 'open' })
    server.setStatus(id, 'paid')
    expect((await webhook(id)).statusCode).toBe(200)
    expect((await statusOf(app, token)).status).toBe('paid')
    // A duplicate, and a late report of an earlier status, change nothing.
    server.setStatus(id, 'pending')
    expect((await webhook(id)).statusCode).toBe(200)
    expect((await statusOf(app, token)).status).toBe('paid')
  })

  it('flags and logs an order whose payment reports another amount', async () => {
    const { token, orderNumber } = await placeOrder(app)
    const url = (await start(app, token)).json<{ result: string }>().result
    const id = /\/(tr_\w+)$/.exec(url)?.[1] as string
    server.setAmount(id, { currency: 'EUR', value: '0.01' })
    server.setStatus(id, 'paid')
    await webhook(id)
    expect(await statusOf(app, token)).toMatchObject({ status: 'paid' })
    expect(await app.adapters.commerce.readOrderPayment(token)).toMatchObject({
      status: 'paid',
      flagged: true,
    })
    expect(logs.entries()).toContainEqual(
      expect.objectContaining({
        orderNumber,
        msg: 'the paid amount or currency differs from the order: the order is flagged for review',
      }),
    )
  })
})

// Mollie cut off, hung or failing (D185): the shopper is told the provider is unavailable (503 in
// the envelope, never a hanging request), the order stays payable, and a webhook answers 503 so
// Mollie calls it again; once Mollie is back, the same start works.
describe('payments while Mollie is cut off, hung or failing', () => {
  let app: App
  let server: MollieApiServer
  let proxy: TcpProxy
  let restoreTls: () => void

  beforeAll(async () => {
    server = await startMollieApiServer()
    restoreTls = trustLocalTls()
    const api = new URL(server.apiEndpoint)
    proxy = await startTcpProxy({ host: api.hostname, port: Number(api.port) })
    api.port = String(proxy.port)
    const config = createTestConfig({
      MOLLIE_API_KEY: 'test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM',
      MOLLIE_API_URL: api.toString(),
      MOLLIE_WEBHOOK_URL: 'https://shop.example/api/ext/mollie/webhook',
      PAYMENT_RETURN_URL: 'https://shop.example',
    })
    app = await buildApp(config, {
      underPressure: { maxEventLoopDelay: 0, maxEventLoopUtilization: 0 },
      adapters: {
        payments: new MolliePaymentGateway({
          apiKey: config.MOLLIE_API_KEY as string,
          apiEndpoint: api.toString(),
          timeoutMs: 1000,
        }),
      },
    })
    await app.adapters.commerce.importCatalogue(fixtureCatalogue)
  })

  afterAll(async () => {
    await app.close()
    await proxy.close()
    restoreTls()
    await server.close()
  })

  const expectUnavailable = (answer: Awaited<ReturnType<typeof start>>) => {
    expect(answer.statusCode).toBe(503)
    expect(answer.json()).toMatchObject({ code: 503, result: expect.any(String) as string })
  }

  it.each([
    ['cut off', () => proxy.cut()],
    ['hung', () => proxy.stall()],
    ['failing', () => server.failWith(500)],
  ])(
    'answers 503 while Mollie is %s, and the same order pays once it is back',
    async (_name, fault) => {
      const { token } = await placeOrder(app)
      fault()
      expectUnavailable(await start(app, token))
      proxy.restore()
      server.failWith(null)
      const started = await start(app, token)
      expect(started.statusCode).toBe(200)
      expect(started.json<{ result: string }>().result).toMatch(/\/tr_\w+$/)
    },
  )

  it('answers a webhook 503 while Mollie is hung, so Mollie calls again, and applies it after', async () => {
    const { token } = await placeOrder(app)
    const url = (await start(app, token)).json<{ result: string }>().result
    const id = /\/(tr_\w+)$/.exec(url)?.[1] as string
    server.setStatus(id, 'paid')
    const webhook = () =>
      app.inject({
        method: 'POST',
        url: '/api/ext/mollie/webhook',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: `id=${id}`,
      })
    proxy.stall()
    expect((await webhook()).statusCode).toBe(503)
    expect((await statusOf(app, token)).status).not.toBe('paid')
    proxy.restore()
    expect((await webhook()).statusCode).toBe(200)
    expect((await statusOf(app, token)).status).toBe('paid')
  })
})
