import { describe, expect, it } from 'vitest'
import { checkoutReducer, completedWith, initialCheckoutState } from './checkout-state'
import type { PersonalDetails } from './personal-details-form'

const empty = { personal: {}, shipping: {}, payment: {} }
const start = initialCheckoutState(empty, {
  step: 'personal',
  completed: [],
  personal: null,
  shipping: null,
  payment: null,
})
const anna = {
  firstName: 'Anna',
  lastName: 'Jansen',
  emailAddress: 'anna@example.com',
  createAccount: false,
} as PersonalDetails

describe('checkout state (spec 000 §2 steps, §3 local storage)', () => {
  it('accepting a step keeps its details, completes it and opens the next one', () => {
    const failed = checkoutReducer(start, { type: 'failed', failure: 'error.tryAgainSoon' })
    const next = checkoutReducer(failed, { type: 'personalAccepted', details: anna })
    expect(next).toMatchObject({
      step: 'shipping',
      completed: ['personal'],
      personal: anna,
      failure: null,
    })
  })

  it('a completed step counts once, and the review stays the last step', () => {
    expect(completedWith(['personal', 'shipping'], 'personal')).toEqual(['personal', 'shipping'])
    const atReview = { ...start, step: 'review' as const, completed: ['payment' as const] }
    const state = checkoutReducer(atReview, {
      type: 'paymentAccepted',
      details: { paymentMethod: 'checkmo' } as never,
    })
    expect(state.step).toBe('review')
    expect(state.completed).toEqual(['payment'])
  })

  it('keeps what is typed per form', () => {
    const state = checkoutReducer(start, {
      type: 'fieldsTyped',
      form: 'shipping',
      fields: { city: 'Utrecht' },
    })
    expect(state.stored).toEqual({ ...empty, shipping: { city: 'Utrecht' } })
  })

  it('opening a step clears the failure; a fallback after reload keeps it', () => {
    const failed = { ...start, step: 'review' as const, failure: 'error.tryAgainSoon' as const }
    expect(checkoutReducer(failed, { type: 'stepOpened', step: 'personal' })).toMatchObject({
      step: 'personal',
      failure: null,
    })
    expect(checkoutReducer(failed, { type: 'resumeFellBack' })).toMatchObject({
      step: 'shipping',
      failure: 'error.tryAgainSoon',
    })
  })

  it('payment methods from the shipping answer win over a later list', () => {
    const fromShipping = [{ code: 'checkmo', title: 'Check', cost_incl_tax: 0 }] as never[]
    const saved = checkoutReducer(start, {
      type: 'shippingSaved',
      method: { carrier_code: 'flatrate', method_code: 'flatrate' } as never,
      paymentMethods: fromShipping,
      totals: { grand_total: 10 } as never,
    })
    const listed = checkoutReducer(saved, { type: 'paymentMethodsLoaded', methods: [] })
    expect(listed.paymentMethods).toBe(fromShipping)
    expect(checkoutReducer(start, { type: 'paymentMethodsLoaded', methods: [] })).toMatchObject({
      paymentMethods: [],
    })
  })

  it('failing shipping methods leave an empty list and the retry notice', () => {
    const asked = checkoutReducer(start, { type: 'shippingMethodsRequested' })
    expect(asked.shippingMethods).toBeNull()
    expect(checkoutReducer(asked, { type: 'shippingMethodsFailed' })).toMatchObject({
      shippingMethods: [],
      failure: 'error.tryAgainSoon',
    })
  })

  it('a refused order ends processing with its notice; a request clears the old one', () => {
    const placing = checkoutReducer(start, { type: 'orderStarted' })
    expect(placing.processing).toBe(true)
    const refused = checkoutReducer(placing, {
      type: 'orderRefused',
      failure: 'error.tryAgainSoon',
    })
    expect(refused).toMatchObject({ processing: false, failure: 'error.tryAgainSoon' })
    const busy = checkoutReducer(refused, { type: 'requestStarted' })
    expect(busy).toMatchObject({ busy: true, failure: null })
    expect(checkoutReducer(busy, { type: 'requestFinished' }).busy).toBe(false)
  })
})
