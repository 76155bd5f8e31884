// POST /api/order from the browser (spec 000 §7; ARCHITECTURE §3): the order body with its
// Idempotency-Key header, answered as the raw reply the @vitrine/orders rules read (content type
// and text), or a network error. A raw fetch rather than the typed client, because the queue
// rules must see replies that are not the expected envelope (spec 000 §8 sync replies).
import type { QueueReply } from '@vitrine/orders/queue-transmission'
import type { OrderBodyInput } from './order-queue-storage'

/** An order waits longer than a catalogue call (spec 000 §9: 5000 ms) before counting as failed. */
export const ORDER_TIMEOUT_MS = 15_000

export type OrderReply = Extract<QueueReply, { kind: 'response' }> | { kind: 'network-error' }
export type PostOrder = (order: OrderBodyInput, idempotencyKey: string) => Promise<OrderReply>

export function createOrderPoster(options: { baseUrl: string; fetch?: typeof fetch }): PostOrder {
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis)
  return async (order, idempotencyKey) => {
    try {
      const response = await doFetch(`${options.baseUrl.replace(/\/$/, '')}/api/order`, {
        method: 'POST',
        headers: {
          accept: 'application/json',
          'content-type': 'application/json',
          'idempotency-key': idempotencyKey,
          ...(order.store_code ? { 'x-vs-store-code': order.store_code } : {}),
        },
        body: JSON.stringify(order),
        signal: AbortSignal.timeout(ORDER_TIMEOUT_MS),
      })
      return {
        kind: 'response',
        contentType: response.headers.get('content-type'),
        bodyText: await response.text(),
      }
    } catch {
      return { kind: 'network-error' }
    }
  }
}

/** The `code` of a JSON reply (undefined when it has none), or null when it is not JSON. */
export function readResultCode(reply: OrderReply): number | undefined | null {
  if (reply.kind !== 'response') return null
  try {
    const parsed: unknown = JSON.parse(reply.bodyText)
    if (typeof parsed !== 'object' || parsed === null) return null
    const { code } = parsed as { code?: unknown }
    return typeof code === 'number' ? code : undefined
  } catch {
    return null
  }
}

/** The order number of a placed order's answer `{code, result: {orderNumber}}`, if any. */
export function readOrderNumber(result: unknown): string | null {
  if (typeof result !== 'object' || result === null) return null
  const { orderNumber } = result as { orderNumber?: unknown }
  return typeof orderNumber === 'string' && orderNumber !== '' ? orderNumber : null
}

export function readReplyResult(reply: OrderReply): unknown {
  if (reply.kind !== 'response') return null
  try {
    return (JSON.parse(reply.bodyText) as { result?: unknown }).result ?? null
  } catch {
    return null
  }
}
