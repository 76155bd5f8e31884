// What a product tile needs to add to the cart (spec 001 §2 "Product tile": a configurable
// product with more than one child first shows a size picker, then adds on the next click).
// Built on the server with the card. A listing carries 50 tiles of up to a dozen sizes each, so a
// choice holds only what differs between a product's children (sku, option values, stock, price,
// picture); the line to add is put together in the browser when the shopper picks (decision D39).
// Grouped and bundle products and products with custom options are chosen on their product page.
import type { AttributeMetadata } from '@vitrine/contracts/catalog-query'
import { isVariantInStock, readChildAttribute } from '@vitrine/variants/variant-child'
import { labelOption, type ShownProduct } from '../catalog/product-document'
import type { ProductToAdd } from './cart-types'
import { buildConfigurableToAdd, buildSimpleToAdd } from './product-to-add'

export interface TileCartChoice {
  sku: string
  label: string
  available: boolean
  /** The configurable item options: [option_id, option_value] per option. */
  options: Array<[number, string]>
  /** The child's unit price incl. tax in cents, when it has one. */
  price?: number
  /** The child's own picture, when it has one. */
  image?: string
  /** The analytics item_variant when it differs from the label ('' for none). */
  variant?: string
}

/** What every choice's line shares: the configurable parent. */
export interface TileCartParent {
  sku: string
  name: string
  image: string | null
  productPath: string
}

export interface TileCart {
  /** The line to add straight away (no choice to make). */
  product: ProductToAdd | null
  /** The children to pick from first (more than one), and their parent. */
  choices: TileCartChoice[]
  parent?: TileCartParent
  /** For the button's disabled rule (spec 000 §5): the regular price and the errors. */
  regularPrice: number | null
}

const TILE_TYPES = new Set(['simple', 'virtual', 'downloadable', 'configurable'])

/** The cart line of a picked choice (what buildConfigurableToAdd makes on the server). */
export function tileChoiceToAdd(parent: TileCartParent, choice: TileCartChoice): ProductToAdd {
  const variant = choice.variant ?? choice.label
  return {
    sku: choice.sku,
    parentSku: parent.sku,
    type_id: 'configurable',
    qty: 1,
    name: parent.name,
    image: choice.image ?? parent.image,
    productPath: parent.productPath,
    ...(variant ? { variant } : {}),
    product_option: {
      extension_attributes: {
        configurable_item_options: choice.options.map(([option_id, option_value]) => ({
          option_id,
          option_value,
        })),
      },
    },
    ...(choice.price === undefined ? {} : { price_incl_tax: choice.price }),
  }
}

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
  const lines = children.map((child) => buildConfigurableToAdd(product, child))
  const [onlyLine] = lines
  if (lines.length === 1 && onlyLine) return { product: onlyLine, choices: [], regularPrice }

  const choices = children.map((child, index): TileCartChoice => {
    const line = lines[index] as ProductToAdd
    const label = (product.configurable_options ?? [])
      .flatMap((option) => {
        const value = readChildAttribute(child, option.attribute_code)
        if (value === undefined) return []
        const shown =
          labelOption(metadata, option.attribute_code, value) ??
          option.values.find((entry) => String(entry.value_index) === value)?.label
        return shown ? [shown] : []
      })
      .join(' / ')
    const options = (
      line.product_option?.extension_attributes?.configurable_item_options ?? []
    ).map((option): [number, string] => [Number(option.option_id), String(option.option_value)])
    return {
      sku: child.sku,
      label,
      available: isVariantInStock(child),
      options,
      ...(line.price_incl_tax === undefined ? {} : { price: line.price_incl_tax }),
      ...(line.image && line.image !== product.image ? { image: line.image } : {}),
      // '' stands for a line without an item_variant when the label is not empty.
      ...((line.variant ?? '') !== label ? { variant: line.variant ?? '' } : {}),
    }
  })
  const [first] = lines
  const parent: TileCartParent = {
    sku: product.sku,
    name: product.name,
    image: product.image ?? null,
    productPath: first?.productPath ?? '',
  }
  return { product: null, choices, parent, regularPrice }
}
