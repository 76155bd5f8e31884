import { describe, expect, it } from 'vitest'
import {
  buildAddPaymentInfo,
  buildAddShippingInfo,
  buildBeginCheckout,
  buildCheckoutItems,
  buildPurchase,
  pushPurchase,
  type CheckoutEventCart,
} from './checkout-events'

const cart: CheckoutEventCart = {
  currency: 'EUR',
  value: 4490,
  coupons: ['WELCOME10'],
  lines: [
    {
      sku: 'CAP-0005-BLK',
      parentSku: 'CAP-0005',
      variant: 'Black',
      name: 'Washed Dad Cap',
      qty: 2,
      rowTotalInclTax: 3990,
    },
    {
      sku: 'NCK-0001',
      name: 'Layered Necklace',
      qty: 3,
      rowTotalInclTax: 1000,
      categories: ['Jewellery', 'Necklaces', 'Layered', 'Gold', 'Thin', 'Sixth'],
    },
  ],
}

describe('checkout events (spec 000 §7)', () => {
  it('describes the items with a unit price per line, rounded to the cent, and five categories', () => {
    expect(buildCheckoutItems(cart.lines)).toEqual([
      {
        item_id: 'CAP-0005',
        item_variant: 'Black',
        item_name: 'Washed Dad Cap',
        price: 19.95,
        quantity: 2,
        index: 0,
      },
      {
        item_id: 'NCK-0001',
        item_name: 'Layered Necklace',
        price: 3.33,
        quantity: 3,
        index: 1,
        item_category: 'Jewellery',
        item_category2: 'Necklaces',
        item_category3: 'Layered',
        item_category4: 'Gold',
        item_category5: 'Thin',
      },
    ])
  })

  it('begin_checkout carries currency, value, coupon and items', () => {
    expect(buildBeginCheckout(cart)).toMatchObject({
      currency: 'EUR',
      value: 44.9,
      coupon: 'WELCOME10',
    })
    expect(buildBeginCheckout({ ...cart, coupons: [] })).not.toHaveProperty('coupon')
  })

  it('add_shipping_info names the tier carrier_method', () => {
    const entry = buildAddShippingInfo(cart, { carrier_code: 'flatrate', method_code: 'flatrate' })
    expect(entry.shipping_tier).toBe('flatrate_flatrate')
  })

  it('add_payment_info names the payment method', () => {
    expect(buildAddPaymentInfo(cart, 'checkmo').payment_type).toBe('checkmo')
  })

  it('purchase carries transaction id, value, tax, shipping, coupon, currency and items', () => {
    expect(buildPurchase(cart, '000000042', { value: 4990, tax: 866, shipping: 500 })).toEqual({
      transaction_id: '000000042',
      value: 49.9,
      tax: 8.66,
      shipping: 5,
      coupon: 'WELCOME10',
      currency: 'EUR',
      items: buildCheckoutItems(cart.lines),
    })
  })

  it('pushes purchase after clearing the previous ecommerce object', () => {
    const target = {} as Window
    pushPurchase(cart, 'T1', { value: 100, tax: 17, shipping: 0 }, target)
    expect(target.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'purchase',
        ecommerce: buildPurchase(cart, 'T1', { value: 100, tax: 17, shipping: 0 }),
      },
    ])
  })
})
