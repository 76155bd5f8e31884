import { describe, expect, it } from 'vitest'
import {
  isEnabledStatus,
  isVariantAvailable,
  listChosenValues,
  readChildAttribute,
} from './variant-child.js'

describe('variant availability: status 2 or higher and out of stock are unavailable', () => {
  it.each([
    ['enabled and in stock', { status: 1, stock: { is_in_stock: true } }, true],
    ['status 0 counts as enabled', { status: 0 }, true],
    ['no status and no stock data', {}, true],
    ['null stock data', { stock: null }, true],
    ['status 2 is unavailable', { status: 2 }, false],
    ['status 3 is unavailable', { status: 3 }, false],
    ['out of stock is unavailable', { stock: { is_in_stock: false } }, false],
  ])('%s', (_name, child, available) => {
    expect(isVariantAvailable(child)).toBe(available)
  })

  it.each([
    [null, true],
    [1, true],
    [2, false],
  ])('status %j enabled: %s', (status, enabled) => {
    expect(isEnabledStatus(status)).toBe(enabled)
  })
})

describe('reading a child attribute', () => {
  it('reads custom_attributes first, as text', () => {
    const child = { sku: 'A', custom_attributes: [{ attribute_code: 'size', value: 168 }], size: 1 }
    expect(readChildAttribute(child, 'size')).toBe('168')
  })

  it('reads a flattened field when custom_attributes lack it', () => {
    expect(readChildAttribute({ sku: 'A', color: 50 } as { sku: string }, 'color')).toBe('50')
  })

  it('is undefined for a missing or null attribute', () => {
    expect(readChildAttribute({ sku: 'A' }, 'color')).toBeUndefined()
    expect(
      readChildAttribute(
        { sku: 'A', custom_attributes: [{ attribute_code: 'c', value: null }] },
        'c',
      ),
    ).toBeUndefined()
  })

  it('lists only chosen values, as text', () => {
    expect([
      ...listChosenValues({ color: 50, size: null, fit: undefined, tag: [], m: ['a', 2] }),
    ]).toEqual([
      ['color', ['50']],
      ['m', ['a', '2']],
    ])
  })
})
