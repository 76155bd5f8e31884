import { IN_CHECKOUT_WINDOW_MS } from '@vitrine/orders/checkout-window'
import { describe, expect, it } from 'vitest'
import {
  CHECKOUT_PROGRESS_KEY,
  PERSONAL_DETAILS_KEY,
  isShopperInCheckout,
  readCheckoutProgress,
  readStoredFields,
  resetAfterOrder,
  selectResumeStep,
  writeCheckoutProgress,
  writeStoredFields,
  type KeyValueStorage,
} from './checkout-storage'
import { restoreCheckout } from './checkout-resume'

function memoryStorage(): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  }
}

const now = 1_800_000_000_000

describe('checkout storage (spec 000 §3 keys)', () => {
  it('keeps what was typed under personal-details, never a password', () => {
    const storage = memoryStorage()
    writeStoredFields(storage, 'personal', {
      firstName: 'Anna',
      createAccount: true,
      password: 'Secret123',
      repeatPassword: 'Secret123',
    })
    expect(JSON.parse(storage.data.get(PERSONAL_DETAILS_KEY) ?? '')).toEqual({
      firstName: 'Anna',
      createAccount: true,
    })
    expect(readStoredFields(storage, 'personal')).toEqual({
      firstName: 'Anna',
      createAccount: true,
    })
  })

  it('reads nothing from broken or missing storage', () => {
    const storage = memoryStorage()
    storage.data.set(PERSONAL_DETAILS_KEY, '{not json')
    storage.data.set(CHECKOUT_PROGRESS_KEY, '"x"')
    expect(readStoredFields(storage, 'personal')).toEqual({})
    expect(readStoredFields(null, 'shipping')).toEqual({})
    expect(readCheckoutProgress(storage)).toEqual({ completed: [], modifiedAt: null })
  })

  it('resumes at the first open step within the 30-minute window, else at the start', () => {
    const progress = { completed: ['personal' as const, 'shipping' as const], modifiedAt: now }
    expect(selectResumeStep(progress, now + IN_CHECKOUT_WINDOW_MS)).toBe('payment')
    expect(selectResumeStep(progress, now + IN_CHECKOUT_WINDOW_MS + 1)).toBe('personal')
  })

  it('counts the shopper in checkout only within the window, and not after an order', () => {
    const storage = memoryStorage()
    writeCheckoutProgress(storage, { completed: ['personal'], modifiedAt: now })
    expect(isShopperInCheckout(storage, now + 60_000)).toBe(true)
    writeStoredFields(storage, 'personal', { firstName: 'Anna', createAccount: true })
    resetAfterOrder(storage)
    expect(isShopperInCheckout(storage, now + 60_000)).toBe(false)
    expect(readStoredFields(storage, 'personal')).toEqual({
      firstName: 'Anna',
      createAccount: false,
    })
  })
})

describe('restoreCheckout', () => {
  const personal = { firstName: 'Anna', lastName: 'Jansen', emailAddress: 'anna@example.com' }
  const shipping = {
    firstName: 'Anna',
    lastName: 'Jansen',
    country: 'NL',
    streetAddress: 'Keizersgracht',
    apartmentNumber: '12',
    city: 'Amsterdam',
    zipCode: '1015 CJ',
    shippingMethod: 'flatrate_flatrate',
  }

  it('trusts a completed step only when its stored fields still pass its schema', () => {
    const restored = restoreCheckout(
      { personal, shipping, payment: {} },
      { completed: ['personal', 'shipping', 'payment'], modifiedAt: now },
      now,
    )
    expect(restored.step).toBe('payment')
    expect(restored.completed).toEqual(['personal', 'shipping'])
    expect(restored.shipping?.country).toBe('NL')
    expect(restored.payment).toBeNull()
  })

  it('asks again for personal details when an account was asked for (the password is not stored)', () => {
    const restored = restoreCheckout(
      { personal: { ...personal, createAccount: true }, shipping, payment: {} },
      { completed: ['personal', 'shipping'], modifiedAt: now },
      now,
    )
    expect(restored.step).toBe('personal')
    expect(restored.completed).toEqual([])
  })
})
