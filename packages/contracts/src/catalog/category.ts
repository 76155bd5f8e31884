// The Vue Storefront 1 category document (spec 000 §3; reference vsf-api-contract §3.1, §3.3): one
// document per category in `{index}_category`, each carrying its subtree in `children_data`.
import { z } from 'zod'
import {
  CatalogDateSchema,
  CatalogIdListSchema,
  CatalogIdSchema,
  FlagSchema,
} from './catalog-fields.js'

/** A node of `children_data`: real indices nest trimmed copies of the child categories. */
export const CategoryTreeNodeSchema = z.looseObject({
  id: CatalogIdSchema,
  parent_id: CatalogIdSchema.optional(),
  name: z.string().optional(),
  is_active: FlagSchema.optional(),
  level: z.number().int().nonnegative().optional(),
  position: z.number().int().optional(),
  url_key: z.string().optional(),
  url_path: z.string().optional(),
  slug: z.string().optional(),
  product_count: z.number().int().nonnegative().optional(),
  include_in_menu: FlagSchema.optional(),
  get children_data() {
    return z.array(CategoryTreeNodeSchema).optional()
  },
})
export type CategoryTreeNode = z.infer<typeof CategoryTreeNodeSchema>

export const CategorySchema = z.looseObject({
  id: CatalogIdSchema,
  parent_id: CatalogIdSchema,
  parent_ids: CatalogIdListSchema.optional(),
  name: z.string(),
  is_active: FlagSchema,
  level: z.number().int().nonnegative(),
  position: z.number().int().optional(),
  path: z
    .string()
    .regex(/^\d+(\/\d+)*$/)
    .optional(),
  url_key: z.string().optional(),
  url_path: z.string().optional(),
  slug: z.string().optional(),
  product_count: z.number().int().nonnegative().optional(),
  children_count: CatalogIdSchema.optional(),
  children_data: z.array(CategoryTreeNodeSchema).optional(),
  include_in_menu: FlagSchema.optional(),
  description: z.string().nullable().optional(),
  image: z.string().nullable().optional(),
  meta_title: z.string().nullable().optional(),
  meta_description: z.string().nullable().optional(),
  created_at: CatalogDateSchema.optional(),
  updated_at: CatalogDateSchema.optional(),
})
export type Category = z.infer<typeof CategorySchema>
export type CategoryDocument = z.input<typeof CategorySchema>
