// The DHL Parcel add-on over HTTP on the real engine (in-memory PGlite) with the embedded points:
// finding points, choosing one for a cart (a packstation needs a postnumber), and the order
// carrying the chosen point (spec 000 §3, §4, §7).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  buildCommerceTestApp,
  createLoggedInCustomer,
  dutchAddress,
  postAs,
} from '../../../test/commerce-app.js'
import type { App } from '../../app.js'

let app: App

beforeAll(async () => {
  app = await buildCommerceTestApp()
})

afterAll(async () => {
  await app.close()
})

async function findPoints(query: string) {
  return app.inject({ method: 'GET', url: `/api/ext/dhl-parcel/servicepoints?${query}` })
}

async function cartWithTee(token?: string): Promise<string> {
  const cartId = (
    (await postAs(app, '/api/cart/create', undefined, token)).json() as { result: string }
  ).result
  const added = await postAs(
    app,
    `/api/cart/update?cartId=${cartId}`,
    { cartItem: { sku: 'TEE-S', qty: 1, quoteId: cartId } },
    token,
  )
  expect(added.statusCode).toBe(200)
  return cartId
}

function select(cartId: string, servicePoint: unknown, token?: string) {
  return postAs(
    app,
    `/api/ext/dhl-parcel/select-servicepoint?cartId=${cartId}`,
    { servicePoint },
    token,
  )
}

function servicepointOrder(cartId: string, extra: Record<string, unknown> = {}) {
  return {
    cart_id: cartId,
    products: [{ sku: 'TEE-S', qty: 1 }],
    addressInformation: {
      shippingAddress: dutchAddress,
      billingAddress: dutchAddress,
      shipping_carrier_code: 'dhlparcel',
      shipping_method_code: 'servicepoint',
      payment_method_code: 'checkmo',
      ...extra,
    },
  }
}

describe('GET /api/ext/dhl-parcel/servicepoints', () => {
  it('answers the points near a Dutch postcode, nearest first, with opening times', async () => {
    const response = await findPoints('countryCode=nl&postalCode=1012%20ab')
    expect(response.statusCode).toBe(200)
    const { result } = response.json() as { result: Array<Record<string, unknown>> }
    expect(result[0]).toMatchObject({
      id: '8004-NL-101201',
      shopType: 'parcelShop',
      address: { city: 'Amsterdam' },
      openingTimes: expect.arrayContaining([{ weekDay: 1, timeFrom: '09:00', timeTo: '18:00' }]),
    })
  })

  it('answers an empty array where there are no points', async () => {
    const response = await findPoints('countryCode=FR&postalCode=75001')
    expect(response.json()).toEqual({ code: 200, result: [] })
  })

  it.each([
    ['countryCode=NLD&postalCode=1012AB', 'query.countryCode'],
    ['countryCode=NL&postalCode=%3Cscript%3E', 'query.postalCode'],
    ['countryCode=NL', 'query.postalCode'],
    ['countryCode=NL&postalCode=1012AB&radius=5', 'radius'],
  ])('refuses %s naming the field', async (query, field) => {
    const response = await findPoints(query)
    expect(response.statusCode).toBe(400)
    expect(JSON.stringify(response.json())).toContain(field)
  })
})

describe('POST /api/ext/dhl-parcel/select-servicepoint', () => {
  it('stores a service point with the cart and answers it', async () => {
    const cartId = await cartWithTee()
    const response = await select(cartId, '8004-NL-101201')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      result: { id: '8004-NL-101201', name: 'Tabakszaak De Dam', shopType: 'parcelShop' },
    })
    expect(
      await app.adapters.commerce.readServicePoint(cartId, { customerId: null }),
    ).toMatchObject({ id: '8004-NL-101201' })
  })

  it('asks a packstation for the postnumber and keeps it', async () => {
    const cartId = await cartWithTee()
    const without = await select(cartId, '8003-DE-101151')
    expect(without.statusCode).toBe(400)
    expect(without.json()).toMatchObject({
      errors: [{ field: 'body.servicePoint', message: 'A packstation needs your DHL postnumber.' }],
    })
    const withNumber = await select(cartId, '8003-DE-101151|12345678')
    expect(withNumber.json()).toMatchObject({
      result: { id: '8003-DE-101151', shopType: 'packStation', postnumber: '12345678' },
    })
  })

  it.each([
    ['8004-NL-999999', 'This service point does not exist.'],
    ['8004-NL-101201|12345678', 'Only a packstation takes a postnumber.'],
    ['8003-DE-101151|12', 'A postnumber has 6 to 10 digits.'],
    ['8004-NL-101201|1|2', 'Expected a service point id'],
    ['', 'Expected a service point id'],
  ])('refuses %j: %s', async (servicePoint, message) => {
    const cartId = await cartWithTee()
    const response = await select(cartId, servicePoint)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ errors: [{ field: 'body.servicePoint', message }] })
  })

  it('refuses an unknown body key and an unknown cart', async () => {
    const cartId = await cartWithTee()
    const extra = await postAs(app, `/api/ext/dhl-parcel/select-servicepoint?cartId=${cartId}`, {
      servicePoint: '8004-NL-101201',
      shopType: 'packStation',
    })
    expect(extra.statusCode).toBe(400)
    expect(JSON.stringify(extra.json())).toContain('shopType')
    const unknown = await select('f'.repeat(32), '8004-NL-101201')
    expect(unknown.statusCode).toBe(404)
  })
})

describe('a servicepoint order', () => {
  it('carries the point chosen for the cart onto the order', async () => {
    const customer = await createLoggedInCustomer(app, 'pickup@example.nl')
    const cartId = await cartWithTee(customer.token)
    await select(cartId, '8004-NL-101702', customer.token)
    const placed = await postAs(app, '/api/order', servicepointOrder(cartId), customer.token)
    expect(placed.statusCode).toBe(200)
    const history = await app.inject({
      method: 'GET',
      url: '/api/user/order-history',
      headers: { authorization: `Bearer ${customer.token}` },
    })
    expect(history.json()).toMatchObject({
      result: {
        items: [
          {
            dhlparcel_shipping_servicepoint_id: '8004-NL-101702',
            dhlparcel_shipping_servicepoint: { name: 'Boekhandel Leidseplein' },
          },
        ],
      },
    })
  })

  it('takes the point named in the order over the cart’s, packstation postnumber included', async () => {
    const customer = await createLoggedInCustomer(app, 'packstation@example.de')
    const cartId = await cartWithTee(customer.token)
    await select(cartId, '8004-NL-101201', customer.token)
    const body = servicepointOrder(cartId, {
      shippingExtraFields: { servicePoint: '8003-DE-101151|87654321' },
    })
    expect((await postAs(app, '/api/order', body, customer.token)).statusCode).toBe(200)
    const [order] = await app.adapters.commerce.listCustomerOrders(customer.id)
    expect(order?.servicePoint).toMatchObject({ id: '8003-DE-101151', postnumber: '87654321' })
  })

  it('refuses a servicepoint order without a point', async () => {
    const cartId = await cartWithTee()
    const response = await postAs(app, '/api/order', servicepointOrder(cartId))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      errors: [{ field: 'body.addressInformation.shippingExtraFields.servicePoint' }],
    })
  })

  it('refuses a packstation named in the order without its postnumber', async () => {
    const cartId = await cartWithTee()
    const body = servicepointOrder(cartId, {
      shippingExtraFields: { servicePoint: '8003-DE-101151' },
    })
    const response = await postAs(app, '/api/order', body)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({
      errors: [
        {
          field: 'body.addressInformation.shippingExtraFields.servicePoint',
          message: 'A packstation needs your DHL postnumber.',
        },
      ],
    })
  })

  it('keeps no point on an order shipped another way', async () => {
    const customer = await createLoggedInCustomer(app, 'flatrate@example.nl')
    const cartId = await cartWithTee(customer.token)
    await select(cartId, '8004-NL-101201', customer.token)
    const body = servicepointOrder(cartId, {
      shipping_carrier_code: 'flatrate',
      shipping_method_code: 'flatrate',
    })
    expect((await postAs(app, '/api/order', body, customer.token)).statusCode).toBe(200)
    const [order] = await app.adapters.commerce.listCustomerOrders(customer.id)
    expect(order?.servicePoint).toBeNull()
  })
})
