// What the wishlist pages read and change at the BFF (spec 001 §3, §7): the customer's lists (with
// the session's token; a 401 refreshes it once), the shared list by its code (no token), and the
// product cards of the items (the catalogue's tiles by sku, so prices are the server's).
import type { StoreView } from '@vitrine/contracts/store-views'
import {
  SharedWishlistEnvelopeSchema,
  WishlistDeletedEnvelopeSchema,
  WishlistEnvelopeSchema,
  WishlistListEnvelopeSchema,
  WishlistShareEnvelopeSchema,
  type SharedWishlist,
  type WishlistItem,
} from '@vitrine/contracts/wishlist'
import { loadTiles } from '~/lib/catalog/load-product-cards'
import { buildProductCard, type ProductCardView } from '~/lib/catalog/product-card'
import type { RequestContext } from './context.server'
import { asCustomer, type CustomerSession, type SessionContext } from './customer-session.server'
import { callUserApi, isBffStatus } from './user-api.server'

export type WishlistContext = SessionContext & Pick<RequestContext, 'bff'>

/** An item as the pages show it: its card, or null when the product left the catalogue. */
export interface WishlistItemView {
  itemId: number
  productId: number
  name: string | null
  card: ProductCardView | null
}

export function readWishlists(context: SessionContext, session: CustomerSession) {
  return asCustomer(context, session, async (token) => {
    return (await callUserApi(context, '/api/wishlist', WishlistListEnvelopeSchema, { token }))
      .result
  })
}

export function createWishlist(context: SessionContext, session: CustomerSession, name: string) {
  return asCustomer(context, session, async (token) => {
    const body = { wishlist: { name } }
    return (await callUserApi(context, '/api/wishlist', WishlistEnvelopeSchema, { token, body }))
      .result
  })
}

export function renameWishlist(
  context: SessionContext,
  session: CustomerSession,
  wishlistId: number,
  name: string,
) {
  return asCustomer(context, session, async (token) => {
    return (
      await callUserApi(context, `/api/wishlist/${wishlistId}`, WishlistEnvelopeSchema, {
        token,
        method: 'PUT',
        body: { wishlist: { name } },
      })
    ).result
  })
}

export function deleteWishlist(
  context: SessionContext,
  session: CustomerSession,
  wishlistId: number,
) {
  return asCustomer(context, session, async (token) => {
    await callUserApi(context, `/api/wishlist/${wishlistId}`, WishlistDeletedEnvelopeSchema, {
      token,
      method: 'DELETE',
    })
  })
}

export function shareWishlist(
  context: SessionContext,
  session: CustomerSession,
  wishlistId: number,
) {
  return asCustomer(context, session, async (token) => {
    const path = `/api/wishlist/${wishlistId}/share`
    return (
      await callUserApi(context, path, WishlistShareEnvelopeSchema, { token, method: 'POST' })
    ).result.sharing_code
  })
}

export function removeWishlistItem(
  context: SessionContext,
  session: CustomerSession,
  wishlistId: number,
  itemId: number,
) {
  return asCustomer(context, session, async (token) => {
    const path = `/api/wishlist/${wishlistId}/items/${itemId}`
    await callUserApi(context, path, WishlistDeletedEnvelopeSchema, { token, method: 'DELETE' })
  })
}

/** The shared list by its code (anyone may read it); null for an unknown code. */
export async function readSharedWishlist(
  context: SessionContext,
  sharingCode: string,
): Promise<SharedWishlist | null> {
  try {
    const path = `/api/wishlist/shared/${encodeURIComponent(sharingCode)}`
    return (await callUserApi(context, path, SharedWishlistEnvelopeSchema)).result
  } catch (error) {
    if (isBffStatus(error, 400, 404)) return null
    throw error
  }
}

/** The items with the catalogue's cards (by sku; one tile lookup for the whole list). */
export async function describeItems(
  context: Pick<RequestContext, 'bff'> & { storeView: StoreView },
  items: readonly WishlistItem[],
): Promise<WishlistItemView[]> {
  const skus = items.flatMap((item) => (item.sku ? [item.sku] : []))
  const tiles = await loadTiles(context.bff, skus).catch(() => ({ products: [], metadata: [] }))
  const cards = new Map(
    tiles.products.map((product) => [
      product.sku,
      buildProductCard(product, {
        metadata: tiles.metadata,
        siblings: [],
        storeView: context.storeView,
      }),
    ]),
  )
  return items.map((item) => ({
    itemId: item.item_id,
    productId: item.product_id,
    name: item.name,
    card: item.sku ? (cards.get(item.sku) ?? null) : null,
  }))
}
