// The local lines after a pull from the server (spec 000 §4 "Cart synchronisation"). Kept apart
// from cart-lines.ts because it needs the item identity and checksum rules (sha3), which only the
// cart runtime loads (D64): the first page load shows lines, it does not merge them.
import { computeCartItemChecksum } from '@vitrine/cart/cart-item-checksum'
import { findCartItem } from '@vitrine/cart/cart-item-identity'
import type { ProductOption } from '@vitrine/cart/cart-item.types'
import type { CartItem as ServerCartItem } from '@vitrine/contracts/cart'
import { toCents } from './cart-lines'
import type { LocalCartItem } from './cart-types'

/**
 * The local cart after a pull: the server's lines, in its order and quantities, each keeping the
 * name, picture and parent sku the local copy knew for the same item.
 */
export function mergeServerLines(
  serverItems: readonly ServerCartItem[],
  localItems: readonly LocalCartItem[],
): LocalCartItem[] {
  return serverItems.map((server) => {
    const known = findCartItem(localItems, {
      sku: server.sku,
      item_id: server.item_id,
      product_type: server.product_type,
      ...(server.product_option ? { product_option: server.product_option as ProductOption } : {}),
    })
    const productOption = server.product_option as ProductOption | undefined
    return {
      sku: server.sku,
      qty: server.qty,
      item_id: server.item_id,
      server_item_id: server.item_id,
      server_cart_id: server.quote_id,
      type_id: server.product_type,
      ...(productOption ? { product_option: productOption } : {}),
      checksum: computeCartItemChecksum(productOption),
      parentSku: known?.parentSku ?? null,
      // D84: the name in the store view the shopper added the line in (the server keeps one name)
      name: known?.name ?? server.name,
      image: known?.image ?? null,
      ...(known?.variant ? { variant: known.variant } : {}),
      ...(known?.productPath ? { productPath: known.productPath } : {}),
      price_incl_tax: toCents(server.price_incl_tax),
    }
  })
}
