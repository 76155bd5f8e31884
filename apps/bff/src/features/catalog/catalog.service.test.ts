import { CatalogQueryEnvelopeSchema } from '@vitrine/contracts/catalog-query'
import { describe, expect, it } from 'vitest'
import { serializeCatalogEnvelope, type ProductAnswer } from './catalog.service.js'

const metadata = [
  {
    attribute_id: 93,
    attribute_code: 'color',
    frontend_input: 'select',
    label: 'Kleur',
    is_filterable: true,
    options: [{ value: '5001', label: 'Zwart' }],
  },
]
const items = [
  { sku: 'CAP-1', name: 'Cap', price_incl_tax: 12.1 },
  { sku: 'HAT-2', name: 'Hat', prices: { final: 2500 } },
]
const rest = {
  total: 2,
  perPage: 24,
  start: 0,
  aggregations: {
    agg_terms_color: { buckets: [{ key: 5001, doc_count: 2 }] },
    agg_range_price: {
      buckets: [
        { key: '0-50', doc_count: 2, from: 0, to: 50 },
        { key: '150-', doc_count: 0, from: 150 },
      ],
    },
  },
}

describe('serializeCatalogEnvelope', () => {
  it('writes a product answer byte for byte as the response schema encodes the whole answer', () => {
    const answer: ProductAnswer = {
      items: items.map((item) => ({ json: JSON.stringify(item), optionCodes: [] })),
      ids: items.map((item) => item.sku),
      rest,
      attributeMetadataJson: JSON.stringify(metadata),
    }
    const expected = JSON.stringify(
      CatalogQueryEnvelopeSchema.encode({
        code: 200,
        result: { items, ...rest, attributeMetadata: metadata },
      }),
    )
    expect(serializeCatalogEnvelope(answer)).toBe(expected)
  })

  it('writes an answer without items, aggregations or metadata as the schema does', () => {
    const empty = { total: 0, perPage: 10, start: 0, aggregations: {} }
    const answer: ProductAnswer = { items: [], ids: [], rest: empty, attributeMetadataJson: '[]' }
    expect(serializeCatalogEnvelope(answer)).toBe(
      JSON.stringify(
        CatalogQueryEnvelopeSchema.encode({
          code: 200,
          result: { items: [], ...empty, attributeMetadata: [] },
        }),
      ),
    )
  })

  it('fails loudly when a part breaks the schema', () => {
    const answer: ProductAnswer = {
      items: [],
      ids: [],
      rest: { ...rest, perPage: 0 },
      attributeMetadataJson: '[]',
    }
    expect(() => serializeCatalogEnvelope(answer)).toThrow()
  })
})
