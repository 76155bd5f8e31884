// spec 000 §4: the provider flow is active only for payment codes beginning mollie_methods_.
import { describe, expect, it } from 'vitest'
import { isProviderPaymentCode, providerMethodOf } from './payments.js'

describe('provider payment codes', () => {
  it('tells the provider’s codes from the offline ones', () => {
    expect(isProviderPaymentCode('mollie_methods_ideal')).toBe(true)
    expect(isProviderPaymentCode('checkmo')).toBe(false)
    expect(isProviderPaymentCode(null)).toBe(false)
    expect(isProviderPaymentCode(undefined)).toBe(false)
  })

  it('names the provider’s method of a code', () => {
    expect(providerMethodOf('mollie_methods_creditcard')).toBe('creditcard')
    expect(providerMethodOf('banktransfer')).toBeNull()
  })
})
