// Order placement in the browser (spec 000 §4 "Order placement"): the rules are @vitrine/orders';
// this file wires them to storage and the network.
// - An identical order (same hash) while one is being placed, or already placed in this page
//   session, is ignored: a double click places one order.
// - Offline: the order is queued locally and success is assumed.
// - Online: posted with a fresh Idempotency-Key; 200 (or no code) stores it transmitted; a 400,
//   another code or an exception releases the hash, queues the order with that same key (a retry
//   can never place a second order) and answers the spec's notice.
import { createLocalOrderCopy } from '@vitrine/orders/offline-order-queue'
import { hashOrder } from '@vitrine/orders/order-hash'
import type { OrderNotification } from '@vitrine/orders/order-messages'
import { decidePlacementOutcome, type PlacementAttempt } from '@vitrine/orders/placement-outcome'
import {
  claimOrderHash,
  createSeenOrderHashes,
  releaseOrderHash,
  type SeenOrderHashes,
} from '@vitrine/orders/seen-order-hashes'
import {
  saveQueuedOrder,
  type KeyValueStorage,
  type OrderBodyInput,
  type QueuedOrder,
} from './order-queue-storage'
import {
  readOrderNumber,
  readReplyResult,
  readResultCode,
  type OrderReply,
  type PostOrder,
} from './post-order'

export interface OrderPlacerDeps {
  storage: KeyValueStorage | null
  post: PostOrder
  isOnline: () => boolean
  now: () => number
  /** A unique id (order ids and Idempotency-Keys). */
  newId: () => string
}

export type PlacementResult =
  | { kind: 'duplicate' }
  | { kind: 'placed'; copy: QueuedOrder; orderNumber: string | null }
  | { kind: 'queued-offline'; copy: QueuedOrder }
  | {
      kind: 'queued-after-error'
      copy: QueuedOrder
      reason: 'validation-failed' | 'failed'
      notification: OrderNotification
    }

/** A redirect payment's placement (D144): online only, never queued. */
export type OnlinePlacementResult =
  | { kind: 'duplicate' }
  | { kind: 'placed'; copy: QueuedOrder; orderNumber: string | null }
  | { kind: 'offline' }
  | { kind: 'refused'; reason: 'validation-failed' | 'failed'; notification: OrderNotification }

/** The order as hashed: without the account password, as the BFF hashes it. */
export function hashOrderBody(order: OrderBodyInput): string {
  const { personalDetails, ...rest } = order
  if (!personalDetails) return hashOrder(rest)
  const { password: _password, ...details } = personalDetails
  return hashOrder({ ...rest, personalDetails: details })
}

export class OrderPlacer {
  private seen: SeenOrderHashes = createSeenOrderHashes()

  constructor(private readonly deps: OrderPlacerDeps) {}

  async place(order: OrderBodyInput): Promise<PlacementResult> {
    const hash = hashOrderBody(order)
    const claim = claimOrderHash(this.seen, hash)
    if (claim.kind === 'duplicate') return { kind: 'duplicate' }
    this.seen = claim.seen

    const { deps } = this
    const idempotencyKey = deps.newId()
    const stamp = { orderId: deps.newId(), now: deps.now() }

    let reply: OrderReply | null = null
    let attempt: PlacementAttempt = { online: false }
    if (deps.isOnline()) {
      reply = await deps.post(order, idempotencyKey)
      const resultCode = readResultCode(reply)
      attempt =
        resultCode === null ? { online: true, exception: true } : { online: true, resultCode }
    }
    const outcome = decidePlacementOutcome(attempt)
    if (outcome.releaseHash) this.seen = releaseOrderHash(this.seen, hash)

    switch (outcome.kind) {
      case 'transmitted': {
        const orderNumber = reply ? readOrderNumber(readReplyResult(reply)) : null
        const copy = this.store(order, stamp, idempotencyKey, true, orderNumber)
        return { kind: 'placed', copy, orderNumber }
      }
      case 'queued-offline':
        return { kind: 'queued-offline', copy: this.store(order, stamp, idempotencyKey, false) }
      case 'validation-failed':
      case 'failed':
        return {
          kind: 'queued-after-error',
          copy: this.store(order, stamp, idempotencyKey, false),
          reason: outcome.kind,
          notification: outcome.notification,
        }
    }
  }

  /**
   * Places an order whose payment leaves the shop (spec 000 §4 provider flow; D144): offline it is
   * not placed at all (the shopper pays when online), and a refused or failed attempt is not
   * queued either: the shopper is told and may try again.
   */
  async placeOnline(order: OrderBodyInput): Promise<OnlinePlacementResult> {
    const { deps } = this
    if (!deps.isOnline()) return { kind: 'offline' }
    const hash = hashOrderBody(order)
    const claim = claimOrderHash(this.seen, hash)
    if (claim.kind === 'duplicate') return { kind: 'duplicate' }
    this.seen = claim.seen

    const idempotencyKey = deps.newId()
    const stamp = { orderId: deps.newId(), now: deps.now() }
    const reply = await deps.post(order, idempotencyKey)
    const resultCode = readResultCode(reply)
    const outcome = decidePlacementOutcome(
      resultCode === null ? { online: true, exception: true } : { online: true, resultCode },
    )
    if (outcome.releaseHash) this.seen = releaseOrderHash(this.seen, hash)
    if (outcome.kind === 'transmitted') {
      const orderNumber = readOrderNumber(readReplyResult(reply))
      const copy = this.store(order, stamp, idempotencyKey, true, orderNumber)
      return { kind: 'placed', copy, orderNumber }
    }
    if (outcome.kind === 'queued-offline') return { kind: 'offline' }
    return { kind: 'refused', reason: outcome.kind, notification: outcome.notification }
  }

  private store(
    order: OrderBodyInput,
    stamp: { orderId: string; now: number },
    idempotencyKey: string,
    transmited: boolean,
    orderNumber: string | null = null,
  ): QueuedOrder {
    // spec 000 §4: once transmitted, the password is dropped from what is kept.
    const kept = transmited ? withoutPassword(order) : order
    const copy: QueuedOrder = {
      ...createLocalOrderCopy(kept, { ...stamp, transmited }),
      idempotency_key: idempotencyKey,
      ...(orderNumber ? { order_number: orderNumber } : {}),
    }
    saveQueuedOrder(this.deps.storage, copy, this.deps.now())
    return copy
  }
}

export function withoutPassword(order: OrderBodyInput): OrderBodyInput {
  if (!order.personalDetails) return order
  const { password: _password, ...details } = order.personalDetails
  return { ...order, personalDetails: { ...details, createAccount: false } }
}
