// Sending the queued orders (spec 000 §4 "Order placement", queue sync; §8): each untransmitted
// order, oldest first, one at a time, with the Idempotency-Key stored with it, so a resend after a
// lost answer gets the first answer instead of a second order. The outcome rules (transmitted,
// cancelled on 400 or a 500 stock error, retry later, unreadable reply, network failure) are
// @vitrine/orders'. One transmission runs at a time: in this page (a shared promise) and across
// tabs (a Web Lock when the browser has them); each run re-reads the queue inside the lock.
import { listUntransmittedOrders } from '@vitrine/orders/offline-order-queue'
import {
  applyQueueTransmission,
  decideQueueTransmission,
  type QueueTransmissionOutcome,
} from '@vitrine/orders/queue-transmission'
import {
  readOrderQueue,
  saveQueuedOrder,
  type KeyValueStorage,
  type QueuedOrder,
} from './order-queue-storage'
import { readOrderNumber, type PostOrder } from './post-order'

export const ORDER_QUEUE_LOCK = 'vitrine-order-queue'

export interface TransmitDeps {
  storage: KeyValueStorage | null
  post: PostOrder
  now: () => number
  /** Told about every attempt, e.g. to show the spec's notices. */
  onOutcome?: (copy: QueuedOrder, outcome: QueueTransmissionOutcome) => void
  /** Runs `task` holding a lock shared by the browser's tabs (navigator.locks), if any. */
  withLock?: (task: () => Promise<void>) => Promise<void>
}

/** Sends the untransmitted orders one by one; stops at a network failure (offline again). */
export async function sendUntransmittedOrders(deps: TransmitDeps): Promise<void> {
  for (const queued of listUntransmittedOrders(readOrderQueue(deps.storage))) {
    // Another tab may have sent it meanwhile: read it again just before sending.
    const copy = readOrderQueue(deps.storage).find((order) => order.order_id === queued.order_id)
    if (!copy || copy.transmited) continue
    const reply = await deps.post(copy.order, copy.idempotency_key)
    const outcome = decideQueueTransmission(reply)
    const now = deps.now()
    const next: QueuedOrder = {
      ...copy,
      ...applyQueueTransmission(copy, outcome, now),
    }
    const orderNumber = outcome.kind === 'transmitted' ? readOrderNumber(outcome.result) : null
    if (orderNumber) next.order_number = orderNumber
    if (outcome.transmited) saveQueuedOrder(deps.storage, next, now)
    if (outcome.kind === 'unreadable-reply') console.error(outcome.logReason)
    deps.onOutcome?.(next, outcome)
    if (outcome.kind === 'network-failed') return
  }
}

let running: Promise<void> | null = null

/** Sends the queue unless a transmission already runs in this page (then waits for that one). */
export function transmitQueuedOrders(deps: TransmitDeps): Promise<void> {
  if (running) return running
  const withLock = deps.withLock ?? browserLock
  running = withLock(() => sendUntransmittedOrders(deps)).finally(() => {
    running = null
  })
  return running
}

function browserLock(task: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  if (!locks) return task()
  return locks.request(ORDER_QUEUE_LOCK, task).then(() => undefined)
}
