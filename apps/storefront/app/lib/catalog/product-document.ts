// Product documents as the catalogue API answers them (spec 000 §3; VSF1 format): the contract's
// ProductSchema plus the prices the BFF computed for the store view (`prices`, integer cents
// including and excluding tax; ARCHITECTURE §3: prices are always computed by the server).
import type { AttributeMetadata } from '@vitrine/contracts/catalog-query'
import { ConfigurableChildSchema } from '@vitrine/contracts/catalog/product-parts'
import { ProductSchema } from '@vitrine/contracts/catalog/product'
import { z } from 'zod'

const CentsSchema = z.number().int()
export const TaxedCentsSchema = z.object({ excl: CentsSchema, tax: CentsSchema, incl: CentsSchema })
export type TaxedCents = z.infer<typeof TaxedCentsSchema>

export const ShownPricesSchema = z.object({
  final: TaxedCentsSchema,
  original: TaxedCentsSchema,
  special: TaxedCentsSchema.nullable(),
})
export type ShownPrices = z.infer<typeof ShownPricesSchema>

export const ShownChildSchema = ConfigurableChildSchema.extend({
  prices: ShownPricesSchema.optional(),
  price_incl_tax: z.number().optional(),
})
export type ShownChild = z.infer<typeof ShownChildSchema>

export const ShownProductSchema = ProductSchema.extend({
  prices: ShownPricesSchema.optional(),
  price_incl_tax: z.number().optional(),
  description: z.string().optional(),
  configurable_children: z.array(ShownChildSchema).optional(),
})
export type ShownProduct = z.infer<typeof ShownProductSchema>

/** The items of an answer that are product documents; anything else is left out. */
export function readProducts(items: readonly unknown[]): ShownProduct[] {
  return items.flatMap((item) => {
    const parsed = ShownProductSchema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  })
}

/** The store view's label of an attribute option, e.g. ('color', 5003) → 'Marineblauw'. */
export function labelOption(
  metadata: readonly AttributeMetadata[],
  code: string,
  value: string | number,
): string | undefined {
  return metadata
    .find((attribute) => attribute.attribute_code === code)
    ?.options.find((option) => option.value === String(value))?.label
}

/** The store view's label of an attribute, e.g. 'size' → 'Maat'. */
export function labelAttribute(
  metadata: readonly AttributeMetadata[],
  code: string,
): string | undefined {
  return metadata.find((attribute) => attribute.attribute_code === code)?.label
}

/** The option ids of a select or multiselect value (null, one id or a list). */
export function listOptionIds(value: number | readonly number[] | null | undefined): number[] {
  if (value === null || value === undefined) return []
  return typeof value === 'number' ? [value] : [...value]
}

/** The skus a product links to with one link type (`colorrelation`, `associated`). */
export function listLinkedSkus(
  product: Pick<ShownProduct, 'product_links'>,
  type: string,
): string[] {
  return (product.product_links ?? [])
    .filter((link) => link.link_type === type)
    .map((link) => link.linked_product_sku)
}
