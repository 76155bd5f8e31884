// The zod schemas of product documents as the catalogue API answers them (product-document.ts has
// their types and helpers): the contract's ProductSchema plus the prices the BFF computed for the
// store view. They give the documents their types (product-document.ts); the product page's loader
// checks the fields it relies on by hand (.server/product-document-check.server.ts, D69).
import { ConfigurableChildSchema } from '@vitrine/contracts/catalog/product-parts'
import { ProductSchema } from '@vitrine/contracts/catalog/product'
import { z } from 'zod'

const CentsSchema = z.number().int()
export const TaxedCentsSchema = z.object({ excl: CentsSchema, tax: CentsSchema, incl: CentsSchema })

export const ShownPricesSchema = z.object({
  final: TaxedCentsSchema,
  original: TaxedCentsSchema,
  special: TaxedCentsSchema.nullable(),
})

export const ShownChildSchema = ConfigurableChildSchema.extend({
  prices: ShownPricesSchema.optional(),
  price_incl_tax: z.number().optional(),
})

export const ShownProductSchema = ProductSchema.extend({
  prices: ShownPricesSchema.optional(),
  price_incl_tax: z.number().optional(),
  description: z.string().optional(),
  configurable_children: z.array(ShownChildSchema).optional(),
})
