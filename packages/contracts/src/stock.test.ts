// The stock list query: a comma list of skus, de-duplicated, at most 1000.
import { describe, expect, it } from 'vitest'
import { MAX_STOCK_LIST_SKUS, StockListQuerySchema, StockRecordEnvelopeSchema } from './stock.js'

describe('StockListQuerySchema', () => {
  it('splits, trims and de-duplicates the skus, keeping their order', () => {
    expect(StockListQuerySchema.parse({ skus: 'B, A,,B' }).skus).toEqual(['B', 'A'])
  })

  it('refuses no skus and more than the maximum', () => {
    expect(StockListQuerySchema.safeParse({ skus: ',' }).success).toBe(false)
    const tooMany = Array.from({ length: MAX_STOCK_LIST_SKUS + 1 }, (_, i) => `S${i}`).join(',')
    const result = StockListQuerySchema.safeParse({ skus: tooMany })
    expect(result.error?.issues[0]?.message).toBe('At most 1000 skus per request')
  })
})

describe('StockRecordEnvelopeSchema', () => {
  it('knows the three statuses the shop decides on', () => {
    const record = {
      sku: 'CAP',
      product_id: 1,
      qty: 2,
      is_in_stock: true,
      manage_stock: true,
      status: 'volatile',
    }
    expect(StockRecordEnvelopeSchema.parse({ code: 200, result: record }).result).toEqual(record)
    expect(
      StockRecordEnvelopeSchema.safeParse({ code: 200, result: { ...record, status: 'low' } })
        .success,
    ).toBe(false)
  })
})
