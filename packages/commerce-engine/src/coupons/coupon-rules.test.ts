// Coupon usability, stacking and the split of a discount over cart rows.
import { describe, expect, it } from 'vitest'
import {
  checkCouponUsable,
  computeCouponDiscount,
  distributeAmount,
  type CouponRow,
} from './coupon-rules.js'

const now = new Date('2026-11-10T12:00:00Z')
const coupon = (overrides: Partial<CouponRow> = {}): CouponRow => ({
  code: 'TEN',
  kind: 'percent',
  amount: 1000,
  minSubtotalCents: 0,
  startsAt: null,
  endsAt: null,
  usageLimit: null,
  timesUsed: 0,
  isActive: true,
  description: '',
  boundMailbox: null,
  createdAt: now,
  updatedAt: now,
  ...overrides,
})

describe('checkCouponUsable', () => {
  it.each([
    ['unknown', undefined],
    ['inactive', coupon({ isActive: false })],
    ['not-started', coupon({ startsAt: new Date('2026-11-11T00:00:00Z') })],
    ['expired', coupon({ endsAt: new Date('2026-11-10T11:59:59Z') })],
    ['used-up', coupon({ usageLimit: 3, timesUsed: 3 })],
    ['minimum-subtotal', coupon({ minSubtotalCents: 5001 })],
  ])('rejects a coupon that is %s', (reason, row) => {
    expect(checkCouponUsable(row, { now, subtotalInclTaxCents: 5000 })).toBe(reason)
  })

  it('accepts a coupon inside its window at exactly its minimum subtotal', () => {
    const row = coupon({
      startsAt: new Date('2026-11-01T00:00:00Z'),
      endsAt: new Date('2026-11-30T00:00:00Z'),
      minSubtotalCents: 5000,
      usageLimit: 3,
      timesUsed: 2,
    })
    expect(checkCouponUsable(row, { now, subtotalInclTaxCents: 5000 })).toBeNull()
  })

  it('takes a coupon bound to a mailbox only from an address of that mailbox (D222)', () => {
    const row = coupon({ boundMailbox: 'evabos@gmail.com' })
    const usable = (emails: string[]) =>
      checkCouponUsable(row, { now, subtotalInclTaxCents: 5000, emails })
    expect(usable(['eva.bos+shop@googlemail.com'])).toBeNull()
    expect(usable(['other@example.nl'])).toBe('other-email')
    expect(usable(['other@example.nl', 'EvaBos@gmail.com'])).toBeNull()
    // A guest cart knows no address yet: the order decides.
    expect(usable([])).toBeNull()
    expect(
      checkCouponUsable(coupon(), { now, subtotalInclTaxCents: 5000, emails: ['x@y.nl'] }),
    ).toBeNull()
  })
})

describe('computeCouponDiscount', () => {
  it('takes each percent of the subtotal and adds fixed amounts', () => {
    expect(
      computeCouponDiscount(
        [
          { kind: 'percent', amount: 1000 },
          { kind: 'fixed', amount: 500 },
        ],
        4000,
      ),
    ).toBe(900)
  })

  it('never takes off more than the subtotal', () => {
    expect(
      computeCouponDiscount(
        [
          { kind: 'fixed', amount: 3000 },
          { kind: 'percent', amount: 5000 },
        ],
        4000,
      ),
    ).toBe(4000)
  })
})

describe('distributeAmount', () => {
  it('splits in proportion and gives the leftover cent to the largest remainder', () => {
    expect(distributeAmount(100, [1, 1, 1])).toEqual([34, 33, 33])
    expect(distributeAmount(900, [4000])).toEqual([900])
    expect(distributeAmount(10, [0, 0])).toEqual([0, 0])
  })

  it('always adds up to the amount exactly, never above a row', () => {
    // A fixed pseudo-random sequence: many shapes of carts, the same every run.
    let seed = 7
    const next = (max: number) => (seed = (seed * 48271) % 2147483647) % max
    for (let run = 0; run < 500; run += 1) {
      const weights = Array.from({ length: 1 + next(20) }, () => 1 + next(1_000_000))
      const total = weights.reduce((sum, weight) => sum + weight, 0)
      const amount = next(total + 1)
      const parts = distributeAmount(amount, weights)
      expect(parts.reduce((sum, part) => sum + part, 0)).toBe(amount)
      parts.forEach((part, index) => expect(part).toBeLessThanOrEqual(weights[index] ?? 0))
    }
  })
})
