// add_to_wishlist (spec 000 §7): GA4's event for a product saved to a wishlist: currency, value
// (the shown price incl. tax) and the one item with up to five category levels.
import {
  DATA_LAYER_CURRENCY,
  centsToAmount,
  pushEcommerceEvent,
  withCategories,
  type DataLayerEntry,
} from './data-layer'

export interface WishlistEventProduct {
  sku: string
  name: string
  /** Cents including tax of the shown price; null without a price. */
  priceCents: number | null
  categories: readonly string[]
}

export function buildAddToWishlistPayload(product: WishlistEventProduct): DataLayerEntry {
  const price = product.priceCents === null ? undefined : centsToAmount(product.priceCents)
  const item = withCategories(
    {
      item_id: product.sku,
      item_name: product.name,
      ...(price === undefined ? {} : { price }),
      quantity: 1,
    },
    product.categories,
  )
  return {
    currency: DATA_LAYER_CURRENCY,
    ...(price === undefined ? {} : { value: price }),
    items: [item],
  }
}

export function pushAddToWishlist(product: WishlistEventProduct, target?: Window): void {
  pushEcommerceEvent('add_to_wishlist', buildAddToWishlistPayload(product), target)
}
