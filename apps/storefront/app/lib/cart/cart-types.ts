// The types the cart modules share: the local line, the cart as shown, the stored cart, the
// checkout methods, the notices and what the session hands out. Types only, and no import from
// app/lib/cart: every cart module may use them and the session stays the top of the cart
// library (no module under it imports cart-session.ts).
import type { CartItem as RuleCartItem } from '@vitrine/cart/cart-item.types'
import type { CartTotals } from '@vitrine/contracts/cart'
import type { PaymentMethod, ShippingMethod } from '@vitrine/contracts/cart-client'
import type { MessageKey } from '../i18n/messages-en'

/** A line of the local cart: the rules' cart item plus what the shop shows. */
export interface LocalCartItem extends RuleCartItem {
  name?: string
  /** The catalogue picture path of the product (its own or its parent's). */
  image?: string | null
  /** The chosen variant's labels, e.g. 'Black / 57' (analytics item_variant). */
  variant?: string
  /** The product page's path without the store prefix (the size-fitting permalink). */
  productPath?: string
}

export interface CartOptionLabel {
  label: string
  value: string
}

export interface CartViewLine {
  /** The server's item id; a line the server has not seen yet gets a negative local id. */
  itemId: number
  sku: string
  parentSku: string | null
  name: string
  qty: number
  /** The chosen variant's labels, e.g. 'Black / 57'. */
  variant: string | null
  /** Unit price including tax, in cents (0 when unknown). */
  unitPriceInclTax: number
  /** spec 000 §4 per-item stock sync: 'In stock!' or 'Out of the stock!' on the line. */
  stock: 'in-stock' | 'out-of-stock' | null
  image: string | null
  options: CartOptionLabel[]
  /** Row total including tax, in cents, before the discount. */
  rowTotalInclTax: number
  /** The discount on this row, in cents (positive). */
  discount: number
}

export interface CartViewTotals {
  subtotalInclTax: number
  shippingInclTax: number
  paymentCostInclTax: number
  /** The discount of the whole cart, in cents (positive). */
  discount: number
  grandTotal: number
  /** False until the shopper chose a shipping method: the shipping is then not known (D91). */
  shippingChosen: boolean
}

/** The cart as the shopper sees it (lines, totals, coupons). */
export interface CartView {
  lines: readonly CartViewLine[]
  totals: CartViewTotals
  couponCodes: readonly string[]
}

/** The cart's shipping and payment methods (spec 000 §3 cart state `shipping`, `payment`). */
export interface CheckoutMethods {
  shippingMethods: ShippingMethod[]
  paymentMethods: PaymentMethod[]
  /** The chosen shipping method (carrier and method code), or null. */
  shipping: { carrier_code: string; method_code: string } | null
  /** The chosen payment method's code, or null. */
  payment: { code: string } | null
  /** The cart hash the lists were fetched for; null when never fetched. */
  forHash: string | null
}

/** What the browser keeps of its cart (spec 000 §3 "Local storage areas and keys"). */
export interface StoredCart {
  items: LocalCartItem[]
  token: string | null
  /** The cart hash recorded after the last sync (cartItemsHash); null when never synced. */
  hash: string | null
  totals: CartTotals | null
  /** When the cart last fell back to a guest cart (ms since the epoch). */
  bypassTs: number | null
}

export interface CartStore {
  read(): Promise<StoredCart>
  /** Writes the given fields in one go; storage failures are logged only (spec 000 §8). */
  write(changes: Partial<StoredCart>): Promise<void>
}

export type CartNoticeKey = Extract<
  MessageKey,
  | 'cart.productAdded'
  | 'cart.quantityUpdated'
  | 'cart.volatileStock'
  | 'cart.outOfStockNotAdded'
  | 'cart.priceUnknown'
>

export interface CartNotice {
  type: 'success' | 'warning' | 'danger'
  /** A catalogue text without placeholders, or `text` as the server sent it. */
  key?: CartNoticeKey
  text?: string
  /** spec 000 §8: 'Product has been added to the cart!' offers to proceed to checkout. */
  proceedToCheckout?: boolean
}

/** A product handed to "add to cart": a cart line to be, with what validation needs. */
export interface ProductToAdd extends Omit<LocalCartItem, 'qty'> {
  qty?: number | string | null
  /** Unit price incl. tax in cents; unknown prices are refused (spec 000 §5). */
  price_incl_tax?: number
  errors?: Readonly<Record<string, string>>
  /** Grouped products: the associated products, already loaded (spec 000 §4). */
  product_links?: ReadonlyArray<{
    link_type: string
    linked_product_sku?: string
    product?: ProductToAdd | null
  }>
}

export interface CartSnapshot {
  token: string | null
  items: LocalCartItem[]
  totals: CartTotals | null
  methods: CheckoutMethods
  /** spec 000 §3 cartIsLoaded: the stored cart has been read. */
  isLoaded: boolean
  /** The bypass counter ran out: the cart stays local (spec 000 §4). */
  syncDisabled: boolean
}

/** A line that went into the cart, as the analytics events describe it. */
export interface AddedLine {
  item: LocalCartItem
  /** The units this add put in. */
  qty: number
}

export interface AddOutcome {
  notices: CartNotice[]
  /** True when a product could not be added because of an error (spec 000 §4: add-to-cart-failed). */
  failed: boolean
  added: number
  lines?: AddedLine[]
}

export interface CartStartOptions {
  /** spec 000 §4: the `restoreQuoteId` query parameter, used when logged out without a token. */
  restoreQuoteId?: string | null
  /**
   * The server cart the shop's forms wrote to (D235): adopted when the browser has no cart of its
   * own, and taken over as the server has it when a form changed it since.
   */
  serverCart?: { token: string; changed: boolean } | null
}
