// The cart's shipping and payment methods as the shell holds them before any were fetched (spec
// 000 §3 cart state `shipping`, `payment`; the type is in cart-types.ts); fetching and choosing
// them is cart-methods.ts, in the cart runtime.
import type { CheckoutMethods } from './cart-types'

export const emptyCheckoutMethods: CheckoutMethods = {
  shippingMethods: [],
  paymentMethods: [],
  shipping: null,
  payment: null,
  forHash: null,
}
