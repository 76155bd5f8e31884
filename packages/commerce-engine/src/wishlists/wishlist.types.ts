// A customer's wishlists (spec 001 §3): up to 5 named lists, one of them the default, each with
// products (quantity always 1), and a sharing code once shared (spec 001 §7).

/** spec 001 §9: at most 5 wishlists per customer, the default one included. */
export const MAX_WISHLISTS = 5
/** spec 001 §5, §9: a wishlist's name is at most 50 characters. */
export const WISHLIST_NAME_MAX_LENGTH = 50
/** The name the default wishlist gets when the engine creates it (the customer may rename it). */
export const DEFAULT_WISHLIST_NAME = 'Wishlist'

export interface WishlistItemRecord {
  id: number
  productId: number
  /** spec 001 §9: always 1. */
  qty: 1
  /** The catalogue's sku and name of the product (null: no longer in the catalogue). */
  sku: string | null
  name: string | null
  addedAt: Date
}

export interface WishlistRecord {
  id: number
  name: string
  isDefault: boolean
  /** Set once the list has been shared (spec 001 §7 "POST share"); null before. */
  sharingCode: string | null
  items: WishlistItemRecord[]
}

/** What anyone with the sharing code sees: the list's name and items, nothing of its owner. */
export interface SharedWishlistRecord {
  name: string
  sharingCode: string
  items: WishlistItemRecord[]
}
