import { describe, expect, it } from 'vitest'
import { markPriceNotCurrent, stampPrice } from './price-freshness.js'

describe('a price is flagged current or not current with a refresh time (spec 000 §4)', () => {
  const now = new Date('2025-03-15T12:00:00Z')

  it('a freshly computed price is current and carries the time it was computed', () => {
    expect(stampPrice({ incl: 2495 }, now)).toEqual({
      incl: 2495,
      isCurrent: true,
      refreshedAt: '2025-03-15T12:00:00.000Z',
    })
  })

  it('a price computed from cached data is not current', () => {
    expect(stampPrice({ incl: 2495 }, now, false).isCurrent).toBe(false)
  })

  it('marking a price not current keeps its refresh time', () => {
    const stale = markPriceNotCurrent(stampPrice({ incl: 2495 }, now))
    expect(stale).toEqual({ incl: 2495, isCurrent: false, refreshedAt: '2025-03-15T12:00:00.000Z' })
  })
})
