// Server/client cart diff and merge plan (spec 000 §4 "Cart synchronisation").
//
// Every client line is matched with a server line (cart-item-identity rules) and gets one outcome:
//   no-server-item  the server lacks the line
//   wrong-qty       both have it with different quantities (or quantities are being merged)
//   in-sync         both agree
// and every server line without a client line gets `no-client-item`.
//
// The plan lists the actions that bring both sides together:
// - dry run: no actions, only the report;
// - force-client-state: the client wins everywhere (server lines are updated, created or deleted);
// - otherwise the configuration decides: a missing server line is removed locally only when the
//   server may remove local items, a quantity mismatch is copied to the client only when the
//   server may modify local items; else the client's line is pushed to the server.
// A server line the client lacks is added locally unless the client state is forced.
// The report ends with a client status and a server status: update-required when the plan
// changes that side, no-changes otherwise (in a dry run: what a real run would require).
import { isSameCartItem } from './cart-item-identity.js'
import type { CartItem, ProductOption, ServerCartItem, ServerId } from './cart-item.types.js'

export interface CartMergeConfig {
  /** The server may remove local lines it does not have (config cart.serverSyncCanRemoveLocalItems). */
  serverSyncCanRemoveLocalItems: boolean
  /** The server may change local quantities (config cart.serverSyncCanModifyLocalItems). */
  serverSyncCanModifyLocalItems: boolean
}

export interface CartMergeInput<T extends CartItem> {
  clientItems: readonly T[]
  serverItems: readonly ServerCartItem[]
  config: CartMergeConfig
  dryRun?: boolean
  forceClientState?: boolean
  /** When a cart is connected on login, quantities of both sides are added up. */
  mergeQuantities?: boolean
}

export type CartItemDiff =
  | { outcome: 'no-server-item'; sku: string; clientQty: number }
  | { outcome: 'wrong-qty'; sku: string; clientQty: number; serverQty: number }
  | { outcome: 'no-client-item'; sku: string; serverQty: number }
  | { outcome: 'in-sync'; sku: string; qty: number }

export type CartMergeAction<T extends CartItem> =
  /** Send the client line to the server (POST /api/cart/update) with `qty`. */
  | { type: 'update-server-item'; clientItem: T; serverItem: ServerCartItem | null; qty: number }
  /** Delete a server line the client does not have (POST /api/cart/delete). */
  | { type: 'delete-server-item'; serverItem: ServerCartItem }
  /** Remove the client line; children by parent sku stay (they are matched on their own). */
  | { type: 'remove-client-item'; clientItem: T }
  /** Take the server's quantity into the client line. */
  | { type: 'set-client-qty'; clientItem: T; qty: number }
  /** Load the product of a server line and add it locally without a server round trip. */
  | { type: 'add-client-item'; serverItem: ServerCartItem }
  /** Both agree: record the server ids on the client line. */
  | {
      type: 'link-client-item'
      clientItem: T
      server_item_id: ServerId
      server_cart_id: ServerId | undefined
      prev_qty: number
      product_option: ProductOption | undefined
      type_id: string | undefined
    }

export type SyncSideStatus = 'update-required' | 'no-changes'

export interface CartMergePlan<T extends CartItem> {
  diffs: CartItemDiff[]
  actions: CartMergeAction<T>[]
  clientStatus: SyncSideStatus
  serverStatus: SyncSideStatus
}

const CLIENT_ACTIONS = new Set(['remove-client-item', 'set-client-qty', 'add-client-item'])
const SERVER_ACTIONS = new Set(['update-server-item', 'delete-server-item'])

export function planCartMerge<T extends CartItem>(input: CartMergeInput<T>): CartMergePlan<T> {
  const forced = input.forceClientState === true
  const diffs: CartItemDiff[] = []
  const actions: CartMergeAction<T>[] = []

  for (const clientItem of input.clientItems) {
    const serverItem = input.serverItems.find((candidate) => isSameCartItem(clientItem, candidate))
    if (!serverItem) {
      diffs.push({ outcome: 'no-server-item', sku: clientItem.sku, clientQty: clientItem.qty })
      actions.push(
        forced || !input.config.serverSyncCanRemoveLocalItems
          ? { type: 'update-server-item', clientItem, serverItem: null, qty: clientItem.qty }
          : { type: 'remove-client-item', clientItem },
      )
      continue
    }
    if (serverItem.qty !== clientItem.qty || input.mergeQuantities === true) {
      diffs.push({
        outcome: 'wrong-qty',
        sku: clientItem.sku,
        clientQty: clientItem.qty,
        serverQty: serverItem.qty,
      })
      const pushClient = forced || !input.config.serverSyncCanModifyLocalItems
      const qty = input.mergeQuantities ? clientItem.qty + serverItem.qty : clientItem.qty
      actions.push(
        pushClient || input.mergeQuantities
          ? { type: 'update-server-item', clientItem, serverItem, qty }
          : { type: 'set-client-qty', clientItem, qty: serverItem.qty },
      )
      continue
    }
    diffs.push({ outcome: 'in-sync', sku: clientItem.sku, qty: clientItem.qty })
    actions.push({
      type: 'link-client-item',
      clientItem,
      server_item_id: serverItem.item_id,
      server_cart_id: serverItem.quote_id,
      prev_qty: clientItem.qty,
      product_option: serverItem.product_option,
      type_id: serverItem.product_type,
    })
  }

  for (const serverItem of input.serverItems) {
    if (input.clientItems.some((clientItem) => isSameCartItem(clientItem, serverItem))) continue
    diffs.push({ outcome: 'no-client-item', sku: serverItem.sku, serverQty: serverItem.qty })
    actions.push(
      forced ? { type: 'delete-server-item', serverItem } : { type: 'add-client-item', serverItem },
    )
  }

  return {
    diffs,
    actions: input.dryRun === true ? [] : actions,
    clientStatus: actions.some((action) => CLIENT_ACTIONS.has(action.type))
      ? 'update-required'
      : 'no-changes',
    serverStatus: actions.some((action) => SERVER_ACTIONS.has(action.type))
      ? 'update-required'
      : 'no-changes',
  }
}

/** The body line of POST /api/cart/update for an `update-server-item` action. */
export interface ServerCartItemPayload {
  sku: string
  qty: number
  product_option?: ProductOption
  quoteId: ServerId
  item_id?: ServerId
}

export function buildServerItemPayload<T extends CartItem>(
  action: Extract<CartMergeAction<T>, { type: 'update-server-item' }>,
  quoteId: ServerId,
  options: { sendParentSku: boolean } = { sendParentSku: false },
): ServerCartItemPayload {
  const { clientItem, serverItem } = action
  // vsf-api contract: configurable lines may be sent as the parent sku plus the chosen options.
  const sku = options.sendParentSku && clientItem.parentSku ? clientItem.parentSku : clientItem.sku
  return {
    sku,
    qty: action.qty,
    quoteId,
    ...(clientItem.product_option ? { product_option: clientItem.product_option } : {}),
    ...(serverItem ? { item_id: serverItem.item_id } : {}),
  }
}
