import { describe, expect, it } from 'vitest'
import { CategorySchema } from './category.js'
import { lumaCategory } from './vsf1-samples.test-helpers.js'

describe('category document schema', () => {
  it('accepts the VSF1 category sample with its nested children', () => {
    const category = CategorySchema.parse(lumaCategory)
    expect(category.children_count).toBe(38)
    expect(category.children_data?.[0]?.children_data?.[0]?.name).toBe('Tops')
    expect(category['display_mode']).toBe('PRODUCTS')
  })

  it('refuses a malformed path and a nested child without an id', () => {
    expect(CategorySchema.safeParse({ ...lumaCategory, path: '1/x' }).success).toBe(false)
    const result = CategorySchema.safeParse({ ...lumaCategory, children_data: [{ name: 'Tops' }] })
    expect(result.error?.issues[0]?.path).toEqual(['children_data', 0, 'id'])
  })
})
