// Stock levels and reservations (D21: reserved never passes what is on hand).

export interface StockLevel {
  sku: string
  productId: number
  /** Units that can still be sold: on hand minus reserved by orders, never below 0. */
  qty: number
  isInStock: boolean
  manageStock: boolean
}

export interface StockLine {
  sku: string
  qty: number
}

export type StockReservation =
  | { ok: true }
  | { ok: false; sku: string; available: number; reason: 'insufficient' | 'unknown-sku' }
