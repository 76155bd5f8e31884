import { storeViews } from '@vitrine/contracts/store-views'
import { describe, expect, it } from 'vitest'
import { describeSpecialUntil } from './special-until'

const byCode = (code: string) => storeViews.find((view) => view.storeCode === code)!

describe('describeSpecialUntil', () => {
  it('shows the window’s end as the catalogue wrote it: shop time, in each dateFormat', () => {
    const product = { special_to_date: '2026-12-26 23:59:59' }
    expect(describeSpecialUntil(product, byCode('default'))).toBe('23:59 26/12/2026')
    expect(describeSpecialUntil(product, byCode('nl'))).toBe('26-12-2026')
    expect(describeSpecialUntil(product, byCode('de'))).toBe('26-12-2026')
  })

  it.each([
    // Either side of the DST changes in Amsterdam (29 March and 25 October 2026).
    ['2026-03-29 01:30:00', '01:30 29/3/2026'],
    ['2026-03-29 03:30:00', '03:30 29/3/2026'],
    ['2026-10-25 02:30:00', '02:30 25/10/2026'],
    ['2026-07-31 23:59:59', '23:59 31/7/2026'],
  ])('keeps %s as %s across daylight saving time', (end, shown) => {
    expect(describeSpecialUntil({ special_to_date: end }, byCode('default'))).toBe(shown)
  })

  it('reads and shows the dates in the configured time zone', () => {
    const product = { special_to_date: '2026-12-26 23:59:59' }
    expect(describeSpecialUntil(product, byCode('default'), 'America/New_York')).toBe(
      '23:59 26/12/2026',
    )
  })

  it('is null without an end date or with one that is not a date', () => {
    expect(describeSpecialUntil({}, byCode('default'))).toBeNull()
    expect(describeSpecialUntil({ special_to_date: null }, byCode('default'))).toBeNull()
    expect(describeSpecialUntil({ special_to_date: 'soon' }, byCode('default'))).toBeNull()
  })
})
