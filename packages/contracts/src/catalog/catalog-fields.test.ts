import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  CatalogDateSchema,
  CatalogIdListSchema,
  CatalogIdSchema,
  FlagSchema,
  OptionValueSchema,
} from './catalog-fields.js'

describe('catalogue field codecs', () => {
  it('reads ids written as numbers or as strings of digits as the same number', () => {
    expect(CatalogIdSchema.parse(25)).toBe(25)
    expect(CatalogIdSchema.parse('25')).toBe(25)
  })

  it('refuses ids that are not whole non-negative numbers', () => {
    for (const bad of ['25a', '', -1, 2.5, null])
      expect(CatalogIdSchema.safeParse(bad).success).toBe(false)
  })

  it('reads id lists from arrays of mixed forms and from Magento comma strings', () => {
    expect(CatalogIdListSchema.parse(['25', 33, '8'])).toEqual([25, 33, 8])
    expect(CatalogIdListSchema.parse('153,154')).toEqual([153, 154])
    expect(CatalogIdListSchema.parse('')).toEqual([])
    expect(CatalogIdListSchema.safeParse('153, x').success).toBe(false)
  })

  it('reads Magento flags in all their spellings as booleans', () => {
    expect([true, 1, '1', 'true'].map((v) => FlagSchema.parse(v))).toEqual([true, true, true, true])
    expect([false, 0, '0', 'false'].map((v) => FlagSchema.parse(v))).toEqual([
      false,
      false,
      false,
      false,
    ])
    expect(FlagSchema.safeParse('yes').success).toBe(false)
  })

  it('keeps option values as strings', () => {
    expect(OptionValueSchema.parse(52)).toBe('52')
    expect(OptionValueSchema.parse('52')).toBe('52')
  })

  it('accepts the date formats of the VSF1 mappings and open bounds', () => {
    for (const ok of [
      '2026-11-01 00:00:00',
      '2026-11-01',
      '2026-11-01T10:00:00Z',
      1790000000000,
      null,
    ])
      expect(CatalogDateSchema.safeParse(ok).success).toBe(true)
    expect(CatalogDateSchema.safeParse('01-11-2026').success).toBe(false)
  })

  it('writes decoded values back in their canonical document form', () => {
    expect(z.encode(CatalogIdSchema, 25)).toBe(25)
    expect(z.encode(CatalogIdListSchema, [25, 33])).toEqual([25, 33])
    expect(z.encode(FlagSchema, true)).toBe(true)
    expect(z.encode(OptionValueSchema, '52')).toBe('52')
  })
})
