// The return statuses an operator may set (D166): forward along the table only.
import { describe, expect, it } from 'vitest'
import { canMoveReturn, holdsUnits, RETURN_TRANSITIONS } from './return-transitions.js'
import { RETURN_STATUSES } from './return.types.js'

describe('return transitions', () => {
  it('approves or denies a request, receives an approved return, then processes or rejects it', () => {
    expect(canMoveReturn('requested', 'approved')).toBe(true)
    expect(canMoveReturn('requested', 'denied')).toBe(true)
    expect(canMoveReturn('approved', 'received')).toBe(true)
    expect(canMoveReturn('received', 'processed')).toBe(true)
    expect(canMoveReturn('received', 'rejected')).toBe(true)
  })

  it('never skips a step, goes back or leaves a final status', () => {
    expect(canMoveReturn('requested', 'processed')).toBe(false)
    expect(canMoveReturn('approved', 'requested')).toBe(false)
    for (const final of ['denied', 'processed', 'rejected'] as const) {
      for (const to of RETURN_STATUSES) expect(canMoveReturn(final, to)).toBe(false)
    }
    for (const status of RETURN_STATUSES) expect(RETURN_TRANSITIONS[status]).not.toContain(status)
  })

  it('gives the units of a denied or rejected return back to the order', () => {
    expect(RETURN_STATUSES.filter((status) => !holdsUnits(status))).toEqual(['denied', 'rejected'])
  })
})
