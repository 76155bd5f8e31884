import { OrderBodySchema } from '@vitrine/contracts/order'
import { describe, expect, it } from 'vitest'
import { buildOrderBody, findShippingMethod, shippingMethodKey } from './build-order'

const personal = {
  firstName: 'Anna',
  lastName: 'Jansen',
  emailAddress: 'anna@example.com',
  createAccount: false,
  password: '',
}
const shipping = {
  firstName: 'Anna',
  lastName: 'Jansen',
  country: 'NL',
  streetAddress: 'Keizersgracht',
  apartmentNumber: '12',
  city: 'Amsterdam',
  state: '',
  zipCode: '1015 CJ',
  phoneNumber: '',
  shippingMethod: 'dhlparcel_servicepoint',
  pickupPoint: 'NL-1234',
  pickupPointLabel: 'Tabakszaak De Dam, Damstraat 12, 1012JS Amsterdam',
}
const items = [
  {
    sku: 'CAP-0005-BLK',
    parentSku: 'CAP-0005',
    qty: 2,
    name: 'Washed Dad Cap',
    product_option: {
      extension_attributes: { configurable_item_options: [{ option_id: 93, option_value: 5 }] },
    },
  },
]

describe('buildOrderBody', () => {
  it('builds a body the BFF accepts, billing to the shipping address with company and tax id', () => {
    const body = buildOrderBody({
      storeCode: 'nl',
      cartId: 'cart-1',
      items,
      personal,
      shipping,
      payment: {
        useAlternateBilling: false,
        paymentMethod: 'checkmo',
        company: 'ACME',
        taxId: 'NL123',
      },
      shippingMethod: { carrier_code: 'dhlparcel', method_code: 'servicepoint' },
    })
    expect(OrderBodySchema.safeParse(body).success).toBe(true)
    expect(body).toMatchObject({
      cart_id: 'cart-1',
      store_code: 'nl',
      products: [{ sku: 'CAP-0005-BLK', qty: 2, parentSku: 'CAP-0005' }],
      addressInformation: {
        shippingAddress: { street: ['Keizersgracht', '12'], postcode: '1015 CJ', country_id: 'NL' },
        billingAddress: { city: 'Amsterdam', company: 'ACME', vat_id: 'NL123' },
        shipping_carrier_code: 'dhlparcel',
        shipping_method_code: 'servicepoint',
        payment_method_code: 'checkmo',
        shippingExtraFields: { servicePoint: 'NL-1234' },
      },
      personalDetails: { emailAddress: 'anna@example.com', createAccount: false },
    })
    expect(body.personalDetails).not.toHaveProperty('password')
    expect(body.addressInformation.shippingAddress).not.toHaveProperty('telephone')
  })

  it('uses a different billing address and sends the password only with an account', () => {
    const body = buildOrderBody({
      storeCode: 'default',
      cartId: null,
      items,
      personal: { ...personal, createAccount: true, password: 'Secret123' },
      shipping: { ...shipping, shippingMethod: 'flatrate_flatrate' },
      payment: {
        ...shipping,
        country: 'DE',
        city: 'Berlin',
        useAlternateBilling: true,
        paymentMethod: 'banktransfer',
        company: '',
        taxId: '',
      },
      shippingMethod: { carrier_code: 'flatrate', method_code: 'flatrate' },
    })
    expect(body).not.toHaveProperty('cart_id')
    expect(body.addressInformation.billingAddress).toMatchObject({
      city: 'Berlin',
      country_id: 'DE',
    })
    expect(body.addressInformation).not.toHaveProperty('shippingExtraFields')
    expect(body.personalDetails).toMatchObject({ createAccount: true, password: 'Secret123' })
  })
})

describe('shipping method keys (spec 000 §7 carrier_method)', () => {
  it('joins carrier and method and finds the method again', () => {
    const methods = [
      { carrier_code: 'flatrate', method_code: 'flatrate' },
      { carrier_code: 'dhlparcel', method_code: 'servicepoint' },
    ]
    expect(shippingMethodKey(methods[1]!)).toBe('dhlparcel_servicepoint')
    expect(findShippingMethod(methods, 'dhlparcel_servicepoint')).toBe(methods[1])
    expect(findShippingMethod(methods, 'ups_express')).toBeNull()
  })
})
