import { describe, expect, it } from 'vitest'
import { payAction, readPaymentToken, shouldPoll, toShopperStatus } from './payment-return'
import { savePendingPurchase, takePendingPurchase } from './pending-purchase'

describe('the return page (spec 000 §2 /checkout-return, D144)', () => {
  it('tells the shopper one of five statuses', () => {
    expect(toShopperStatus('open')).toBe('pending')
    expect(toShopperStatus('authorized')).toBe('pending')
    expect(toShopperStatus('pending')).toBe('pending')
    expect(toShopperStatus('paid')).toBe('paid')
    expect(toShopperStatus('expired')).toBe('expired')
  })

  it('keeps asking only while the provider has not decided', () => {
    expect(shouldPoll({ status: 'open' })).toBe(true)
    expect(shouldPoll({ status: 'paid' })).toBe(false)
    expect(shouldPoll({ status: 'failed' })).toBe(false)
    expect(shouldPoll(null)).toBe(false)
  })

  it('offers to pay again after a failure and to pay an order never paid', () => {
    expect(payAction({ status: 'failed', canRetry: true })).toBe('payment.retry')
    expect(payAction({ status: 'open', canRetry: false })).toBe('payment.payNow')
    expect(payAction({ status: 'paid', canRetry: false })).toBeNull()
    expect(payAction({ status: 'pending', canRetry: false })).toBeNull()
  })

  it('reads only a well-formed payment token', () => {
    expect(readPaymentToken(`?token=${'ab'.repeat(16)}`)).toBe('ab'.repeat(16))
    expect(readPaymentToken('?token=../../etc')).toBeNull()
    expect(readPaymentToken('')).toBeNull()
  })

  it('hands the purchase event out once', () => {
    const data = new Map<string, string>()
    const storage = {
      getItem: (key: string) => data.get(key) ?? null,
      setItem: (key: string, value: string) => void data.set(key, value),
      removeItem: (key: string) => void data.delete(key),
    }
    const purchase = {
      cart: { currency: 'EUR', lines: [], value: 2995, coupons: [] },
      transactionId: '000000042',
      totals: { value: 2995, tax: 520, shipping: 495 },
    }
    savePendingPurchase(storage, 'token', purchase)
    expect(takePendingPurchase(storage, 'token')).toEqual(purchase)
    expect(takePendingPurchase(storage, 'token')).toBeNull()
  })
})
