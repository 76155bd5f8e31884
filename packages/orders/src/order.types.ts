// The minimal order shapes of spec 000 §3: the order as the checkout sends it and the local
// order copy kept in orders-history. Field spellings follow the spec (`transmited`).

/** A product line of an order; the checkout sends whole cart items, so more fields may follow. */
export interface OrderProductLine {
  sku: string
  qty: number
  slug?: string
  parentId?: number | string | null
  size?: string | number | null
  totals?: { base_row_total_incl_tax?: number }
  configurable_children?: unknown
  configurable_options?: unknown
  [field: string]: unknown
}

/** The order body of POST /api/order (vsf-api contract §2.1). */
export interface OrderDraft {
  products: readonly OrderProductLine[]
  store_code?: string
  [field: string]: unknown
}

/** spec 000 §3 "Local order copy". Times are ISO 8601 strings. */
export interface LocalOrderCopy<O extends OrderDraft = OrderDraft> {
  order_id: string
  created_at: string
  updated_at: string
  transmited: boolean
  transmited_at: string | null
  store_code?: string
  products: O['products']
  /** The order as it is posted to the orders endpoint. */
  order: O
}
