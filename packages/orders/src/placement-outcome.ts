// Order placement outcome as a pure function of (online?, result code) (spec 000 §4 "Order
// placement", §8):
// - offline: the order is queued locally and a success (200) is assumed;
// - online, 200 or no result code: stored as transmitted, confirmation kept, time of order
//   recorded, cart cleared without server sync, password and create-account flag dropped;
// - online, 400: hash released, validation notice, order queued;
// - online, any other code or an exception: not transmitted, hash released, failure notice,
//   order queued.
import {
  ORDER_QUEUED_AFTER_SERVER_ERROR_MESSAGE,
  ORDER_VALIDATION_ERROR_MESSAGE,
  type OrderNotification,
} from './order-messages.js'

export type PlacementAttempt =
  | { online: false }
  | { online: true; resultCode: number | undefined }
  | { online: true; exception: true }

export type PlacementOutcome =
  | {
      kind: 'queued-offline'
      resultCode: 200
      transmited: false
      queueOrder: true
      releaseHash: false
      notification: null
    }
  | {
      kind: 'transmitted'
      transmited: true
      queueOrder: false
      releaseHash: false
      keepConfirmation: true
      recordOrderTime: true
      clearCartWithoutServerSync: true
      dropPasswordAndCreateAccount: true
      notification: null
    }
  | {
      kind: 'validation-failed'
      transmited: false
      queueOrder: true
      releaseHash: true
      notification: OrderNotification<typeof ORDER_VALIDATION_ERROR_MESSAGE>
    }
  | {
      kind: 'failed'
      transmited: false
      queueOrder: true
      releaseHash: true
      notification: OrderNotification<typeof ORDER_QUEUED_AFTER_SERVER_ERROR_MESSAGE>
    }

export function decidePlacementOutcome(attempt: PlacementAttempt): PlacementOutcome {
  if (!attempt.online) {
    return {
      kind: 'queued-offline',
      resultCode: 200,
      transmited: false,
      queueOrder: true,
      releaseHash: false,
      notification: null,
    }
  }
  const resultCode = 'exception' in attempt ? null : attempt.resultCode
  if (resultCode === 200 || resultCode === undefined) {
    return {
      kind: 'transmitted',
      transmited: true,
      queueOrder: false,
      releaseHash: false,
      keepConfirmation: true,
      recordOrderTime: true,
      clearCartWithoutServerSync: true,
      dropPasswordAndCreateAccount: true,
      notification: null,
    }
  }
  if (resultCode === 400) {
    return {
      kind: 'validation-failed',
      transmited: false,
      queueOrder: true,
      releaseHash: true,
      notification: { type: 'error', message: ORDER_VALIDATION_ERROR_MESSAGE },
    }
  }
  return {
    kind: 'failed',
    transmited: false,
    queueOrder: true,
    releaseHash: true,
    notification: { type: 'error', message: ORDER_QUEUED_AFTER_SERVER_ERROR_MESSAGE },
  }
}
