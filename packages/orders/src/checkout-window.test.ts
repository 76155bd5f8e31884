import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { IN_CHECKOUT_WINDOW_MS, isUserInCheckout } from './checkout-window.js'

describe('isUserInCheckout', () => {
  const now = 10_000_000

  it.each([
    { name: 'just modified', modifiedAt: now, inCheckout: true },
    { name: 'modified 29 minutes ago', modifiedAt: now - 29 * 60_000, inCheckout: true },
    { name: 'modified exactly 30 minutes ago', modifiedAt: now - 1_800_000, inCheckout: true },
    { name: 'modified 30 minutes and 1 ms ago', modifiedAt: now - 1_800_001, inCheckout: false },
    { name: 'never modified', modifiedAt: null, inCheckout: false },
  ])('$name → $inCheckout', ({ modifiedAt, inCheckout }) => {
    expect(isUserInCheckout(modifiedAt, now)).toBe(inCheckout)
  })

  it('is a 30-minute window', () => {
    expect(IN_CHECKOUT_WINDOW_MS).toBe(30 * 60 * 1000)
  })

  it('holds exactly while the age is at most the window (property)', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (modifiedAt, age) => {
        expect(isUserInCheckout(modifiedAt, modifiedAt + age)).toBe(age <= IN_CHECKOUT_WINDOW_MS)
      }),
    )
  })
})
