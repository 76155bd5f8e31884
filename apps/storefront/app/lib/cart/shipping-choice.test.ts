import { describe, expect, it } from 'vitest'
import { readChosenShippingTitle } from './shipping-choice'

const withShipping = (title: string) => ({
  total_segments: [
    { code: 'subtotal' as const, title: 'Subtotal', value: 24.95 },
    { code: 'shipping' as const, title, value: 4.95 },
  ],
})

describe('readChosenShippingTitle', () => {
  it('names the method the totals carry, as Magento and the BFF write it', () => {
    expect(readChosenShippingTitle(withShipping('Shipping & Handling (Fixed)'))).toBe('Fixed')
    expect(readChosenShippingTitle(withShipping('Shipping & Handling (Flat Rate - Fixed)'))).toBe(
      'Flat Rate - Fixed',
    )
  })

  it('is null before a method is chosen, without totals or without a shipping segment', () => {
    expect(readChosenShippingTitle(withShipping('Shipping & Handling'))).toBeNull()
    expect(readChosenShippingTitle(withShipping('Shipping & Handling ()'))).toBeNull()
    expect(readChosenShippingTitle(null)).toBeNull()
    expect(readChosenShippingTitle({ total_segments: [] })).toBeNull()
  })
})
