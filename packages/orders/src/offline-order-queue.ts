// The offline order queue on the local order copy of spec 000 §3 (orders-history): an order is
// stored untransmitted, becomes transmitted with the time it was sent, and untransmitted orders
// are sent one at a time when the shop is online again (spec 000 §4 "Order placement").
import type { LocalOrderCopy, OrderDraft } from './order.types.js'

export interface LocalOrderStamp {
  /** A unique id chosen by the caller (no randomness here). */
  orderId: string
  /** Milliseconds since the epoch. */
  now: number
  transmited?: boolean
}

export function createLocalOrderCopy<O extends OrderDraft>(
  order: O,
  stamp: LocalOrderStamp,
): LocalOrderCopy<O> {
  const at = new Date(stamp.now).toISOString()
  const transmited = stamp.transmited ?? false
  const stamped = { ...order, order_id: stamp.orderId, created_at: at, updated_at: at }
  return {
    order_id: stamp.orderId,
    created_at: at,
    updated_at: at,
    transmited,
    transmited_at: transmited ? at : null,
    ...(order.store_code === undefined ? {} : { store_code: order.store_code }),
    products: order.products,
    order: stamped,
  }
}

export function markOrderTransmitted<O extends OrderDraft>(
  copy: LocalOrderCopy<O>,
  now: number,
): LocalOrderCopy<O> {
  const at = new Date(now).toISOString()
  return { ...copy, transmited: true, transmited_at: at, updated_at: at }
}

/** The orders still to send, oldest first (they are posted one at a time). */
export function listUntransmittedOrders<O extends OrderDraft>(
  orders: readonly LocalOrderCopy<O>[],
): LocalOrderCopy<O>[] {
  return orders
    .filter((order) => !order.transmited)
    .sort((a, b) => (a.created_at < b.created_at ? -1 : a.created_at > b.created_at ? 1 : 0))
}

export interface GoingOnlineState {
  automaticTransmission: boolean
  isThankYouPage: boolean
  untransmittedCount: number
}

export type GoingOnlineAction = 'send-orders' | 'ask-confirmation' | 'nothing'

/**
 * spec 000 §4: after going online, offline orders are sent automatically when automatic
 * transmission is on or the thank-you page shows; otherwise the shopper confirms them first.
 */
export function decideGoingOnlineAction(state: GoingOnlineState): GoingOnlineAction {
  if (state.untransmittedCount === 0) return 'nothing'
  if (state.automaticTransmission || state.isThankYouPage) return 'send-orders'
  return 'ask-confirmation'
}
