// Test doubles for the order modules: a storage in memory and a scripted BFF.
import type { KeyValueStorage, OrderBodyInput } from './order-queue-storage'
import type { OrderReply } from './post-order'

export function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
  }
}

export function jsonReply(body: unknown): OrderReply {
  return {
    kind: 'response',
    contentType: 'application/json; charset=utf-8',
    bodyText: JSON.stringify(body),
  }
}

export const sampleOrder: OrderBodyInput = {
  cart_id: 'cart-1',
  store_code: 'nl',
  products: [{ sku: 'CAP-0005-BLK', qty: 1, parentSku: 'CAP-0005' }],
  addressInformation: {
    shippingAddress: {
      firstname: 'Anna',
      lastname: 'Jansen',
      street: ['Keizersgracht', '12'],
      city: 'Amsterdam',
      postcode: '1015 CJ',
      country_id: 'NL',
    },
    billingAddress: {
      firstname: 'Anna',
      lastname: 'Jansen',
      street: ['Keizersgracht', '12'],
      city: 'Amsterdam',
      postcode: '1015 CJ',
      country_id: 'NL',
    },
    shipping_carrier_code: 'flatrate',
    shipping_method_code: 'flatrate',
    payment_method_code: 'checkmo',
  },
  personalDetails: {
    firstName: 'Anna',
    lastName: 'Jansen',
    emailAddress: 'anna@example.com',
    createAccount: true,
    password: 'Secret123',
  },
}
