// The statuses of a return and the changes an operator may make (spec 001 §3: Requested, Approved,
// Denied, Received, Processed, Rejected; D166). A request is approved or denied; an approved
// return is received when the parcel arrives; a received one is processed (refund or exchange
// sent) or rejected (the goods do not qualify). Denied, processed and rejected are final.
import type { ReturnStatus } from './return.types.js'

export const RETURN_TRANSITIONS: Readonly<Record<ReturnStatus, readonly ReturnStatus[]>> = {
  requested: ['approved', 'denied'],
  approved: ['received'],
  denied: [],
  received: ['processed', 'rejected'],
  processed: [],
  rejected: [],
}

export function canMoveReturn(from: ReturnStatus, to: ReturnStatus): boolean {
  return RETURN_TRANSITIONS[from].includes(to)
}

/** Returns that hold their units: a denied or rejected return gives them back to the order. */
export function holdsUnits(status: ReturnStatus): boolean {
  return status !== 'denied' && status !== 'rejected'
}
