import { storeViews } from '@vitrine/contracts/store-views'
import { describe, expect, it } from 'vitest'
import { describeSpecialUntil } from './special-until'

const byCode = (code: string) => storeViews.find((view) => view.storeCode === code)!

describe('describeSpecialUntil', () => {
  it('shows the window’s end in each store view’s dateFormat, in shop time', () => {
    const product = { special_to_date: '2026-11-15 22:59:59' }
    expect(describeSpecialUntil(product, byCode('default'))).toBe('23:59 15/11/2026')
    expect(describeSpecialUntil(product, byCode('nl'))).toBe('15-11-2026')
    expect(describeSpecialUntil(product, byCode('de'))).toBe('15-11-2026')
  })

  it('is null without an end date or with one that is not a date', () => {
    expect(describeSpecialUntil({}, byCode('default'))).toBeNull()
    expect(describeSpecialUntil({ special_to_date: null }, byCode('default'))).toBeNull()
    expect(describeSpecialUntil({ special_to_date: 'soon' }, byCode('default'))).toBeNull()
  })
})
