import { describe, expect, it } from 'vitest'
import { AttributeSchema } from './attribute.js'
import { lumaAttribute } from './vsf1-samples.test-helpers.js'

describe('attribute document schema', () => {
  it('accepts the VSF1 colour attribute and reads its flags as booleans', () => {
    const attribute = AttributeSchema.parse(lumaAttribute)
    expect(attribute.is_visible_on_front).toBe(false)
    expect(attribute.is_comparable).toBe(false)
    expect(attribute.options?.map((o) => o.value)).toEqual(['49', '52'])
  })

  it('accepts option labels per store view', () => {
    const attribute = AttributeSchema.parse({
      ...lumaAttribute,
      frontend_labels: [{ store_id: 3, label: 'Kleur' }],
      options: [{ label: 'Black', value: 49, store_labels: [{ store_id: '4', label: 'Schwarz' }] }],
    })
    expect(attribute.options?.[0]?.store_labels).toEqual([{ store_id: 4, label: 'Schwarz' }])
  })

  it('refuses an attribute without a code', () => {
    const result = AttributeSchema.safeParse({ ...lumaAttribute, attribute_code: '' })
    expect(result.error?.issues[0]?.path).toEqual(['attribute_code'])
  })
})
