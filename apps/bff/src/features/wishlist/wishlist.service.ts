// The wishlist rules of the BFF (spec 001 §4, §7): every call but the shared read needs a customer
// token (a guest or an unknown token is a 401) and acts on the token's own lists only; the commerce
// port refuses another customer's list or item id as unknown (404). Answers use the contract's
// snake_case shape (@vitrine/contracts/wishlist); the shared list carries its name and items only.
import type { SharedWishlist, Wishlist, WishlistItem } from '@vitrine/contracts/wishlist'
import type {
  SharedWishlistRecord,
  WishlistItemRecord,
  WishlistRecord,
} from '../../adapters/commerce/commerce.port.js'
import { requireCustomer, type CommerceRequest } from '../../caller.js'

export function toWishlistItem(item: WishlistItemRecord): WishlistItem {
  return {
    item_id: item.id,
    product_id: item.productId,
    qty: item.qty,
    sku: item.sku,
    name: item.name,
  }
}

export function toWishlist(list: WishlistRecord): Wishlist {
  return {
    wishlist_id: list.id,
    name: list.name,
    is_default: list.isDefault,
    sharing_code: list.sharingCode,
    items: list.items.map(toWishlistItem),
  }
}

function toSharedWishlist(list: SharedWishlistRecord): SharedWishlist {
  return { name: list.name, sharing_code: list.sharingCode, items: list.items.map(toWishlistItem) }
}

export async function listWishlists({ commerce, caller }: CommerceRequest): Promise<Wishlist[]> {
  return (await commerce.listWishlists(requireCustomer(caller))).map(toWishlist)
}

export async function createWishlist(
  { commerce, caller }: CommerceRequest,
  name: string,
): Promise<Wishlist> {
  return toWishlist(await commerce.createWishlist(requireCustomer(caller), name))
}

export async function renameWishlist(
  { commerce, caller }: CommerceRequest,
  wishlistId: number,
  name: string,
): Promise<Wishlist> {
  return toWishlist(await commerce.renameWishlist(requireCustomer(caller), wishlistId, name))
}

export async function deleteWishlist(
  { commerce, caller }: CommerceRequest,
  wishlistId: number,
): Promise<true> {
  await commerce.deleteWishlist(requireCustomer(caller), wishlistId)
  return true
}

export async function shareWishlist(
  { commerce, caller }: CommerceRequest,
  wishlistId: number,
): Promise<{ sharing_code: string }> {
  return { sharing_code: await commerce.shareWishlist(requireCustomer(caller), wishlistId) }
}

export async function readSharedWishlist(
  { commerce }: CommerceRequest,
  sharingCode: string,
): Promise<SharedWishlist> {
  return toSharedWishlist(await commerce.readSharedWishlist(sharingCode))
}

export async function addWishlistItem(
  { commerce, caller }: CommerceRequest,
  wishlistId: number,
  productId: number,
): Promise<WishlistItem> {
  const customerId = requireCustomer(caller)
  return toWishlistItem(await commerce.addWishlistItem(customerId, wishlistId, productId))
}

export async function removeWishlistItem(
  { commerce, caller }: CommerceRequest,
  wishlistId: number,
  itemId: number,
): Promise<true> {
  await commerce.removeWishlistItem(requireCustomer(caller), wishlistId, itemId)
  return true
}
