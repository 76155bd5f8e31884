import { describe, expect, it } from 'vitest'
import { setDefaultMethods, shouldRefreshMethods } from './cart-methods'
import type { CheckoutMethods } from './cart-types'
import { emptyCheckoutMethods } from './checkout-methods'

const shipping = (carrier: string, available = true) => ({
  carrier_code: carrier,
  method_code: carrier,
  carrier_title: carrier,
  method_title: carrier,
  amount: 5,
  base_amount: 5,
  available,
  error_message: '',
  price_excl_tax: 5,
  price_incl_tax: 5,
})
const payment = (code: string) => ({ code, title: code, cost_incl_tax: 0 })

describe('checkout methods of the cart', () => {
  it('refreshes only for a changed cart, or when forced', () => {
    const fetched: CheckoutMethods = { ...emptyCheckoutMethods, forHash: 'h1' }
    expect(shouldRefreshMethods(emptyCheckoutMethods, 'h1')).toBe(true)
    expect(shouldRefreshMethods(fetched, 'h1')).toBe(false)
    expect(shouldRefreshMethods(fetched, 'h2')).toBe(true)
    expect(shouldRefreshMethods(fetched, 'h1', true)).toBe(true)
  })

  it('chooses the first available methods when none is chosen', () => {
    const methods = setDefaultMethods({
      ...emptyCheckoutMethods,
      shippingMethods: [shipping('dhl', false), shipping('flatrate')],
      paymentMethods: [payment('checkmo'), payment('banktransfer')],
    })
    expect(methods.shipping).toEqual({ carrier_code: 'flatrate', method_code: 'flatrate' })
    expect(methods.payment).toEqual({ code: 'checkmo' })
  })

  it('keeps a choice that is still offered and replaces one that left the list', () => {
    const methods = setDefaultMethods({
      ...emptyCheckoutMethods,
      shippingMethods: [shipping('flatrate'), shipping('tablerate')],
      paymentMethods: [payment('checkmo')],
      shipping: { carrier_code: 'tablerate', method_code: 'tablerate' },
      payment: { code: 'cashondelivery' },
    })
    expect(methods.shipping?.carrier_code).toBe('tablerate')
    expect(methods.payment).toEqual({ code: 'checkmo' })
    expect(setDefaultMethods(emptyCheckoutMethods)).toMatchObject({ shipping: null, payment: null })
  })
})
