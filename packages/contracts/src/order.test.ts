// The order body of vue-storefront (vsf-api-contract §2.1) as POST /api/order validates it.
import { describe, expect, it } from 'vitest'
import { IdempotencyKeySchema, OrderBodySchema, PlacedOrderEnvelopeSchema } from './order.js'
import { PASSWORD_CLASSES_MESSAGE } from './user.js'

const address = {
  firstname: 'Jan',
  lastname: 'Jansen',
  street: ['Dam 1', ''],
  city: 'Amsterdam',
  postcode: '1012AB',
  country_id: 'NL',
  region_id: 0,
}

const body = {
  user_id: '',
  cart_id: 'a'.repeat(32),
  products: [
    { sku: 'WS06-XS-Gray', parentSku: 'WS06', qty: 1, price: 29, sgn: 'x', totals: { a: 1 } },
  ],
  addressInformation: {
    shippingAddress: address,
    billingAddress: address,
    shipping_method_code: 'flatrate',
    shipping_carrier_code: 'flatrate',
    payment_method_code: 'checkmo',
    payment_method_additional: {},
  },
  transmited: false,
}

function fieldsOf(input: unknown): string[] {
  const parsed = OrderBodySchema.safeParse(input)
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.path.join('.'))
}

describe('OrderBodySchema', () => {
  it('accepts the body vsf sends, keeping the cart item fields it does not read', () => {
    const parsed = OrderBodySchema.parse(body)
    expect(parsed.products[0]).toMatchObject({ sku: 'WS06-XS-Gray', price: 29, sgn: 'x' })
  })

  it('needs products, a billing address with its five fields and a payment method', () => {
    expect(fieldsOf({ ...body, products: [] })).toEqual(['products'])
    const { city: _city, ...noCity } = address
    expect(
      fieldsOf({
        ...body,
        addressInformation: { ...body.addressInformation, billingAddress: noCity },
      }),
    ).toEqual(['addressInformation.billingAddress.city'])
    expect(
      fieldsOf({
        ...body,
        addressInformation: { ...body.addressInformation, payment_method_code: 'check-mo 1' },
      }),
    ).toEqual(['addressInformation.payment_method_code'])
  })

  it('refuses a fractional or zero quantity on any line, not only the first', () => {
    expect(fieldsOf({ ...body, products: [...body.products, { sku: 'B', qty: 0.5 }] })).toEqual([
      'products.1.qty',
    ])
  })

  it('asks for a strong password and an e-mail when an account is to be created', () => {
    const parsed = OrderBodySchema.safeParse({
      ...body,
      personalDetails: { createAccount: true, password: 'longbutsimple' },
    })
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['personalDetails.emailAddress', 'Please provide a valid e-mail address.'],
      ['personalDetails.password', PASSWORD_CLASSES_MESSAGE],
    ])
  })
})

describe('IdempotencyKeySchema', () => {
  it('takes printable ASCII up to 255 characters only', () => {
    expect(IdempotencyKeySchema.safeParse('8f14e45f-ceea-4a7b').success).toBe(true)
    expect(IdempotencyKeySchema.safeParse('with space').success).toBe(false)
    expect(IdempotencyKeySchema.safeParse('x'.repeat(256)).success).toBe(false)
  })
})

describe('PlacedOrderEnvelopeSchema', () => {
  it('answers orderNumber, backendOrderId and transferedAt', () => {
    const answer = {
      code: 200,
      result: {
        orderNumber: '000000001',
        backendOrderId: '1',
        transferedAt: '2026-01-01T00:00:00Z',
      },
    }
    expect(PlacedOrderEnvelopeSchema.parse(answer)).toEqual(answer)
  })
})
