import { describe, expect, it } from 'vitest'
import type { ShownProduct } from './product-document'
import { hasCustomOptionChoices, showsProductExtras } from './product-extras'

const product = (fields: Partial<ShownProduct>): ShownProduct =>
  ({ sku: 'X', name: 'X', type_id: 'simple', ...fields }) as ShownProduct

describe('showsProductExtras', () => {
  it('is true for bundles, grouped products and products with custom option values', () => {
    expect(showsProductExtras(product({ type_id: 'bundle' }))).toBe(true)
    expect(showsProductExtras(product({ type_id: 'grouped' }))).toBe(true)
    const engraved = product({
      custom_options: [
        {
          option_id: 1,
          title: 'Gift box',
          type: 'radio',
          values: [{ option_type_id: 1, title: 'Gift box', price: 10, price_type: 'percent' }],
        },
      ],
    })
    expect(hasCustomOptionChoices(engraved)).toBe(true)
    expect(showsProductExtras(engraved)).toBe(true)
  })

  it('is false for a simple or configurable product, and custom options without values', () => {
    expect(showsProductExtras(product({}))).toBe(false)
    expect(showsProductExtras(product({ type_id: 'configurable' }))).toBe(false)
    const empty = product({
      custom_options: [{ option_id: 1, title: 'Note', type: 'field', values: [] }],
    })
    expect(showsProductExtras(empty)).toBe(false)
  })
})
