import { PAYMENT_STATUSES } from '@vitrine/contracts/payments'
import { describe, expect, it } from 'vitest'
import {
  canMovePayment,
  isFinalPaymentStatus,
  nextOrderPaymentStatus,
  orderStatusFor,
} from './payment-transitions.js'

describe('payment transition table (D142)', () => {
  it('never leaves a final status', () => {
    for (const from of PAYMENT_STATUSES.filter(isFinalPaymentStatus)) {
      for (const to of PAYMENT_STATUSES) expect(canMovePayment(from, to)).toBe(false)
    }
  })

  it('only moves forward: open → pending → authorized → final', () => {
    expect(canMovePayment('open', 'pending')).toBe(true)
    expect(canMovePayment('pending', 'open')).toBe(false)
    expect(canMovePayment('authorized', 'pending')).toBe(false)
    expect(canMovePayment('authorized', 'paid')).toBe(true)
    expect(canMovePayment('pending', 'pending')).toBe(false)
  })

  it('keeps a paid order paid and lets only the latest attempt speak otherwise', () => {
    expect(
      nextOrderPaymentStatus({ current: 'paid', moved: 'failed', isLatestAttempt: true }),
    ).toBe('paid')
    expect(
      nextOrderPaymentStatus({ current: 'open', moved: 'failed', isLatestAttempt: false }),
    ).toBe('open')
    expect(nextOrderPaymentStatus({ current: 'open', moved: 'paid', isLatestAttempt: false })).toBe(
      'paid',
    )
    expect(
      nextOrderPaymentStatus({ current: 'failed', moved: 'canceled', isLatestAttempt: true }),
    ).toBe('canceled')
  })

  it('puts a paid order in processing, a flagged one under review', () => {
    expect(orderStatusFor('paid', false)).toBe('processing')
    expect(orderStatusFor('failed', false)).toBe('pending_payment')
    expect(orderStatusFor('paid', true)).toBe('payment_review')
  })
})
