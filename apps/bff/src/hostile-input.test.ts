// Hostile text as an attacker sends it (D181): a NUL character, an unpaired UTF-16 surrogate, an
// over-long string or thousands of nested levels in any query, path or body value is a 400 naming
// the field, never a 500; framework refusals (a too-long path parameter) keep the envelope.
import { connect } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCommerceTestApp, dutchAddress, postAs } from '../test/commerce-app.js'
import { MAX_INPUT_DEPTH, MAX_TEXT_LENGTH } from './plugins/input-hygiene.js'

type TestApp = Awaited<ReturnType<typeof buildCommerceTestApp>>
let app: TestApp
let cartId: string

interface Answer {
  code: number
  result: unknown
  errors?: Array<{ field: string; message: string }>
}

beforeAll(async () => {
  app = await buildCommerceTestApp()
  const created = await app.inject({ method: 'POST', url: '/api/cart/create' })
  cartId = (created.json() as { result: string }).result
})

afterAll(async () => {
  await app.close()
})

function nested(depth: number): unknown {
  let value: unknown = 'x'
  for (let level = 0; level < depth; level++) value = { x: value }
  return value
}

const orderWith = (patch: (order: Record<string, unknown>) => void) => {
  const order: Record<string, unknown> = {
    cart_id: cartId,
    products: [{ sku: 'CAP', qty: 1 }],
    addressInformation: {
      shippingAddress: { ...dutchAddress },
      billingAddress: { ...dutchAddress },
      shipping_method_code: 'flatrate',
      shipping_carrier_code: 'flatrate',
      payment_method_code: 'checkmo',
    },
  }
  patch(order)
  return order
}

async function expectRefused(
  response: { statusCode: number; json: () => unknown },
  field: string,
  message: RegExp,
) {
  const body = response.json() as Answer
  expect(response.statusCode, JSON.stringify(body)).toBe(400)
  expect(body.code).toBe(400)
  expect(body.errors).toContainEqual({ field, message: expect.stringMatching(message) as string })
}

describe('text no database or renderer can take', () => {
  it('refuses a NUL character in a query, a path parameter and a body, naming the field', async () => {
    await expectRefused(
      await app.inject({ method: 'GET', url: '/api/stock/check?sku=a%00b' }),
      'query.sku',
      /NUL/,
    )
    await expectRefused(
      await app.inject({ method: 'GET', url: '/api/stock/check/a%00b' }),
      'params.sku',
      /NUL/,
    )
    await expectRefused(
      await postAs(app, '/api/user/login', { username: 'a\u0000@example.com', password: 'x' }),
      'body.username',
      /NUL/,
    )
    await expectRefused(
      await app.inject({ method: 'GET', url: `/api/cart/pull?cartId=${cartId}%00` }),
      'query.cartId',
      /NUL/,
    )
  })

  it('refuses an unpaired surrogate in an address field of an order and of shipping information', async () => {
    const order = orderWith((o) => {
      const info = o.addressInformation as { shippingAddress: Record<string, unknown> }
      info.shippingAddress.firstname = '\ud800'
    })
    await expectRefused(
      await postAs(app, '/api/order', order),
      'body.addressInformation.shippingAddress.firstname',
      /Unicode/,
    )
    await expectRefused(
      await postAs(app, `/api/cart/shipping-information?cartId=${cartId}`, {
        addressInformation: {
          shippingAddress: { ...dutchAddress, lastname: 'de \udfff Vries' },
          shipping_method_code: 'flatrate',
          shipping_carrier_code: 'flatrate',
        },
      }),
      'body.addressInformation.shippingAddress.lastname',
      /Unicode/,
    )
  })

  it('accepts paired surrogates (emoji) and other scripts', async () => {
    const response = await postAs(app, '/api/user/login', {
      username: 'zoë🙂@example.com',
      password: 'Ωmega-密码',
    })
    expect(response.statusCode).toBe(401)
  })

  it(`refuses more than ${MAX_INPUT_DEPTH} nested levels in a pass-through field`, async () => {
    const order = orderWith((o) => {
      o.products = [{ sku: 'CAP', qty: 1, x: nested(3000) }]
    })
    const response = await postAs(app, '/api/order', order)
    expect(response.statusCode).toBe(400)
    expect((response.json() as Answer).errors?.[0]?.field).toMatch(/^body\.products\.0\.x(\.x)*$/)
  })

  it(`refuses a string longer than ${MAX_TEXT_LENGTH} characters`, async () => {
    await expectRefused(
      await postAs(app, `/api/cart/shipping-information?cartId=${cartId}`, {
        addressInformation: {
          shippingAddress: dutchAddress,
          shipping_method_code: 'x'.repeat(1_000_000),
          shipping_carrier_code: 'flatrate',
        },
      }),
      'body.addressInformation.shipping_method_code',
      /longer than/,
    )
  })

  it('answers a path parameter over the router limit in the envelope', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/stock/check/${'s'.repeat(101)}` })
    expect(response.statusCode).toBeGreaterThanOrEqual(400)
    expect(response.statusCode).toBeLessThan(500)
    const body = response.json() as Answer
    expect(body.code).toBe(response.statusCode)
    expect(typeof body.result).toBe('string')
  })
})

/** Sends raw bytes to the listening app and reads the whole answer. */
function sendRaw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(bytes))
    let answer = ''
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()))
    socket.on('close', () => resolve(answer))
    socket.on('error', reject)
  })
}

describe('requests Node refuses before Fastify sees them', () => {
  it('answers oversized headers (431) and bytes that are not HTTP (400) in the envelope', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const port = Number(new URL(address).port)
    const huge = await sendRaw(
      port,
      `GET /api/stock/check?sku=CAP HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(70_000)}\r\n\r\n`,
    )
    expect(huge).toMatch(/^HTTP\/1\.1 431 /)
    expect(JSON.parse(huge.split('\r\n\r\n')[1] ?? '')).toEqual({
      code: 431,
      result: 'The request headers are too large.',
    })
    const garbage = await sendRaw(port, 'NOT HTTP AT ALL\r\n\r\n')
    expect(garbage).toMatch(/^HTTP\/1\.1 400 /)
    expect(JSON.parse(garbage.split('\r\n\r\n')[1] ?? '')).toMatchObject({ code: 400 })
  })
})
