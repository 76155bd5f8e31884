// Returns (RMA; spec 001 §3, §4, §7, §9): reasons, the returnable lines of an order, a return
// request and the stored return with its status (D163–D166).

export const RETURN_STATUSES = [
  'requested',
  'approved',
  'denied',
  'received',
  'processed',
  'rejected',
] as const

export type ReturnStatus = (typeof RETURN_STATUSES)[number]

/** A reason in one language (spec 001 §7 GET reasons: result.options). */
export interface ReturnReason {
  code: string
  label: string
}

/** A reason as configured: a label per language (`en`, `nl`, `de`). */
export interface ReturnReasonDefinition {
  code: string
  labels: Record<'en' | 'nl' | 'de', string>
  position: number
  isActive?: boolean
}

/** Who asks: the order's customer, or a guest who named the order number and last name. */
export type ReturnOwner = { customerId: number } | { orderNumber: string; lastName: string }

export interface ReturnLineInput {
  /** The order line (`item_id` of the returnable order). */
  orderItemId: number
  qty: number
  /** The size wanted instead (an exchange); absent: money back. */
  exchangeSize?: string | null
}

export interface ReturnRequestInput {
  /** The order's id; a guest may leave it out (found by the order number and last name). */
  orderId: number | null
  owner: ReturnOwner
  reasonCode: string
  comment: string
  lines: readonly ReturnLineInput[]
  storeCode: string
}

export interface ReturnableItem {
  orderItemId: number
  sku: string
  name: string
  qtyOrdered: number
  /** Ordered units not in a return yet (denied and rejected returns give theirs back). */
  qtyReturnable: number
  priceInclTaxCents: number
  /** The sizes the product comes in, for an exchange (empty: no sizes). */
  sizes: string[]
}

export interface ReturnableOrder {
  orderId: number
  orderNumber: string
  createdAt: Date
  /** Within the free-return window (spec 001 §9: 30 days); a closed window takes no return. */
  isReturnable: boolean
  returnableUntil: Date
  items: ReturnableItem[]
}

export interface ReturnRecord {
  id: number
  orderId: number
  orderNumber: string
  customerId: number | null
  storeCode: string
  status: ReturnStatus
  reasonCode: string
  comment: string
  isFree: boolean
  createdAt: Date
  updatedAt: Date
  items: Array<{
    id: number
    orderItemId: number
    sku: string
    name: string
    qty: number
    exchangeSize: string | null
  }>
}

/** A page of a list: `currentPage` counts from 1 (spec 001 §9: returns 10 a page). */
export interface ReturnPage {
  pageSize: number
  currentPage: number
}
