import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isLoadableAttributeCode,
  prepareConfigurableProduct,
} from './prepare-configurable-product.js'
import { NO_AVAILABLE_VARIANTS_MESSAGE } from './variant-messages.js'
import { capChildren, capOptions, makeChild } from './variants.test-helpers.js'

describe('preparing a configurable product on load (spec 000 §4, §5)', () => {
  it('removes out-of-stock children', () => {
    const result = prepareConfigurableProduct({ sku: 'CAP', configurable_children: capChildren })
    expect(result.ok).toBe(true)
    expect(result.product.configurable_children.map((c) => c.sku)).not.toContain('CAP-BLUE-L')
    expect(result.product.configurable_children).toHaveLength(5)
  })

  it('keeps out-of-stock children when listing out-of-stock products is allowed', () => {
    const result = prepareConfigurableProduct(
      { configurable_children: capChildren },
      { listOutOfStockProducts: true },
    )
    expect(result.product.configurable_children).toHaveLength(6)
  })

  it("gives 'No available product variants' when no child is left", () => {
    const result = prepareConfigurableProduct({
      sku: 'CAP',
      configurable_children: [makeChild('CAP-S', { inStock: false })],
    })
    expect(result).toMatchObject({ ok: false, error: NO_AVAILABLE_VARIANTS_MESSAGE })
    expect(result.product.configurable_children).toEqual([])
    expect(result.product).toMatchObject({ sku: 'CAP' })
  })

  it("gives 'No available product variants' without children", () => {
    expect(prepareConfigurableProduct({}).ok).toBe(false)
    expect(prepareConfigurableProduct({ configurable_children: null }).ok).toBe(false)
  })

  it('skips attribute codes containing a dot in children and options', () => {
    const child = {
      sku: 'CAP-S',
      custom_attributes: [
        { attribute_code: 'size', value: '167' },
        { attribute_code: 'meta.title', value: 'x' },
      ],
    }
    const result = prepareConfigurableProduct({
      configurable_children: [child, { sku: 'CAP-M' }],
      configurable_options: [
        ...capOptions,
        { attribute_code: 'ext.color', label: 'Ext', values: [{ label: 'A', value_index: 1 }] },
      ],
    })
    expect(result.product.configurable_children[0]?.custom_attributes).toEqual([
      { attribute_code: 'size', value: '167' },
    ])
    expect(result.product.configurable_children[1]).toEqual({ sku: 'CAP-M' })
    expect(result.product.configurable_options.map((o) => o.attribute_code)).toEqual([
      'color',
      'size',
    ])
  })

  it('skips options and option values with an empty label', () => {
    const result = prepareConfigurableProduct({
      configurable_children: capChildren,
      configurable_options: [
        { attribute_code: 'color', label: '', values: [{ label: 'Red', value_index: 50 }] },
        { attribute_code: 'fit', values: [{ label: 'Slim', value_index: 1 }] },
        {
          attribute_code: 'size',
          label: 'Size',
          values: [
            { label: 'S', value_index: 167 },
            { label: ' ', value_index: 168 },
            { label: null, value_index: 169 },
          ],
        },
      ],
    })
    expect(result.product.configurable_options).toEqual([
      { attribute_code: 'size', label: 'Size', values: [{ label: 'S', value_index: 167 }] },
    ])
  })

  it.each([
    ['size', true],
    ['color_options', true],
    ['meta.title', false],
    ['.hidden', false],
  ])('attribute code %s is loadable: %s', (code, loadable) => {
    expect(isLoadableAttributeCode(code)).toBe(loadable)
  })

  it('property: no prepared child is out of stock, and every in-stock child is kept', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 15 }), (stock) => {
        const children = stock.map((inStock, i) => makeChild(`C${i}`, { inStock }))
        const result = prepareConfigurableProduct({ configurable_children: children })
        expect(result.product.configurable_children.every((c) => c.stock?.is_in_stock)).toBe(true)
        expect(result.product.configurable_children).toHaveLength(stock.filter(Boolean).length)
        expect(result.ok).toBe(stock.some(Boolean))
      }),
    )
  })
})
