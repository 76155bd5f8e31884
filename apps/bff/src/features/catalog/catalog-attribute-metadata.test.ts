import { AttributeSchema, type AttributeDocument } from '@vitrine/contracts/catalog/attribute'
import { describe, expect, it } from 'vitest'
import {
  buildAttributeMetadata,
  listReferencedAttributeCodes,
  serializeAttributeMetadata,
} from './catalog-attribute-metadata.js'

const colour: AttributeDocument = {
  attribute_id: '93',
  attribute_code: 'color',
  frontend_input: 'select',
  default_frontend_label: 'Colour',
  frontend_labels: [{ store_id: 3, label: 'Kleur' }],
  is_filterable: 1,
  options: [
    { label: 'Black', value: 5001, store_labels: [{ store_id: 3, label: 'Zwart' }] },
    { label: 'Navy', value: '5003' },
  ],
}
const attributes = [AttributeSchema.parse(colour)]

describe('buildAttributeMetadata', () => {
  it('labels an attribute and its options for the Dutch store view', () => {
    expect(buildAttributeMetadata(attributes, ['color'], 3)).toEqual([
      {
        attribute_id: 93,
        attribute_code: 'color',
        frontend_input: 'select',
        label: 'Kleur',
        is_filterable: true,
        options: [
          { value: '5001', label: 'Zwart' },
          { value: '5003', label: 'Navy' },
        ],
      },
    ])
  })

  it('falls back to the default labels for a store view without its own', () => {
    const [metadata] = buildAttributeMetadata(attributes, ['color', 'unknown'], 4)
    expect(metadata?.label).toBe('Colour')
    expect(metadata?.options[0]?.label).toBe('Black')
    expect(buildAttributeMetadata(attributes, ['unknown'], 1)).toEqual([])
  })
})

describe('serializeAttributeMetadata', () => {
  it('writes the metadata as the answer schema encodes it, per store view and attribute list', () => {
    expect(JSON.parse(serializeAttributeMetadata(attributes, ['color'], 3))).toEqual(
      buildAttributeMetadata(attributes, ['color'], 3),
    )
    expect(serializeAttributeMetadata(attributes, ['color'], 3)).toContain('"label":"Kleur"')
    expect(serializeAttributeMetadata(attributes, ['color'], 4)).toContain('"label":"Colour"')
    expect(serializeAttributeMetadata(attributes, ['unknown'], 3)).toBe('[]')
  })

  it('answers from a new attributes list after an import, never the old list remembered', () => {
    expect(serializeAttributeMetadata(attributes, ['color'], 1)).toContain('"Colour"')
    const renamed = [AttributeSchema.parse({ ...colour, default_frontend_label: 'Shade' })]
    expect(serializeAttributeMetadata(renamed, ['color'], 1)).toContain('"Shade"')
  })
})

describe('listReferencedAttributeCodes', () => {
  it('names the aggregated attributes and the configurable options of the items once each', () => {
    expect(
      listReferencedAttributeCodes(
        ['agg_terms_color', 'agg_range_price', 'other'],
        [{ configurable_options: [{ attribute_code: 'size' }, { attribute_code: 'color' }] }, {}],
      ),
    ).toEqual(['color', 'price', 'size'])
  })
})
