import { describe, expect, it } from 'vitest'
import {
  formatCatalogDate,
  netCentsOf,
  parseReferenceDay,
  slugify,
  toMediaPath,
  toPrice,
} from './catalog-values.js'

describe('catalogue value formatting', () => {
  it('turns whole cents into two-decimal prices and refuses fractions of a cent', () => {
    expect(toPrice(2995)).toBe(29.95)
    expect(JSON.stringify(toPrice(1))).toBe('0.01')
    expect(() => toPrice(12.5)).toThrow('whole cents')
  })

  it('finds the net price whose Dutch shelf price is the gross price', () => {
    expect(netCentsOf(2995, 21)).toBe(2475)
    expect(Math.round((2475 * 121) / 100)).toBe(2995)
  })

  it('formats dates relative to the reference day as the VSF1 mapping expects', () => {
    const today = parseReferenceDay('2026-11-01')
    expect(formatCatalogDate(today, 0)).toBe('2026-11-01 00:00:00')
    expect(formatCatalogDate(today, -1, 86_399)).toBe('2026-10-31 23:59:59')
  })

  it('refuses a reference day that is not a real yyyy-MM-dd day', () => {
    for (const bad of ['2026-13-01', '2026-02-30', '1-11-2026', 'today'])
      expect(() => parseReferenceDay(bad)).toThrow('yyyy-MM-dd')
  })

  it('makes url keys and Magento media paths', () => {
    expect(slugify('Hats & Caps')).toBe('hats-and-caps')
    expect(slugify(' Crème Brûlée Tee! ')).toBe('creme-brulee-tee')
    expect(toMediaPath('cap-red.jpg')).toBe('/c/a/cap-red.jpg')
  })
})
