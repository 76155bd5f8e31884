import { describe, expect, it } from 'vitest'
import { isProviderPaymentCode, providerMethodOf } from './payments.js'

describe('payment method codes (spec 000 §4)', () => {
  it('sends only mollie_methods_ codes through the provider', () => {
    expect(isProviderPaymentCode('mollie_methods_ideal')).toBe(true)
    expect(isProviderPaymentCode('checkmo')).toBe(false)
    expect(isProviderPaymentCode(null)).toBe(false)
    expect(providerMethodOf('mollie_methods_creditcard')).toBe('creditcard')
    expect(providerMethodOf('banktransfer')).toBeNull()
  })
})
