// POST /api/order as a vue-storefront checkout sends it, on the real engine (in-memory PGlite).
import { STOCK_ERROR_MARKER } from '@vitrine/orders/queue-transmission'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ACCOUNT_NOT_CONFIRMED_MESSAGE } from '@vitrine/contracts/user-account'
import { ACCOUNT_EXISTS_MESSAGE } from '@vitrine/contracts/user'
import {
  buildCommerceTestApp,
  confirmFromMail,
  linkParam,
  readLatestMail,
} from '../../../test/commerce-app.js'
import type { App } from '../../app.js'

let app: App

beforeAll(async () => {
  app = await buildCommerceTestApp()
})

afterAll(async () => {
  await app.close()
})

const address = {
  firstname: 'Jan',
  lastname: 'Jansen',
  street: ['Dam 1', ''],
  city: 'Amsterdam',
  postcode: '1012AB',
  country_id: 'NL',
  telephone: '0201234567',
  email: 'jan@example.nl',
}

function orderBody(cartId: string, products: Array<Record<string, unknown>>, extra = {}) {
  return {
    user_id: '',
    cart_id: cartId,
    products,
    addressInformation: {
      shippingAddress: address,
      billingAddress: address,
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: 'checkmo',
      payment_method_additional: {},
    },
    ...extra,
  }
}

async function post(url: string, payload?: unknown, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })
}

async function createCart(token?: string): Promise<string> {
  const response = await post(
    '/api/cart/create',
    undefined,
    token ? { authorization: `Bearer ${token}` } : {},
  )
  return (response.json() as { result: string }).result
}

async function stockOf(sku: string): Promise<number> {
  const response = await app.inject({ method: 'GET', url: `/api/stock/check?sku=${sku}` })
  return (response.json() as { result: { qty: number } }).result.qty
}

async function signUpAndLogIn(email: string): Promise<{ token: string; id: number }> {
  const created = await post('/api/user/create', {
    customer: { email, firstname: 'Eva', lastname: 'de Vries' },
    password: 'Secret-pass1',
  })
  expect(created.statusCode).toBe(200)
  await confirmFromMail(app, email)
  const login = await post('/api/user/login', { username: email, password: 'Secret-pass1' })
  return {
    token: (login.json() as { result: string }).result,
    id: (created.json() as { result: { id: number } }).result.id,
  }
}

describe('POST /api/order', () => {
  it('places a guest order, answers its number, takes the stock and closes the cart', async () => {
    const cartId = await createCart()
    await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'CAP', qty: 2 } })
    const before = await stockOf('CAP')
    const response = await post(
      '/api/order',
      orderBody(cartId, [{ sku: 'CAP', qty: 2, price: 0.01, priceInclTax: 0.01 }]),
      { 'idempotency-key': 'guest-order-1' },
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({
      code: 200,
      result: {
        orderNumber: expect.stringMatching(/^\d{9}$/),
        backendOrderId: expect.stringMatching(/^\d+$/),
        transferedAt: expect.any(String),
      },
    })
    expect(await stockOf('CAP')).toBe(before - 2)
    const pulled = await app.inject({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}` })
    expect(pulled.statusCode).toBe(404)
  })

  it('answers a repeat with the same Idempotency-Key with the first order and takes no more stock', async () => {
    const cartId = await createCart()
    const body = orderBody(cartId, [{ sku: 'CAP', qty: 1 }])
    const first = await post('/api/order', body, { 'idempotency-key': 'repeat-key' })
    const stockAfterFirst = await stockOf('CAP')
    const again = await post('/api/order', body, { 'idempotency-key': 'repeat-key' })
    expect(again.json()).toEqual(first.json())
    expect(await stockOf('CAP')).toBe(stockAfterFirst)
  })

  it('answers a repeat of the same order without a key with the first order too', async () => {
    const body = orderBody('', [{ sku: 'CAP', qty: 3 }], { order_id: 'local-1' })
    const first = await post('/api/order', body)
    const stockAfterFirst = await stockOf('CAP')
    // the offline queue re-sends with new stamps: the order hash leaves them out
    const again = await post('/api/order', { ...body, order_id: 'local-2', transmited: false })
    expect(first.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect(await stockOf('CAP')).toBe(stockAfterFirst)
  })

  it('places one order when the same request arrives twice at once', async () => {
    const cartId = await createCart()
    const body = orderBody(cartId, [{ sku: 'CAP', qty: 1 }])
    const before = await stockOf('CAP')
    const answers = await Promise.all([
      post('/api/order', body, { 'idempotency-key': 'twin' }),
      post('/api/order', body, { 'idempotency-key': 'twin' }),
    ])
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200])
    expect(answers[0]?.json()).toEqual(answers[1]?.json())
    expect(await stockOf('CAP')).toBe(before - 1)
  })

  it('refuses a key that was used for a different order with 422', async () => {
    await post('/api/order', orderBody('', [{ sku: 'CAP', qty: 4 }]), { 'idempotency-key': 'k-x' })
    const other = await post('/api/order', orderBody('', [{ sku: 'CAP', qty: 5 }]), {
      'idempotency-key': 'k-x',
    })
    expect(other.statusCode).toBe(422)
  })

  it('refuses an out-of-stock order with the stock error the offline queue recognises', async () => {
    const before = await stockOf('TEE-S')
    const response = await post(
      '/api/order',
      orderBody('', [
        { sku: 'TEE-S', qty: 1 },
        { sku: 'TEE-M', qty: 2 },
      ]),
    )
    expect(response.statusCode).toBe(500)
    const body = response.json() as { code: number; result: string; errors: unknown[] }
    expect(body.code).toBe(500)
    expect(body.result).toContain(STOCK_ERROR_MARKER)
    expect(body.result).toContain('Some of the ordered products are not available!')
    expect(body.errors).toEqual([
      { field: 'body.products.1.qty', message: 'Only 1 products of this type are available!' },
    ])
    // nothing was kept: the first line's units are still for sale
    expect(await stockOf('TEE-S')).toBe(before)
  })

  it('sells the last unit once when two orders for it arrive together', async () => {
    expect(await stockOf('TEE-M')).toBe(1)
    const answers = await Promise.all(
      ['Jan', 'Piet'].map((firstname) =>
        post('/api/order', {
          ...orderBody('', [{ sku: 'TEE-M', qty: 1 }]),
          personalDetails: { firstName: firstname, emailAddress: `${firstname}@example.nl` },
        }),
      ),
    )
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 500])
    expect(await stockOf('TEE-M')).toBe(0)
  })

  it.each([
    ['no products', { products: [] }, 'body.products'],
    [
      'no billing address',
      { addressInformation: { payment_method_code: 'checkmo' } },
      'body.addressInformation.billingAddress',
    ],
    [
      'a weak account password',
      { personalDetails: { emailAddress: 'a@b.nl', createAccount: true, password: 'short' } },
      'body.personalDetails.password',
    ],
  ])('answers 400 naming the field for %s', async (_case, change, field) => {
    const response = await post('/api/order', {
      ...orderBody('', [{ sku: 'CAP', qty: 1 }]),
      ...change,
    })
    expect(response.statusCode).toBe(400)
    const body = response.json() as { errors: Array<{ field: string }> }
    expect(body.errors.map((error) => error.field)).toContain(field)
  })

  it('answers 400 for a shipping method that is not offered and for an unknown payment method', async () => {
    const shipping = orderBody('', [{ sku: 'CAP', qty: 1 }])
    shipping.addressInformation.shipping_method_code = 'teleport'
    expect((await post('/api/order', shipping)).statusCode).toBe(400)
    const payment = orderBody('', [{ sku: 'CAP', qty: 1 }])
    payment.addressInformation.payment_method_code = 'barter'
    expect((await post('/api/order', payment)).json()).toMatchObject({
      code: 400,
      result: 'The requested Payment Method is not available.',
    })
  })

  it('prices a customer order on the server, with the cart coupon, and redeems it', async () => {
    const customer = await signUpAndLogIn('pricing@example.nl')
    const cartId = await createCart(customer.token)
    const auth = { authorization: `Bearer ${customer.token}` }
    await post(`/api/cart/update?cartId=${cartId}`, { cartItem: { sku: 'CAP', qty: 2 } }, auth)
    await post(`/api/cart/apply-coupon?cartId=${cartId}&coupon=WELCOME10`, undefined, auth)
    const response = await post(
      '/api/order',
      orderBody(cartId, [{ sku: 'CAP', qty: 2, price: 1, priceInclTax: 1 }], {
        user_id: String(customer.id),
      }),
      auth,
    )
    expect(response.statusCode).toBe(200)
    const [order] = await app.adapters.commerce.listCustomerOrders(customer.id)
    // 2 × €20.00 − 10 % + €4.95 flat rate, whatever the body said
    expect(order).toMatchObject({
      grandTotalCents: 4095,
      discountCents: 400,
      shippingCents: 495,
      couponCodes: ['WELCOME10'],
      items: [{ sku: 'CAP', qty: 2, priceInclTaxCents: 2000, rowTotalInclTaxCents: 4000 }],
    })
  })

  it('creates the customer with createAccount, mails the order with the account’s confirmation link and links the order to them', async () => {
    const response = await post(
      '/nl/api/order',
      orderBody('', [{ sku: 'CAP', qty: 1 }], {
        personalDetails: {
          firstName: 'Sam',
          lastName: 'Smit',
          emailAddress: 'sam@example.nl',
          createAccount: true,
          password: 'Sunny-days7',
        },
      }),
    )
    expect(response.statusCode).toBe(200)
    const { orderNumber } = (response.json() as { result: { orderNumber: string } }).result
    const beforeConfirming = await post('/api/user/login', {
      username: 'sam@example.nl',
      password: 'Sunny-days7',
    })
    expect(beforeConfirming.json()).toEqual({ code: 401, result: ACCOUNT_NOT_CONFIRMED_MESSAGE })

    const mail = await readLatestMail(app, 'sam@example.nl', 'order-confirmation')
    expect(mail.subject).toBe(`Je bestelling ${orderNumber} bij Vitrine`)
    expect(mail.text).toContain('Met deze bestelling is een account voor je aangemaakt.')
    expect(mail.text).toMatch(
      /http:\/\/localhost:3000\/nl\/confirm-account\?email=sam%40example\.nl&key=/,
    )
    const activated = await app.inject({
      method: 'PUT',
      url: '/api/user/activate',
      payload: { customerEmail: 'sam@example.nl', confirmationKey: linkParam(mail.text, 'key') },
    })
    expect(activated.statusCode).toBe(200)
    const login = await post('/api/user/login', {
      username: 'sam@example.nl',
      password: 'Sunny-days7',
    })
    expect(login.statusCode).toBe(200)
    const me = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${(login.json() as { result: string }).result}` },
    })
    const { id } = (me.json() as { result: { id: number } }).result
    const orders = await app.adapters.commerce.listCustomerOrders(id)
    expect(orders.map((order) => order.orderNumber)).toEqual([
      (response.json() as { result: { orderNumber: string } }).result.orderNumber,
    ])
  })

  it('refuses createAccount for an e-mail that has an account with the checkout’s text, and places nothing', async () => {
    await signUpAndLogIn('has-account@example.nl')
    const response = await post(
      '/api/order',
      orderBody('', [{ sku: 'CAP', qty: 1 }], {
        personalDetails: {
          firstName: 'Has',
          lastName: 'Account',
          emailAddress: 'Has-Account@example.nl',
          createAccount: true,
          password: 'Sunny-days7',
        },
      }),
    )
    expect(response.json()).toEqual({
      code: 400,
      result: ACCOUNT_EXISTS_MESSAGE,
      errors: [{ field: 'body.personalDetails.emailAddress', message: ACCOUNT_EXISTS_MESSAGE }],
    })
    const mails = (await app.adapters.mailer.listOutbox({ limit: 200 })) ?? []
    expect(
      mails.filter((mail) => mail.kind === 'order-confirmation' && /has-account/i.test(mail.to)),
    ).toEqual([])
  })

  it('mails a guest order’s confirmation once, in English, and not again for a repeat', async () => {
    const body = orderBody('', [{ sku: 'CAP', qty: 1 }], {
      personalDetails: { firstName: 'Gus', lastName: 'Guest', emailAddress: 'gus@example.nl' },
    })
    const first = await post('/api/order', body)
    const repeat = await post('/api/order', body)
    expect(repeat.json()).toEqual(first.json())
    const mails = (await app.adapters.mailer.listOutbox({ to: 'gus@example.nl', limit: 10 })) ?? []
    expect(mails.map((mail) => mail.kind)).toEqual(['order-confirmation'])
    expect(mails[0]?.text).toContain('Thank you for your order.')
    expect(mails[0]?.text).not.toContain('confirm-account')
    expect(mails[0]?.html).toContain('<html lang="en">')
  })

  it('numbers orders of the Dutch store with its store id in front', async () => {
    const response = await post('/nl/api/order', orderBody('', [{ sku: 'NECK', qty: 1 }]))
    expect(response.json()).toMatchObject({
      code: 200,
      result: { orderNumber: expect.stringMatching(/^3\d{9}$/) },
    })
  })
})
