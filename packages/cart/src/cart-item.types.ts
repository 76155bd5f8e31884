// The minimal shapes of spec 000 §3 "Cart item" that the cart rules read. Apps may carry more
// fields on their items; every function keeps them (they are generic over the item type).

export type ServerId = number | string

/** Configurable item option: the chosen value of one configurable attribute. */
export interface ConfigurableItemOption {
  option_id: ServerId
  option_value: ServerId
  label?: string
  value?: string
}

/** Bundle selection: option_id, option_qty, option_selections (spec 000 §3). */
export interface BundleOption {
  option_id: ServerId
  option_qty: number | string
  option_selections: readonly ServerId[]
}

/** Custom option chosen for a cart item (its price is the pricing package's concern). */
export interface CustomOption {
  option_id: ServerId
  option_value: ServerId
}

export interface ProductOption {
  extension_attributes?: {
    configurable_item_options?: readonly ConfigurableItemOption[]
    bundle_options?: readonly BundleOption[]
    custom_options?: readonly CustomOption[]
  }
}

/** A line of the local cart (spec 000 §3 "Cart item"); money in integer minor units. */
export interface CartItem {
  sku: string
  parentSku?: string | null
  qty: number
  prev_qty?: number
  item_id?: ServerId
  server_item_id?: ServerId
  server_cart_id?: ServerId
  product_option?: ProductOption
  type_id?: string
  checksum?: string
  is_in_stock?: boolean
  info?: Readonly<Record<string, string>>
  errors?: Readonly<Record<string, string>>
  /** Unit price including tax, in minor units (cents). */
  price_incl_tax?: number
  totals?: { row_total_incl_tax?: number }
}

/** A line as the commerce backend returns it from GET /api/cart/pull. */
export interface ServerCartItem {
  sku: string
  qty: number
  item_id: ServerId
  quote_id?: ServerId
  product_type?: string
  product_option?: ProductOption
}

/** What item identity looks at; both client and server lines satisfy it. */
export interface CartItemIdentity {
  sku: string
  parentSku?: string | null
  type_id?: string
  product_type?: string
  product_option?: ProductOption
  checksum?: string
  item_id?: ServerId
  server_item_id?: ServerId
}
