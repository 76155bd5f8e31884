// The catalogue's entity types and the one schema each document of that type must satisfy
// (ARCHITECTURE §5). The seed generator writes one file per type; the importer validates with these.
import { z } from 'zod'
import { AttributeSchema } from './attribute.js'
import { CategorySchema } from './category.js'
import { CmsBlockSchema, CmsPageSchema } from './cms.js'
import { ProductSchema } from './product.js'
import { TaxRuleSchema } from './tax-rule.js'
import { UrlRewriteSchema } from './url-rewrite.js'

export const catalogEntityTypes = [
  'product',
  'category',
  'attribute',
  'taxrule',
  'cms_page',
  'cms_block',
  'url_rewrite',
] as const
export const CatalogEntityTypeSchema = z.enum(catalogEntityTypes)
export type CatalogEntityType = z.infer<typeof CatalogEntityTypeSchema>

export const catalogDocumentSchemas = {
  product: ProductSchema,
  category: CategorySchema,
  attribute: AttributeSchema,
  taxrule: TaxRuleSchema,
  cms_page: CmsPageSchema,
  cms_block: CmsBlockSchema,
  url_rewrite: UrlRewriteSchema,
} as const satisfies Record<CatalogEntityType, z.ZodType>

/** The file holding one entity type's documents: NDJSON, one document per line. */
export function nameCatalogFile(type: CatalogEntityType): string {
  return `${type}.ndjson`
}
