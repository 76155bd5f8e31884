// The nested parts of a VSF1 product document (reference vsf-api-contract §3.2, §3.3; spec 000 §3):
// stock, media gallery, category list, configurable options and children, product links, bundle
// options, custom options and tier prices. Each part is strict on the fields the shop reads and
// keeps any other field a real index carries.
import { z } from 'zod'
import {
  CatalogDateSchema,
  CatalogIdSchema,
  CatalogPriceSchema,
  FlagSchema,
} from './catalog-fields.js'

export const ProductStockSchema = z.looseObject({
  product_id: CatalogIdSchema.optional(),
  item_id: CatalogIdSchema.nullable().optional(),
  qty: z.number().finite().nullable(),
  is_in_stock: FlagSchema,
  manage_stock: FlagSchema.optional(),
  min_sale_qty: z.number().finite().nullable().optional(),
  max_sale_qty: z.number().finite().nullable().optional(),
})
export type ProductStock = z.infer<typeof ProductStockSchema>

export const MediaGalleryEntrySchema = z.looseObject({
  image: z.string(),
  pos: z.number().int().optional(),
  typ: z.string().optional(),
  lab: z.string().nullable().optional(),
  vid: z.looseObject({}).nullable().optional(),
})
export type MediaGalleryEntry = z.infer<typeof MediaGalleryEntrySchema>

/** One entry of the product's `category` list: the categories it is shown in. */
export const ProductCategorySchema = z.looseObject({
  category_id: CatalogIdSchema,
  name: z.string(),
  slug: z.string().optional(),
  path: z.string().optional(),
  url_path: z.string().optional(),
})
export type ProductCategory = z.infer<typeof ProductCategorySchema>

export const ConfigurableOptionValueSchema = z.looseObject({
  value_index: CatalogIdSchema,
  // spec 000 §5: an option with an empty label is skipped by the shop, so it may be empty here
  label: z.string().optional(),
})

export const ConfigurableOptionSchema = z.looseObject({
  id: CatalogIdSchema.optional(),
  attribute_id: CatalogIdSchema,
  attribute_code: z.string().min(1),
  label: z.string(),
  position: z.number().int().optional(),
  product_id: CatalogIdSchema.optional(),
  values: z.array(ConfigurableOptionValueSchema),
})
export type ConfigurableOption = z.infer<typeof ConfigurableOptionSchema>

/** Magento's `custom_attributes` entry; spec 000 §3 lists them on configurable children. */
export const CustomAttributeSchema = z.looseObject({
  attribute_code: z.string(),
  value: z.unknown(),
})

export const ConfigurableChildSchema = z.looseObject({
  id: CatalogIdSchema.optional(),
  sku: z.string().min(1),
  name: z.string().optional(),
  status: CatalogIdSchema.optional(),
  visibility: CatalogIdSchema.optional(),
  price: CatalogPriceSchema.nullable().optional(),
  final_price: CatalogPriceSchema.nullable().optional(),
  special_price: CatalogPriceSchema.nullable().optional(),
  special_from_date: CatalogDateSchema.optional(),
  special_to_date: CatalogDateSchema.optional(),
  stock: ProductStockSchema.optional(),
  custom_attributes: z.array(CustomAttributeSchema).nullable().optional(),
})
export type ConfigurableChild = z.infer<typeof ConfigurableChildSchema>

/** A product link: `associated` (grouped), `colorrelation`, `related`, `upsell`, `crosssell`... */
export const ProductLinkSchema = z.looseObject({
  sku: z.string().min(1),
  link_type: z.string().min(1),
  linked_product_sku: z.string().min(1),
  linked_product_type: z.string().optional(),
  position: z.number().int().optional(),
  qty: z.number().finite().nonnegative().optional(),
  id: CatalogIdSchema.optional(),
  is_default: FlagSchema.optional(),
})
export type ProductLink = z.infer<typeof ProductLinkSchema>

export const BundleProductLinkSchema = z.looseObject({
  id: CatalogIdSchema.optional(),
  sku: z.string().min(1),
  option_id: CatalogIdSchema.optional(),
  qty: z.number().finite(),
  position: z.number().int().optional(),
  is_default: FlagSchema,
  price: CatalogPriceSchema.nullable().optional(),
  price_type: z.union([z.number().int(), z.string()]).nullable().optional(),
  can_change_quantity: z.union([FlagSchema, z.number().int()]).optional(),
})

export const BundleOptionSchema = z.looseObject({
  option_id: CatalogIdSchema,
  title: z.string().optional(),
  required: FlagSchema.optional(),
  type: z.string().optional(),
  position: z.number().int().optional(),
  sku: z.string().optional(),
  product_links: z.array(BundleProductLinkSchema),
})
export type BundleOption = z.infer<typeof BundleOptionSchema>

export const PriceTypeSchema = z.enum(['fixed', 'percent'])

export const CustomOptionValueSchema = z.looseObject({
  option_type_id: CatalogIdSchema,
  title: z.string(),
  sort_order: z.number().int().optional(),
  price: z.number().finite(),
  price_type: PriceTypeSchema,
  sku: z.string().nullable().optional(),
})

export const CustomOptionSchema = z.looseObject({
  option_id: CatalogIdSchema,
  product_sku: z.string().optional(),
  title: z.string(),
  type: z.string().min(1),
  sort_order: z.number().int().optional(),
  is_require: FlagSchema.optional(),
  price: z.number().finite().optional(),
  price_type: PriceTypeSchema.optional(),
  max_characters: z.number().int().nonnegative().optional(),
  values: z.array(CustomOptionValueSchema).optional(),
})
export type CustomOption = z.infer<typeof CustomOptionSchema>

export const TierPriceSchema = z.looseObject({
  customer_group_id: CatalogIdSchema,
  qty: z.number().finite().positive(),
  value: CatalogPriceSchema,
})
