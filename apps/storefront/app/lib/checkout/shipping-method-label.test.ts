import { describe, expect, it } from 'vitest'
import { describeShippingMethod } from './shipping-method-label'

describe('describeShippingMethod', () => {
  it.each([
    ['Flat Rate', 'Fixed', 'Flat Rate – Fixed'],
    ['DHL Parcel', 'Service point', 'DHL Parcel – Service point'],
    ['Free Shipping', 'Free Shipping', 'Free Shipping'],
    ['', 'Fixed', 'Fixed'],
    ['Flat Rate', '', 'Flat Rate'],
  ])('%s + %s → %s', (carrier_title, method_title, shown) => {
    expect(describeShippingMethod({ carrier_title, method_title })).toBe(shown)
  })
})
