// The Vue Storefront 1 attribute document (spec 000 §3; reference vsf-api-contract §3.3): one
// Magento product attribute with its options. Labels per store view follow Magento's REST shape:
// `frontend_labels` on the attribute and `store_labels` on each option, `{store_id, label}`.
import { z } from 'zod'
import {
  CatalogIdSchema,
  FlagSchema,
  OptionValueSchema,
  StoreLabelSchema,
} from './catalog-fields.js'

export const AttributeOptionSchema = z.looseObject({
  label: z.string(),
  value: OptionValueSchema,
  sort_order: z.number().int().optional(),
  store_labels: z.array(StoreLabelSchema).optional(),
})
export type AttributeOption = z.infer<typeof AttributeOptionSchema>

export const AttributeSchema = z.looseObject({
  id: CatalogIdSchema.optional(),
  attribute_id: CatalogIdSchema,
  // spec 000 §4: codes containing a dot are skipped by the shop, but they are valid documents
  attribute_code: z.string().min(1),
  frontend_input: z.string().min(1).nullable(),
  default_frontend_label: z.string().nullable().optional(),
  frontend_labels: z.array(StoreLabelSchema).nullable().optional(),
  is_user_defined: FlagSchema.optional(),
  is_visible: FlagSchema.optional(),
  is_visible_on_front: FlagSchema.optional(),
  is_comparable: FlagSchema.optional(),
  is_filterable: FlagSchema.optional(),
  is_searchable: FlagSchema.optional(),
  used_for_sort_by: FlagSchema.optional(),
  options: z.array(AttributeOptionSchema).optional(),
})
export type Attribute = z.infer<typeof AttributeSchema>
export type AttributeDocument = z.input<typeof AttributeSchema>
