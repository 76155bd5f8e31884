// add_to_wishlist (spec 000 §7): GA4's event for a product saved to a wishlist: currency, value
// (the shown price incl. tax) and the one item with up to five category levels.
import { pushEcommerceEvent, type DataLayerEntry } from './data-layer'
import { buildViewItemPayload } from './view-events'

export interface WishlistEventProduct {
  sku: string
  name: string
  /** Cents including tax of the shown price; null without a price. */
  priceCents: number | null
  categories: readonly string[]
}

/** The same one-product payload as view_item (view-events.ts), without a variant. */
export function buildAddToWishlistPayload(product: WishlistEventProduct): DataLayerEntry {
  return buildViewItemPayload({ ...product, variantSku: null })
}

export function pushAddToWishlist(product: WishlistEventProduct, target?: Window): void {
  pushEcommerceEvent('add_to_wishlist', buildAddToWishlistPayload(product), target)
}
