// Outcome of posting one queued order to the orders endpoint (spec 000 §4 "Order placement",
// queue sync; §8). The reply must be JSON with code and result:
// - code 200: transmitted, with its time;
// - code 400: transmitted (the order is cancelled) with the invalid-address message;
// - code 500 with a stock error: transmitted (cancelled) with the out-of-stock message;
// - any other code: stays untransmitted for a later try;
// - a reply that is not JSON (or not {code, result}): stays untransmitted, with a log reason;
// - a network failure: stays untransmitted; a background sync is registered when enabled.
import { markOrderTransmitted } from './offline-order-queue.js'
import {
  BAD_CONTENT_TYPE_LOG,
  ORDER_CANCELLED_INVALID_ADDRESS_MESSAGE,
  ORDER_CANCELLED_OUT_OF_STOCK_MESSAGE,
  WRONG_RESPONSE_FORMAT_LOG,
  type OrderNotification,
} from './order-messages.js'
import type { LocalOrderCopy, OrderDraft } from './order.types.js'

/**
 * The text by which a 500 reply says products could not be added (vue-storefront-api's
 * "Error while adding products"); the BFF uses this constant when it refuses for stock.
 */
export const STOCK_ERROR_MARKER = 'Error while adding products'

export type QueueReply =
  { kind: 'response'; contentType: string | null; bodyText: string } | { kind: 'network-error' }

export type QueueTransmissionOutcome =
  | { kind: 'transmitted'; transmited: true; resultCode: 200; result: unknown }
  | {
      kind: 'cancelled'
      transmited: true
      reason: 'invalid-address' | 'out-of-stock'
      resultCode: 400 | 500
      result: unknown
      notification: OrderNotification
    }
  | { kind: 'retry-later'; transmited: false; resultCode: number; result: unknown }
  | {
      kind: 'unreadable-reply'
      transmited: false
      logReason: typeof BAD_CONTENT_TYPE_LOG | typeof WRONG_RESPONSE_FORMAT_LOG
    }
  | { kind: 'network-failed'; transmited: false; registerBackgroundSync: boolean }

export function decideQueueTransmission(
  reply: QueueReply,
  options: { backgroundSyncEnabled: boolean } = { backgroundSyncEnabled: false },
): QueueTransmissionOutcome {
  if (reply.kind === 'network-error') {
    return {
      kind: 'network-failed',
      transmited: false,
      registerBackgroundSync: options.backgroundSyncEnabled,
    }
  }
  if (!reply.contentType?.toLowerCase().includes('application/json')) {
    return { kind: 'unreadable-reply', transmited: false, logReason: BAD_CONTENT_TYPE_LOG }
  }
  const envelope = parseEnvelope(reply.bodyText)
  if (!envelope) {
    return { kind: 'unreadable-reply', transmited: false, logReason: WRONG_RESPONSE_FORMAT_LOG }
  }
  const { code, result } = envelope
  if (code === 200) return { kind: 'transmitted', transmited: true, resultCode: 200, result }
  if (code === 400) {
    return {
      kind: 'cancelled',
      transmited: true,
      reason: 'invalid-address',
      resultCode: 400,
      result,
      notification: { type: 'error', message: ORDER_CANCELLED_INVALID_ADDRESS_MESSAGE },
    }
  }
  if (code === 500 && isStockError(result)) {
    return {
      kind: 'cancelled',
      transmited: true,
      reason: 'out-of-stock',
      resultCode: 500,
      result,
      notification: { type: 'error', message: ORDER_CANCELLED_OUT_OF_STOCK_MESSAGE },
    }
  }
  return { kind: 'retry-later', transmited: false, resultCode: code, result }
}

/** The local order copy after an outcome: transmitted (with its time) or unchanged. */
export function applyQueueTransmission<O extends OrderDraft>(
  copy: LocalOrderCopy<O>,
  outcome: QueueTransmissionOutcome,
  now: number,
): LocalOrderCopy<O> {
  return outcome.transmited ? markOrderTransmitted(copy, now) : copy
}

function parseEnvelope(text: string): { code: number; result: unknown } | null {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return null
  }
  if (parsed === null || typeof parsed !== 'object' || !('code' in parsed)) return null
  const { code, result } = parsed as { code: unknown; result?: unknown }
  return typeof code === 'number' && Number.isInteger(code) ? { code, result } : null
}

function isStockError(result: unknown): boolean {
  return typeof result === 'string' && result.includes(STOCK_ERROR_MARKER)
}
