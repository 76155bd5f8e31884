// Orders: what placing one takes (every price from the catalogue, none from the caller) and what
// the customer's order history shows.
import type { AddressInput, CartAccess, CartLineInput } from '../carts/cart.types.js'
import type { CustomerSignUp } from '../customers/customer.types.js'
import type { StoredAddress } from '../db/schema.js'

export type { StoredAddress }

/** An order as the server places it; every price comes from the catalogue, none from the body. */
export interface OrderPlacement {
  access: CartAccess
  /** The cart the order closes; null: a cart is made for the order alone. */
  cartId: string | null
  lines: readonly CartLineInput[]
  shippingAddress: AddressInput | null
  billingAddress: AddressInput
  carrierCode?: string
  methodCode?: string
  paymentMethodCode: string
  email: string
  /** spec 000 §4: sha3-224 of the order (@vitrine/orders hashOrder); one order per hash. */
  orderHash: string
  /** The caller's Idempotency-Key; a repeat with the same key gets the first answer. */
  idempotencyKey: string | null
  /** Creates this customer in the same transaction and places the order as theirs. */
  createAccount?: CustomerSignUp
}

export interface PlacedOrderRecord {
  orderNumber: string
  backendOrderId: string
  /** ISO 8601. */
  transferedAt: string
}

/** A page of a list: `currentPage` counts from 1. */
export interface OrderPage {
  pageSize: number
  currentPage: number
}

export interface OrderSummary {
  orderNumber: string
  backendOrderId: string
  createdAt: Date
  status: string
  currency: string
  email: string
  grandTotalCents: number
  taxCents: number
  shippingCents: number
  discountCents: number
  paymentMethodCode: string
  couponCodes: string[]
  items: Array<{
    sku: string
    name: string
    qty: number
    priceInclTaxCents: number
    rowTotalInclTaxCents: number
    discountCents: number
  }>
}

/** One order in full: the history's summary with its addresses and shipping method. */
export interface OrderDetailRecord extends OrderSummary {
  storeCode: string
  customerId: number | null
  subtotalInclTaxCents: number
  billingAddress: StoredAddress
  shippingAddress: StoredAddress | null
  shippingCarrierCode: string | null
  shippingMethodCode: string | null
}

/** What placing an order did, beyond the answer the caller reads. */
export interface OrderPlacementOutcome extends PlacedOrderRecord {
  /** false when the order was placed before (same key or order hash): nothing new happened. */
  firstPlacement: boolean
  /** The account created with the order (createAccount) and the key that activates it. */
  createdAccount: { customerId: number; email: string; confirmationKey: string } | null
}
