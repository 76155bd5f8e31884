// The local order copies (spec 000 §3 "Local order copy", key `orders-history`): every order the
// shop placed or queued, with `transmited` and `transmited_at`, plus the Idempotency-Key of its
// first attempt, so that a retry of a queued order can never become a second order. Transmitted
// copies are kept for the order cache lifetime (spec 000 §9: 86400 s), untransmitted ones until
// they are sent. Storage failures are logged only (spec 000 §8).
import type { OrderBody } from '@vitrine/contracts/order'
import type { LocalOrderCopy } from '@vitrine/orders/order.types'
import type { z } from 'zod'
import type { OrderBodySchema } from '@vitrine/contracts/order'
import { ORDERS_HISTORY_KEY } from './order-queue-key'

export { ORDERS_HISTORY_KEY, getOrderStorage } from './order-queue-key'
/** spec 000 §9: order cache lifetime 86400 s. */
export const ORDER_CACHE_LIFETIME_MS = 86_400_000

export type OrderBodyInput = z.input<typeof OrderBodySchema>
export type { OrderBody }

export interface QueuedOrder extends LocalOrderCopy<OrderBodyInput> {
  /** The Idempotency-Key of the first attempt; every retry sends the same one. */
  idempotency_key: string
  /** The shop's order number once the server answered. */
  order_number?: string
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>

function isQueuedOrder(value: unknown): value is QueuedOrder {
  if (typeof value !== 'object' || value === null) return false
  const copy = value as Record<string, unknown>
  return (
    typeof copy.order_id === 'string' &&
    typeof copy.idempotency_key === 'string' &&
    typeof copy.transmited === 'boolean' &&
    typeof copy.created_at === 'string' &&
    typeof copy.order === 'object' &&
    copy.order !== null
  )
}

export function readOrderQueue(storage: KeyValueStorage | null): QueuedOrder[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(ORDERS_HISTORY_KEY) ?? '[]')
    return Array.isArray(parsed) ? parsed.filter(isQueuedOrder) : []
  } catch {
    return []
  }
}

/** Drops transmitted copies older than the order cache lifetime; untransmitted ones stay. */
export function pruneOrderQueue(orders: readonly QueuedOrder[], now: number): QueuedOrder[] {
  return orders.filter(
    (order) =>
      !order.transmited ||
      now - Date.parse(order.transmited_at ?? order.updated_at) < ORDER_CACHE_LIFETIME_MS,
  )
}

export function writeOrderQueue(storage: KeyValueStorage | null, orders: readonly QueuedOrder[]) {
  try {
    storage?.setItem(ORDERS_HISTORY_KEY, JSON.stringify(orders))
  } catch (error) {
    console.error('the local order copy could not be saved', error)
  }
}

/** Stores one copy (replacing the copy with the same order id), pruning expired ones. */
export function saveQueuedOrder(storage: KeyValueStorage | null, copy: QueuedOrder, now: number) {
  const others = readOrderQueue(storage).filter((order) => order.order_id !== copy.order_id)
  writeOrderQueue(storage, pruneOrderQueue([...others, copy], now))
}
