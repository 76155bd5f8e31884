// The cart request schemas accept what vue-storefront 1.12 sends and name the wrong field otherwise.
import { describe, expect, it } from 'vitest'
import {
  ApplyCouponQuerySchema,
  CartTotalsEnvelopeSchema,
  CartUpdateBodySchema,
  CollectTotalsBodySchema,
  ShippingInformationBodySchema,
  ShippingMethodsBodySchema,
} from './cart.js'

const paths = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? []

describe('CartUpdateBodySchema', () => {
  it('accepts a configurable item as vsf sends it, with string or number option ids', () => {
    const body = {
      cartItem: {
        sku: 'WS12',
        qty: 2,
        quoteId: 'abc',
        product_option: {
          extension_attributes: {
            configurable_item_options: [
              { option_id: '93', option_value: 52 },
              { option_id: 142, option_value: '167' },
            ],
            custom_options: [{ option_id: 7, option_value: 'ANNA' }],
            bundle_options: [{ option_id: 1, option_qty: 1, option_selections: [3] }],
          },
        },
      },
    }
    expect(CartUpdateBodySchema.parse(body)).toEqual(body)
  })

  it.each([
    [{ cartItem: { sku: 'A', qty: 0 } }, 'cartItem.qty'],
    [{ cartItem: { sku: 'A', qty: 2.5 } }, 'cartItem.qty'],
    [{ cartItem: { sku: 'A', qty: 10_001 } }, 'cartItem.qty'],
    [{ cartItem: { sku: '', qty: 1 } }, 'cartItem.sku'],
    [{}, 'cartItem'],
  ])('refuses %j naming %s', (body, path) => {
    expect(paths(CartUpdateBodySchema.safeParse(body))).toContain(path)
  })
})

describe('checkout request schemas', () => {
  it('needs a two-letter country to estimate shipping', () => {
    expect(ShippingMethodsBodySchema.safeParse({ address: { country_id: 'NL' } }).success).toBe(
      true,
    )
    expect(paths(ShippingMethodsBodySchema.safeParse({ address: { country_id: 'NLD' } }))).toEqual([
      'address.country_id',
    ])
  })

  it('reads the shipping country as countryId or country_id, and needs one of them', () => {
    const body = (shippingAddress: Record<string, unknown>) => ({
      addressInformation: { shippingAddress, shippingCarrierCode: 'flatrate' },
    })
    expect(ShippingInformationBodySchema.safeParse(body({ countryId: 'NL' })).success).toBe(true)
    expect(ShippingInformationBodySchema.safeParse(body({ country_id: 'DE' })).success).toBe(true)
    expect(paths(ShippingInformationBodySchema.safeParse(body({ city: 'Utrecht' })))).toEqual([
      'addressInformation.shippingAddress.countryId',
    ])
  })

  it('reads the shipping method in camelCase (Vue Storefront) or snake_case (Magento)', () => {
    const parse = (methods: Record<string, string>) =>
      ShippingInformationBodySchema.parse({
        addressInformation: { shippingAddress: { country_id: 'NL' }, ...methods },
      }).addressInformation
    expect(
      parse({ shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' }),
    ).toMatchObject({ shippingCarrierCode: 'flatrate', shippingMethodCode: 'flatrate' })
    expect(
      parse({ shipping_carrier_code: 'dhlparcel', shipping_method_code: 'servicepoint' }),
    ).toMatchObject({ shippingCarrierCode: 'dhlparcel', shippingMethodCode: 'servicepoint' })
  })

  it('accepts method codes of letters only', () => {
    expect(
      CollectTotalsBodySchema.safeParse({ methods: { paymentMethod: { method: 'checkmo' } } })
        .success,
    ).toBe(true)
    expect(
      paths(CollectTotalsBodySchema.safeParse({ methods: { shippingMethodCode: 'flat rate!' } })),
    ).toEqual(['methods.shippingMethodCode'])
  })

  it('needs a coupon code on apply-coupon', () => {
    expect(paths(ApplyCouponQuerySchema.safeParse({ cartId: 'c', coupon: '  ' }))).toEqual([
      'coupon',
    ])
  })
})

describe('CartTotalsEnvelopeSchema', () => {
  it('describes the totals with their six segments', () => {
    const totals = {
      grand_total: 29.95,
      base_grand_total: 29.95,
      subtotal: 20.66,
      base_subtotal: 20.66,
      subtotal_incl_tax: 25,
      discount_amount: 0,
      shipping_amount: 4.09,
      shipping_incl_tax: 4.95,
      shipping_tax_amount: 0.86,
      payment_cost_incl_tax: 0,
      tax_amount: 5.2,
      coupon_code: null,
      base_currency_code: 'EUR',
      quote_currency_code: 'EUR',
      items_qty: 1,
      items: [],
      total_segments: [
        { code: 'subtotal', title: 'Subtotal', value: 25 },
        { code: 'grand_total', title: 'Grand Total', value: 29.95 },
      ],
    }
    expect(CartTotalsEnvelopeSchema.parse({ code: 200, result: totals }).result).toEqual(totals)
  })
})
