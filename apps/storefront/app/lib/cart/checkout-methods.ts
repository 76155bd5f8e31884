// The cart's shipping and payment methods as the shell holds them (spec 000 §3 cart state
// `shipping`, `payment`); fetching and choosing them is cart-methods.ts, in the cart runtime.
import type { PaymentMethod, ShippingMethod } from '@vitrine/contracts/cart-client'

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

export const emptyCheckoutMethods: CheckoutMethods = {
  shippingMethods: [],
  paymentMethods: [],
  shipping: null,
  payment: null,
  forHash: null,
}
