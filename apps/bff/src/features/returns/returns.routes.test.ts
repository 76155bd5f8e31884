// Returns as a customer, a guest and an operator meet them (spec 001 §3, §4, §5, §7, §9; D163–D167):
// reasons in the store's language, a return of two lines of one's own order with its mail, the
// list (10 a page) and the detail, spec 001 §5's texts for missing fields, a guest's order
// number and last name (a wrong pair answers exactly like an unknown order, and is rate limited),
// the operator's status changes behind ADMIN_TOKEN, and the closed free-return window.
import {
  LAST_NAME_REQUIRED_MESSAGE,
  ORDER_ID_NUMBERS_MESSAGE,
  RETURN_NOT_SAVED_MESSAGE,
  RETURN_REASON_REQUIRED_MESSAGE,
} from '@vitrine/contracts/returns'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildCommerceTestApp,
  createLoggedInCustomer,
  dutchAddress,
  postAs,
  readLatestMail,
} from '../../../test/commerce-app.js'
import { buildTestApp } from '../../../test/helpers.js'
import { readEngineSettings } from '../../adapters/commerce/build-commerce.js'
import { fixtureCatalogue } from '../../adapters/commerce/commerce.fixtures.js'
import { EmbeddedCommerce } from '../../adapters/commerce/embedded-commerce.js'
import { loadEnv } from '../../env.js'
import type { App } from '../../app.js'

const ADMIN_TOKEN = 'operator-token-of-the-tests-0123456789'
let app: App
let buyer: { id: number; token: string }

interface Placed {
  orderId: number
  orderNumber: string
}

async function placeOrder(
  target: App,
  token: string | undefined,
  lastname: string,
): Promise<Placed> {
  const address = { ...dutchAddress, lastname, email: 'returner@example.nl' }
  const response = await postAs(
    target,
    '/api/order',
    {
      user_id: token ? String(buyer.id) : '',
      products: [
        { sku: 'CAP', qty: 2 },
        { sku: 'NECK', qty: 1 },
      ],
      addressInformation: {
        shippingAddress: address,
        billingAddress: address,
        shipping_carrier_code: 'flatrate',
        shipping_method_code: 'flatrate',
        payment_method_code: 'checkmo',
      },
    },
    token,
  )
  expect(response.statusCode).toBe(200)
  const result = (response.json() as { result: { orderNumber: string; backendOrderId: string } })
    .result
  return { orderId: Number(result.backendOrderId), orderNumber: result.orderNumber }
}

const get = (url: string, token?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })

interface ReturnableAnswer {
  orderId: number
  items: Array<{ orderItemId: number; sku: string; qtyReturnable: number }>
}

beforeAll(async () => {
  app = await buildCommerceTestApp({
    AUTH_RATE_LIMIT_IP_MAX: '1000',
    AUTH_RATE_LIMIT_EMAIL_MAX: '4',
    ADMIN_TOKEN,
  })
  buyer = await createLoggedInCustomer(app, 'returner@example.nl')
}, 60_000)

afterAll(async () => {
  await app.close()
})

describe('GET /api/returns/reasons', () => {
  it('answers the reasons in the store view’s language', async () => {
    const en = (await get('/api/returns/reasons')).json()
    expect(en.result.options[0]).toEqual({ value: 'too-small', label: 'Too small' })
    const de = (await get('/de/api/returns/reasons')).json()
    expect(de.result.options[0]).toEqual({ value: 'too-small', label: 'Zu klein' })
  })
})

describe('a customer’s return', () => {
  it('returns two lines, mails the confirmation, and lists it as requested', async () => {
    const order = await placeOrder(app, buyer.token, 'Jansen')
    const returnable = (await get(`/api/returns/order/${order.orderId}`, buyer.token)).json()
      .result as ReturnableAnswer
    expect(returnable.items.map((item) => [item.sku, item.qtyReturnable])).toEqual([
      ['CAP', 2],
      ['NECK', 1],
    ])
    const created = await postAs(
      app,
      '/api/returns',
      {
        orderId: order.orderId,
        reason: 'not-as-expected',
        items: returnable.items.map((item) => ({ orderItemId: item.orderItemId, qty: 1 })),
      },
      buyer.token,
    )
    expect(created.statusCode).toBe(200)
    const answer = created.json().result
    expect(answer).toMatchObject({
      orderNumber: order.orderNumber,
      status: 'requested',
      reason: 'not-as-expected',
      items: [
        { sku: 'CAP', qty: 1 },
        { sku: 'NECK', qty: 1 },
      ],
    })
    const mail = await readLatestMail(app, 'returner@example.nl', 'return-confirmation')
    expect(mail.subject).toBe(`We received your return ${answer.id}`)
    expect(mail.text).toContain('Not as expected')
    expect(mail.text).toContain('Requested')

    const list = (await get('/api/returns', buyer.token)).json().result
    expect(list.search_criteria).toEqual({ page_size: 10, current_page: 1 })
    expect(list.items[0]).toMatchObject({ id: answer.id, status: 'requested' })
    expect((await get(`/api/returns/${answer.id}`, buyer.token)).json().result).toEqual(answer)
  })

  it('names spec 001 §5’s texts for a missing reason and a quantity of 0', async () => {
    const refused = await postAs(
      app,
      '/api/returns',
      { orderId: 1, reason: '', items: [{ orderItemId: 1, qty: 0 }] },
      buyer.token,
    )
    expect(refused.statusCode).toBe(400)
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'body.reason', message: RETURN_REASON_REQUIRED_MESSAGE },
        { field: 'body.items.0.qty', message: 'Quantity must be above 0' },
      ]),
    )
  })

  it('asks a guest for a token on the customer calls', async () => {
    expect((await get('/api/returns')).statusCode).toBe(401)
    expect(
      (await postAs(app, '/api/returns', { orderId: 1, reason: 'x', items: [] })).statusCode,
    ).toBe(400)
    expect(
      (
        await postAs(app, '/api/returns', {
          orderId: 1,
          reason: 'damaged',
          items: [{ orderItemId: 1, qty: 1 }],
        })
      ).statusCode,
    ).toBe(401)
  })
})

describe('a guest’s return', () => {
  it('finds the order by number and last name, returns a line, and mails the order’s address', async () => {
    const order = await placeOrder(app, undefined, 'de Gast')
    const found = await postAs(app, '/api/returns/guest-order', {
      orderId: order.orderNumber,
      lastName: 'DE GAST',
    })
    expect(found.statusCode).toBe(200)
    const cap = (found.json().result as ReturnableAnswer).items[0]!
    const created = await postAs(app, '/api/returns/guest', {
      orderId: order.orderNumber,
      lastName: 'de Gast',
      reason: 'damaged',
      items: [{ orderItemId: cap.orderItemId, qty: 2 }],
    })
    expect(created.json().result).toMatchObject({ status: 'requested', items: [{ qty: 2 }] })
  })

  it('answers a wrong last name exactly like an unknown order', async () => {
    const order = await placeOrder(app, undefined, 'Echt')
    const wrongName = await postAs(app, '/api/returns/guest-order', {
      orderId: order.orderNumber,
      lastName: 'Geraden',
    })
    const unknown = await postAs(app, '/api/returns/guest-order', {
      orderId: '987654321',
      lastName: 'Echt',
    })
    expect(wrongName.statusCode).toBe(404)
    expect(unknown.statusCode).toBe(404)
    expect(wrongName.body).toBe(unknown.body)
  })

  it('wants numbers only and a last name (spec 001 §5)', async () => {
    const refused = await postAs(app, '/api/returns/guest-order', { orderId: '12a', lastName: '' })
    expect(refused.json().errors).toEqual(
      expect.arrayContaining([
        { field: 'body.orderId', message: ORDER_ID_NUMBERS_MESSAGE },
        { field: 'body.lastName', message: LAST_NAME_REQUIRED_MESSAGE },
      ]),
    )
  })

  it('stops guessing one order number with a 429', async () => {
    const statuses: number[] = []
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const guess = await postAs(app, '/api/returns/guest-order', {
        orderId: '000000777',
        lastName: `Guess${attempt}`,
      })
      statuses.push(guess.statusCode)
    }
    expect(statuses).toEqual([404, 404, 404, 404, 429])
  })
})

describe('the operator’s status change', () => {
  it('needs ADMIN_TOKEN and follows the transition table', async () => {
    const order = await placeOrder(app, buyer.token, 'Jansen')
    const returnable = (await get(`/api/returns/order/${order.orderId}`, buyer.token)).json()
      .result as ReturnableAnswer
    const created = (
      await postAs(
        app,
        '/api/returns',
        {
          orderId: order.orderId,
          reason: 'damaged',
          items: [{ orderItemId: returnable.items[0]!.orderItemId, qty: 1 }],
        },
        buyer.token,
      )
    ).json().result as { id: number }
    const change = (status: string, token?: string) =>
      postAs(app, `/api/admin/returns/${created.id}/status`, { status }, token)
    expect((await change('approved')).statusCode).toBe(401)
    expect((await change('approved', buyer.token)).statusCode).toBe(401)
    const skipped = await change('processed', ADMIN_TOKEN)
    expect(skipped.statusCode).toBe(409)
    expect(skipped.json().errors).toEqual([
      { field: 'body.status', message: 'A return that is requested cannot become processed.' },
    ])
    expect((await change('approved', ADMIN_TOKEN)).json().result.status).toBe('approved')
    const seen = (await get(`/api/returns/${created.id}`, buyer.token)).json().result
    expect(seen.status).toBe('approved')
  })

  it('configures a reason in three languages', async () => {
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/admin/return-reasons/late-delivery',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      payload: {
        labels: { en: 'Arrived too late', nl: 'Te laat geleverd', de: 'Zu spät geliefert' },
        position: 5,
      },
    })
    expect(saved.statusCode).toBe(200)
    const nl = (await get('/nl/api/returns/reasons')).json().result.options
    expect(nl[0]).toEqual({ value: 'late-delivery', label: 'Te laat geleverd' })
  })

  it('does not exist without ADMIN_TOKEN', async () => {
    const plain = await buildTestApp({})
    try {
      const answer = await postAs(plain, '/api/admin/returns/1/status', { status: 'approved' })
      expect(answer.statusCode).toBe(404)
    } finally {
      await plain.close()
    }
  })
})

describe('the free-return window (spec 001 §9: 30 days)', () => {
  it('refuses a return 31 days after the order with the spec’s message', async () => {
    let shift = 0
    const settings = readEngineSettings(loadEnv({}), () => new Date(Date.now() + shift))
    const commerce = await EmbeddedCommerce.open({ pgliteDir: 'memory://', settings })
    await commerce.importCatalogue(fixtureCatalogue)
    const late = await buildTestApp(
      { AUTH_RATE_LIMIT_IP_MAX: '1000' },
      {
        adapters: { commerce },
        underPressure: { maxEventLoopDelay: 0, maxEventLoopUtilization: 0 },
      },
    )
    try {
      const customer = await createLoggedInCustomer(late, 'late@example.nl')
      const order = await postAs(
        late,
        '/api/order',
        {
          user_id: String(customer.id),
          products: [{ sku: 'CAP', qty: 1 }],
          addressInformation: {
            shippingAddress: dutchAddress,
            billingAddress: dutchAddress,
            shipping_carrier_code: 'flatrate',
            shipping_method_code: 'flatrate',
            payment_method_code: 'checkmo',
          },
        },
        customer.token,
      )
      const orderId = Number(order.json().result.backendOrderId)
      const lookup = () =>
        late.inject({
          method: 'GET',
          url: `/api/returns/order/${orderId}`,
          headers: { authorization: `Bearer ${customer.token}` },
        })
      const itemId = (await lookup()).json().result.items[0].orderItemId as number
      expect((await lookup()).json().result.isReturnable).toBe(true)
      shift = 31 * 24 * 3600 * 1000
      // The token lived an hour; log in again in the shop's future.
      const again = await postAs(late, '/api/user/login', {
        username: 'late@example.nl',
        password: 'Secret-pass1',
      })
      const token = again.json().result as string
      const refused = await postAs(
        late,
        '/api/returns',
        { orderId, reason: 'damaged', items: [{ orderItemId: itemId, qty: 1 }] },
        token,
      )
      expect(refused.statusCode).toBe(400)
      expect(refused.json().result).toBe(RETURN_NOT_SAVED_MESSAGE)
    } finally {
      await late.close()
      await commerce.close()
    }
  }, 60_000)
})
