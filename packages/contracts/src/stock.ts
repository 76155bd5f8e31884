// The `/api/stock/*` answers (vsf-api-contract §1.4; spec 000 §3 "Stock record", §4 "Add to cart":
// ok adds, volatile adds with a warning, out_of_stock refuses; §9: batches of 15 skus).
import { z } from 'zod'
import { envelopeOf } from './envelope.js'
import { StoreCodeQuerySchema } from './request-query.js'

/** The most skus one /api/stock/list call may ask for. */
export const MAX_STOCK_LIST_SKUS = 1000
export { STOCK_BATCH_SIZE } from './stock-batch.js'

export const StockStatusSchema = z.enum(['ok', 'volatile', 'out_of_stock'])
export type StockStatus = z.infer<typeof StockStatusSchema>

export const StockRecordSchema = z.object({
  sku: z.string(),
  product_id: z.number().int(),
  qty: z.number().int().describe('Units that can still be sold'),
  is_in_stock: z.boolean(),
  manage_stock: z.boolean(),
  status: StockStatusSchema,
})
export type StockRecord = z.infer<typeof StockRecordSchema>

export const StockCheckQuerySchema = z.strictObject({
  sku: z.string().trim().min(1).max(128),
  storeCode: StoreCodeQuerySchema,
})

export const StockListQuerySchema = z.strictObject({
  skus: z
    .string()
    .min(1)
    .describe(`Comma-separated skus, at most ${MAX_STOCK_LIST_SKUS}`)
    .transform((value) => [...new Set(value.split(',').map((sku) => sku.trim()))].filter(Boolean))
    .pipe(
      z
        .array(z.string().max(128))
        .min(1, 'At least one sku is required')
        .max(MAX_STOCK_LIST_SKUS, `At most ${MAX_STOCK_LIST_SKUS} skus per request`),
    ),
  storeCode: StoreCodeQuerySchema,
})

export const StockRecordEnvelopeSchema = envelopeOf(StockRecordSchema)
export const StockListEnvelopeSchema = envelopeOf(z.array(StockRecordSchema))
