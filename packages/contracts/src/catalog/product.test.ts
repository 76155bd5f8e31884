import { describe, expect, it } from 'vitest'
import { ProductSchema } from './product.js'
import { lumaConfigurableProduct } from './vsf1-samples.test-helpers.js'

describe('product document schema', () => {
  it('accepts the VSF1 Luma configurable product and decodes its string ids', () => {
    const product = ProductSchema.parse(lumaConfigurableProduct)
    expect(product.category_ids).toEqual([25, 33, 8, 36, 2])
    expect(product.tax_class_id).toBe(2)
    expect(product.new).toBe(1)
    expect(product.configurable_options?.map((o) => o.attribute_id)).toEqual([93, 142])
    expect(product.configurable_children?.[0]?.sku).toBe('WS06-XS-Gray')
    expect(product.stock?.is_in_stock).toBe(true)
  })

  it('keeps fields it does not know, exactly as the index had them', () => {
    const product = ProductSchema.parse(lumaConfigurableProduct)
    expect(product['links']).toEqual({ related: [{ sku: 'WS04', pos: 1 }] })
    expect(product['climate']).toEqual([205, 209])
    expect(product['has_options']).toBe('1')
  })

  it('names the wrong field when a relied-on field is missing or malformed', () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ sku: undefined }, 'sku'],
      [{ type_id: 'giftcard' }, 'type_id'],
      [{ visibility: 5 }, 'visibility'],
      [{ price: -1 }, 'price'],
      [{ category_ids: ['x'] }, 'category_ids.0'],
    ]
    for (const [change, path] of cases) {
      const result = ProductSchema.safeParse({ ...lumaConfigurableProduct, ...change })
      expect(result.success).toBe(false)
      expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(path)
    }
  })

  it('refuses a configurable child without a sku and a bundle link without a quantity', () => {
    const noSku = ProductSchema.safeParse({
      ...lumaConfigurableProduct,
      configurable_children: [{ id: 1 }],
    })
    expect(noSku.error?.issues[0]?.path).toEqual(['configurable_children', 0, 'sku'])
    const bundle = ProductSchema.safeParse({
      ...lumaConfigurableProduct,
      type_id: 'bundle',
      bundle_options: [{ option_id: 1, product_links: [{ sku: 'CAP-1', is_default: true }] }],
    })
    expect(bundle.error?.issues[0]?.path).toEqual(['bundle_options', 0, 'product_links', 0, 'qty'])
  })
})
