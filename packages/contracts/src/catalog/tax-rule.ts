// The Vue Storefront 1 tax rule document (spec 000 §3; reference vsf-api-contract §3.3): the tax
// calculator matches `rates[].tax_country_id` to the store's tax country and
// `product_tax_class_ids` to the product's `tax_class_id`; the rate is a percentage.
import { z } from 'zod'
import { CatalogIdListSchema, CatalogIdSchema } from './catalog-fields.js'

export const TaxRateSchema = z.looseObject({
  id: CatalogIdSchema.optional(),
  tax_country_id: z.string().length(2),
  tax_region_id: CatalogIdSchema.optional(),
  region_name: z.string().nullable().optional(),
  tax_postcode: z.string().nullable().optional(),
  rate: z.number().finite().nonnegative(),
  code: z.string().optional(),
})
export type TaxRate = z.infer<typeof TaxRateSchema>

export const TaxRuleSchema = z.looseObject({
  id: CatalogIdSchema,
  code: z.string().optional(),
  priority: z.number().int().optional(),
  position: z.number().int().optional(),
  product_tax_class_ids: CatalogIdListSchema,
  customer_tax_class_ids: CatalogIdListSchema,
  tax_rate_ids: CatalogIdListSchema.optional(),
  rates: z.array(TaxRateSchema),
})
export type TaxRule = z.infer<typeof TaxRuleSchema>
export type TaxRuleDocument = z.input<typeof TaxRuleSchema>
