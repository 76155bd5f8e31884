// The product card of listings and search (spec 001 §3 "Product card"): title, link, price
// {regular, special, old}, image (base, small_image, thumbnail or media_gallery), labels, at most 3
// tags matched by value (spec 001 §5, §9), and colour relations (product links of type
// 'colorrelation'). Built on the server from the catalogue answer, so the page carries only this.
import type { AttributeMetadata } from '@vitrine/contracts/catalog-query'
import type { StoreView } from '@vitrine/contracts/store-views'
import { buildTileCart, type TileCart } from '../cart/tile-cart'
import { selectCategoryTrail } from './category-trail'
import { labelOption, listLinkedSkus, listOptionIds, type ShownProduct } from './product-document'
import { buildProductPath } from './product-path'
import { describeShownPrice, type CardPrice } from './shown-price'

/** spec 001 §9: tag list max 3. */
export const MAX_CARD_TAGS = 3
export const COLOUR_RELATION = 'colorrelation'

export interface ColourRelation {
  sku: string
  label: string
  link: string
  image: string | null
}

export interface ProductCardView {
  /** The catalogue product's id (the wishlist's product_id); missing in older local copies. */
  id?: number
  sku: string
  name: string
  typeId: string
  link: string
  image: string | null
  price: CardPrice | null
  labels: string[]
  tags: string[]
  colours: ColourRelation[]
  /** The names of the product's deepest category path, top level first (data layer levels). */
  categories?: string[]
  /** What the tile's add-to-cart adds; null when the product is chosen on its page. */
  cart?: TileCart | null
}

/** spec 001 §5: the card image is the base image, else small_image, thumbnail or the gallery's first. */
export function selectCardImage(product: ShownProduct): string | null {
  return (
    product.image ||
    product.small_image ||
    product.thumbnail ||
    product.media_gallery?.[0]?.image ||
    null
  )
}

function labelAll(
  metadata: readonly AttributeMetadata[],
  code: string,
  value: number | readonly number[] | null | undefined,
): string[] {
  return listOptionIds(value).flatMap((id) => {
    const label = labelOption(metadata, code, id)
    return label ? [label] : []
  })
}

/** The colour siblings of a product, in the order the catalogue sorted them. */
export function listColourRelations(
  product: ShownProduct,
  siblings: readonly ShownProduct[],
  metadata: readonly AttributeMetadata[],
  storeView: Pick<StoreView, 'url'>,
): ColourRelation[] {
  const linked = new Set([product.sku, ...listLinkedSkus(product, COLOUR_RELATION)])
  if (linked.size === 1) return []
  return siblings
    .filter((sibling) => linked.has(sibling.sku))
    .map((sibling) => ({
      sku: sibling.sku,
      label:
        (sibling.color === null || sibling.color === undefined
          ? undefined
          : labelOption(metadata, 'color', sibling.color)) ?? sibling.name,
      link: buildProductPath(storeView, sibling),
      image: selectCardImage(sibling),
    }))
}

export function buildProductCard(
  product: ShownProduct,
  context: {
    metadata: readonly AttributeMetadata[]
    siblings: readonly ShownProduct[]
    storeView: Pick<StoreView, 'url'>
  },
): ProductCardView {
  return {
    id: Number(product.id),
    sku: product.sku,
    name: product.name,
    typeId: product.type_id,
    link: buildProductPath(context.storeView, product),
    image: selectCardImage(product),
    price: describeShownPrice(product.prices) ?? null,
    labels: labelAll(context.metadata, 'product_labels', product.product_labels),
    tags: labelAll(context.metadata, 'product_tags', product.product_tags).slice(0, MAX_CARD_TAGS),
    colours: listColourRelations(product, context.siblings, context.metadata, context.storeView),
    categories: selectCategoryTrail(product.category).map((category) => category.name),
    cart: buildTileCart(product, context.metadata),
  }
}
