// The empty cart as shown: what the cart provider shows before the cart runtime is there (D48),
// and the totals of a cart the server has not totalled yet.
import type { CartView, CartViewTotals } from './cart-types'

export const emptyTotals: CartViewTotals = {
  subtotalInclTax: 0,
  shippingInclTax: 0,
  paymentCostInclTax: 0,
  discount: 0,
  grandTotal: 0,
  shippingChosen: false,
}

export const emptyCartView: CartView = { lines: [], totals: emptyTotals, couponCodes: [] }
