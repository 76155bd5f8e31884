// Product documents as the catalogue API answers them (spec 000 §3; VSF1 format): the contract's
// ProductSchema plus the prices the BFF computed for the store view (`prices`, integer cents
// including and excluding tax; ARCHITECTURE §3: prices are always computed by the server).
// Types and helpers only, without zod, so the browser can use them; the types come from the zod
// schemas in product-document-schema.ts.
import type { AttributeMetadata } from '@vitrine/contracts/catalog-query'
import type { z } from 'zod'
import type {
  ShownChildSchema,
  ShownPricesSchema,
  ShownProductSchema,
  TaxedCentsSchema,
} from './product-document-schema'

export type TaxedCents = z.infer<typeof TaxedCentsSchema>
export type ShownPrices = z.infer<typeof ShownPricesSchema>
export type ShownChild = z.infer<typeof ShownChildSchema>
export type ShownProduct = z.infer<typeof ShownProductSchema>

/**
 * The items of an answer that look like product documents (an object with a sku, a name and a
 * type); anything else is left out. The BFF checked every document against the contract when it
 * was imported, so this cheap check is enough for tiles; the product page's loader checks its
 * product further (.server/product-document-check.server.ts).
 */
export function readProducts(items: readonly unknown[]): ShownProduct[] {
  return items.filter(isProductDocument)
}

function isProductDocument(item: unknown): item is ShownProduct {
  if (typeof item !== 'object' || item === null) return false
  const { sku, name, type_id } = item as Record<string, unknown>
  return typeof sku === 'string' && typeof name === 'string' && typeof type_id === 'string'
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
