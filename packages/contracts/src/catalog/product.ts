// The Vue Storefront 1 product document (spec 000 §3; reference vsf-api-contract §3.2, §3.3): the
// `_source` of one hit in the `{index}_product` index. Strict on what the shop reads (identity,
// type, status, visibility, prices, categories, images, stock, variants, links, options); every
// other attribute a real index carries is kept as it is.
import { z } from 'zod'
import {
  CatalogDateSchema,
  CatalogIdListSchema,
  CatalogIdSchema,
  CatalogPriceSchema,
  MultiselectValueSchema,
  SelectValueSchema,
} from './catalog-fields.js'
import {
  BundleOptionSchema,
  ConfigurableChildSchema,
  ConfigurableOptionSchema,
  CustomOptionSchema,
  MediaGalleryEntrySchema,
  ProductCategorySchema,
  ProductLinkSchema,
  ProductStockSchema,
  TierPriceSchema,
} from './product-parts.js'

// spec 000 §3: the six product types
export const productTypes = [
  'simple',
  'configurable',
  'grouped',
  'bundle',
  'virtual',
  'downloadable',
] as const
export const ProductTypeSchema = z.enum(productTypes)
export type ProductType = z.infer<typeof ProductTypeSchema>

/** Magento visibility: 1 not visible individually, 2 catalogue, 3 search, 4 catalogue and search. */
export const ProductVisibilitySchema = CatalogIdSchema.pipe(z.number().int().min(1).max(4))

export const ProductSchema = z.looseObject({
  id: CatalogIdSchema,
  sku: z.string().min(1),
  name: z.string(),
  type_id: ProductTypeSchema,
  // spec 000 §4: status 1 enabled; 2 or higher is unavailable
  status: CatalogIdSchema,
  visibility: ProductVisibilitySchema,
  url_key: z.string().optional(),
  url_path: z.string().optional(),
  slug: z.string().optional(),
  parentSku: z.string().optional(),
  price: CatalogPriceSchema.nullable(),
  final_price: CatalogPriceSchema.nullable().optional(),
  regular_price: CatalogPriceSchema.nullable().optional(),
  special_price: CatalogPriceSchema.nullable().optional(),
  special_from_date: CatalogDateSchema.optional(),
  special_to_date: CatalogDateSchema.optional(),
  tax_class_id: CatalogIdSchema.nullable().optional(),
  tier_prices: z.array(TierPriceSchema).nullable().optional(),
  category_ids: CatalogIdListSchema.optional(),
  category: z.array(ProductCategorySchema).nullable().optional(),
  image: z.string().nullable().optional(),
  small_image: z.string().nullable().optional(),
  thumbnail: z.string().nullable().optional(),
  media_gallery: z.array(MediaGalleryEntrySchema).nullable().optional(),
  stock: ProductStockSchema.optional(),
  configurable_options: z.array(ConfigurableOptionSchema).optional(),
  configurable_children: z.array(ConfigurableChildSchema).optional(),
  product_links: z.array(ProductLinkSchema).nullable().optional(),
  bundle_options: z.array(BundleOptionSchema).nullable().optional(),
  custom_options: z.array(CustomOptionSchema).nullable().optional(),
  // the shop's own attributes (spec 000 §3): option ids of select and multiselect attributes
  color: SelectValueSchema.optional(),
  subcolor: SelectValueSchema.optional(),
  size: SelectValueSchema.optional(),
  gender: SelectValueSchema.optional(),
  new: SelectValueSchema.optional(),
  sale: SelectValueSchema.optional(),
  activity: MultiselectValueSchema.optional(),
  material: MultiselectValueSchema.optional(),
  product_labels: MultiselectValueSchema.optional(),
  product_tags: MultiselectValueSchema.optional(),
  // spec 000 §9: the Recommended sort ({product}_position asc)
  product_position: z.number().int().optional(),
  created_at: CatalogDateSchema.optional(),
  updated_at: CatalogDateSchema.optional(),
  attributes_metadata: z.array(z.looseObject({})).optional(),
})
export type Product = z.infer<typeof ProductSchema>
/** A product document as stored (before decoding string ids and flags). */
export type ProductDocument = z.input<typeof ProductSchema>
