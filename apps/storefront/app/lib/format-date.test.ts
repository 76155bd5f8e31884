import { storeViews } from '@vitrine/contracts/store-views'
import { describe, expect, it } from 'vitest'
import { formatDate, formatDatePattern, formatDay } from './format-date'

// 7 March 2025, 08:05:09 UTC = 09:05:09 in Amsterdam (CET, UTC+1).
const morning = new Date('2025-03-07T08:05:09Z')

describe('formatDatePattern', () => {
  it('writes each of the spec’s date formats', () => {
    expect(formatDatePattern(morning, 'HH:mm D/M/YYYY')).toBe('09:05 7/3/2025')
    expect(formatDatePattern(morning, 'D-M-YYYY')).toBe('7-3-2025')
    expect(formatDatePattern(morning, 'yyyy-MM-dd')).toBe('2025-03-07')
  })

  it('shows the shop’s local day, also across midnight and summer time', () => {
    // 22:30 UTC on 30 June is already 1 July in Amsterdam (CEST, UTC+2).
    expect(formatDatePattern('2025-06-30T22:30:00Z', 'yyyy-MM-dd HH:mm')).toBe('2025-07-01 00:30')
  })

  it('can show another time zone', () => {
    expect(formatDatePattern(morning, 'HH:mm:ss', 'UTC')).toBe('08:05:09')
  })

  it('refuses a value that is not a date', () => {
    expect(() => formatDatePattern('not a date', 'D-M-YYYY')).toThrow(RangeError)
  })
})

describe('formatDate', () => {
  it('uses each store view’s dateFormat', () => {
    expect(storeViews.map((view) => formatDate(morning, view))).toEqual([
      '09:05 7/3/2025',
      '7-3-2025',
      '7-3-2025',
    ])
  })
})

describe('formatDay', () => {
  it("leaves the time out of the store view's dateFormat", () => {
    const instant = '2026-03-07T09:05:00Z'
    expect(formatDay(instant, { i18n: { dateFormat: 'HH:mm D/M/YYYY' } } as never, 'UTC')).toBe(
      '7/3/2026',
    )
    expect(formatDay(instant, { i18n: { dateFormat: 'D-M-YYYY' } } as never, 'UTC')).toBe(
      '7-3-2026',
    )
    expect(
      formatDay(instant, { i18n: { dateFormat: 'yyyy-MM-dd HH:mm:ss' } } as never, 'UTC'),
    ).toBe('2026-03-07')
  })
})
