// Carries out a merge plan of @vitrine/cart (spec 000 §4 "Cart synchronisation") against the BFF:
// server-side actions become POST /api/cart/update and /delete calls, client-side actions change
// the local lines. A refused item update is rolled back by the package's rule (previous quantity,
// or the line removed) and its reason kept for the shopper. A network failure stops the run and
// is thrown: the cart stays as it is locally and is synchronised when the browser is online.
import type { CartMergePlan } from '@vitrine/cart/cart-diff'
import { buildServerItemPayload } from '@vitrine/cart/cart-diff'
import type { ProductOption, ServerCartItem } from '@vitrine/cart/cart-item.types'
import { applyMergeActionToClient, settleServerItemUpdate } from '@vitrine/cart/cart-item-update'
import { BffError, type BffClient } from '@vitrine/contracts/bff-client'
import type { CartItem as ServerLine } from '@vitrine/contracts/cart'
import { deleteCartItem, updateCartItem } from '@vitrine/contracts/cart-client'
import { copyProductOption } from './cart-lines'
import type { LocalCartItem } from './cart-types'
import { mergeServerLines } from './cart-server-lines'

type Client = Pick<BffClient, 'call'>

/** A server line as the cart rules read it. */
export function toRuleServerItem(line: ServerLine): ServerCartItem {
  return {
    sku: line.sku,
    qty: line.qty,
    item_id: line.item_id,
    quote_id: line.quote_id,
    product_type: line.product_type,
    ...(line.product_option ? { product_option: line.product_option as ProductOption } : {}),
  }
}

export interface CartRefusal {
  sku: string
  /** The server's reason, e.g. 'Only 3 products of this type are available!'. */
  message: string
}

export interface MergeRunOutcome {
  items: LocalCartItem[]
  refusals: CartRefusal[]
}

/** Runs the plan's actions in order; `serverLines` are the pulled lines the plan was made from. */
export async function runMergePlan(
  client: Client,
  token: string,
  startItems: readonly LocalCartItem[],
  plan: CartMergePlan<LocalCartItem>,
  serverLines: readonly ServerLine[],
): Promise<MergeRunOutcome> {
  let items = [...startItems]
  const refusals: CartRefusal[] = []
  for (const action of plan.actions) {
    switch (action.type) {
      case 'update-server-item': {
        const payload = buildServerItemPayload(action, token)
        try {
          const line = await updateCartItem(client, token, {
            sku: payload.sku,
            qty: payload.qty,
            ...(payload.product_option
              ? { product_option: copyProductOption(payload.product_option) }
              : {}),
            ...(payload.item_id === undefined ? {} : { item_id: payload.item_id }),
          })
          const settled = settleServerItemUpdate(items, action, {
            resultCode: 200,
            result: toRuleServerItem(line),
          })
          items = settled.items
        } catch (error) {
          if (!(error instanceof BffError)) throw error
          items = settleServerItemUpdate(items, action, { resultCode: error.status }).items
          refusals.push({ sku: action.clientItem.sku, message: error.message })
        }
        break
      }
      case 'delete-server-item':
        await deleteCartItem(client, token, {
          item_id: action.serverItem.item_id,
          sku: action.serverItem.sku,
        })
        break
      case 'add-client-item': {
        const line = serverLines.find((entry) => entry.item_id === action.serverItem.item_id)
        if (line) items = [...items, ...mergeServerLines([line], [])]
        break
      }
      default:
        items = applyMergeActionToClient(items, action)
    }
  }
  return { items, refusals }
}
