// Changes to local cart lines after a merge plan or a server reply (spec 000 §4
// "Cart synchronisation"): applying the client-side actions of a plan, settling a server item
// update (success records the server ids, failure rolls back), and removing lines, optionally
// with their children by parent sku.
import { isSameCartItem } from './cart-item-identity.js'
import type { CartItem, CartItemIdentity, ServerCartItem } from './cart-item.types.js'
import type { CartMergeAction } from './cart-diff.js'
import { chooseAddNotification } from './add-to-cart.js'
import type { CartNotification } from './cart-messages.js'

/**
 * Removes the line that is `target`. With `removeByParentSku` (the default) the lines whose
 * parentSku is the target's sku go too (children of a configurable or bundle parent).
 */
export function removeCartItem<T extends CartItem>(
  items: readonly T[],
  target: CartItemIdentity,
  options: { removeByParentSku?: boolean } = {},
): T[] {
  const byParent = options.removeByParentSku ?? true
  return items.filter(
    (item) => !isSameCartItem(item, target) && !(byParent && item.parentSku === target.sku),
  )
}

/** Replaces fields of the line that is `target`; other lines are returned as they were. */
export function updateCartItem<T extends CartItem>(
  items: readonly T[],
  target: CartItemIdentity,
  changes: Partial<T>,
): T[] {
  let done = false
  return items.map((item) => {
    if (done || !isSameCartItem(item, target)) return item
    done = true
    return { ...item, ...changes }
  })
}

/** Applies the client side of one merge action; server-side actions leave the items as they are. */
export function applyMergeActionToClient<T extends CartItem>(
  items: readonly T[],
  action: CartMergeAction<T>,
): T[] {
  switch (action.type) {
    case 'remove-client-item':
      return removeCartItem(items, action.clientItem, { removeByParentSku: false })
    case 'set-client-qty':
      return updateCartItem(items, action.clientItem, { qty: action.qty } as Partial<T>)
    case 'link-client-item':
      return updateCartItem(items, action.clientItem, {
        server_item_id: action.server_item_id,
        server_cart_id: action.server_cart_id,
        prev_qty: action.prev_qty,
        product_option: action.product_option ?? action.clientItem.product_option,
        type_id: action.type_id ?? action.clientItem.type_id,
      } as Partial<T>)
    default:
      return [...items]
  }
}

/**
 * spec 000 §4: a failed server item update restores the previous quantity, or removes the line
 * when the previous quantity was 0 (or never recorded). Children stay.
 */
export function rollbackFailedItemUpdate<T extends CartItem>(
  items: readonly T[],
  target: CartItemIdentity,
): T[] {
  const line = items.find((item) => isSameCartItem(item, target))
  if (!line) return [...items]
  const previous = line.prev_qty ?? 0
  return previous > 0
    ? updateCartItem(items, target, { qty: previous } as Partial<T>)
    : removeCartItem(items, target, { removeByParentSku: false })
}

/** The service answer of POST /api/cart/update: `result` is the server line on success. */
export interface ServerItemUpdateReply {
  resultCode: number
  result?: Pick<ServerCartItem, 'item_id' | 'qty'> & Partial<ServerCartItem>
}

export type ServerItemUpdateSettlement<T> =
  | { kind: 'updated'; items: T[]; notification: CartNotification }
  | { kind: 'rolled-back'; items: T[]; notification: null }

/** Settles an `update-server-item` action with the server's reply. */
export function settleServerItemUpdate<T extends CartItem>(
  items: readonly T[],
  action: Extract<CartMergeAction<T>, { type: 'update-server-item' }>,
  reply: ServerItemUpdateReply,
): ServerItemUpdateSettlement<T> {
  if (reply.resultCode !== 200 || !reply.result) {
    return {
      kind: 'rolled-back',
      items: rollbackFailedItemUpdate(items, action.clientItem),
      notification: null,
    }
  }
  const serverLine = reply.result
  const changes = {
    server_item_id: serverLine.item_id,
    qty: serverLine.qty,
    prev_qty: serverLine.qty,
    ...(serverLine.quote_id === undefined ? {} : { server_cart_id: serverLine.quote_id }),
  } as Partial<T>
  return {
    kind: 'updated',
    items: updateCartItem(items, action.clientItem, changes),
    // spec 000 §8: a line new to the server is "added", a known one had its quantity updated.
    notification: chooseAddNotification(action.serverItem ? 'updated' : 'added'),
  }
}
