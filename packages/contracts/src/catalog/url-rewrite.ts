// A URL rewrite entry (spec 000 §3 "Rewrite entries"; Magento's url_rewrite): `request_path` is
// answered with the entity it names (redirect_type 0) or with a 301/302 redirect to `target_path`
// (spec 000 §2: server-side rendering redirects with the stored redirect type).
import { z } from 'zod'
import { CatalogIdSchema } from './catalog-fields.js'

export const urlRewriteEntityTypes = ['product', 'category', 'cms-page', 'custom'] as const
export const UrlRewriteEntityTypeSchema = z.enum(urlRewriteEntityTypes)

export const RedirectTypeSchema = CatalogIdSchema.pipe(
  z.union([z.literal(0), z.literal(301), z.literal(302)]),
)
export type RedirectType = z.infer<typeof RedirectTypeSchema>

export const UrlRewriteSchema = z.looseObject({
  id: CatalogIdSchema.optional(),
  request_path: z.string().min(1),
  target_path: z.string().min(1),
  redirect_type: RedirectTypeSchema,
  store_id: CatalogIdSchema,
  // the product, category or CMS page id; absent for custom rewrites
  item_id: CatalogIdSchema.nullable().optional(),
  entity_type: UrlRewriteEntityTypeSchema,
})
export type UrlRewrite = z.infer<typeof UrlRewriteSchema>
export type UrlRewriteDocument = z.input<typeof UrlRewriteSchema>
