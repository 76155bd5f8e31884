// What a product tile needs to add to the cart (spec 001 §2 "Product tile": a configurable
// product with more than one child first shows a size picker, then adds on the next click).
// Built on the server with the card, so the browser carries only the lines to add. Grouped and
// bundle products and products with custom options are chosen on their product page.
import type { AttributeMetadata } from '@vitrine/contracts/catalog-query'
import { isVariantInStock, readChildAttribute } from '@vitrine/variants/variant-child'
import { labelOption, type ShownProduct } from '../catalog/product-document'
import type { ProductToAdd } from './cart-session'
import { buildConfigurableToAdd, buildSimpleToAdd } from './product-to-add'

export interface TileCartChoice {
  label: string
  available: boolean
  product: ProductToAdd
}

export interface TileCart {
  /** The line to add straight away (no choice to make). */
  product: ProductToAdd | null
  /** The children to pick from first (more than one). */
  choices: TileCartChoice[]
  /** For the button's disabled rule (spec 000 §5): the regular price and the errors. */
  regularPrice: number | null
}

const TILE_TYPES = new Set(['simple', 'virtual', 'downloadable', 'configurable'])

export function buildTileCart(
  product: ShownProduct,
  metadata: readonly AttributeMetadata[],
): TileCart | null {
  if (!TILE_TYPES.has(product.type_id) || (product.custom_options ?? []).length > 0) return null
  const regularPrice = product.prices?.original.incl ?? null
  if (product.type_id !== 'configurable') {
    return { product: buildSimpleToAdd(product), choices: [], regularPrice }
  }
  // spec 000 §4: variants with status 2 or higher are not offered.
  const children = (product.configurable_children ?? []).filter(
    (child) => Number(child.status ?? 1) < 2,
  )
  const choices = children.map((child) => ({
    label: (product.configurable_options ?? [])
      .flatMap((option) => {
        const value = readChildAttribute(child, option.attribute_code)
        if (value === undefined) return []
        const label =
          labelOption(metadata, option.attribute_code, value) ??
          option.values.find((entry) => String(entry.value_index) === value)?.label
        return label ? [label] : []
      })
      .join(' / '),
    available: isVariantInStock(child),
    product: buildConfigurableToAdd(product, child),
  }))
  const [only] = choices
  if (choices.length === 1 && only) return { product: only.product, choices: [], regularPrice }
  return { product: null, choices, regularPrice }
}
