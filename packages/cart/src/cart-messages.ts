// Shopper-facing texts of the cart, verbatim from spec 000 §8 and §4 "Cart synchronisation".
// The apps show these (through their i18n catalogues) instead of writing their own.

export const PRODUCT_ADDED_MESSAGE = 'Product has been added to the cart!'
export const PRODUCT_QUANTITY_UPDATED_MESSAGE = 'Product quantity has been updated!'
export const UNSAFE_QUANTITY_MESSAGE =
  'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.'
export const OUT_OF_STOCK_ADD_MESSAGE =
  'The product is out of stock and cannot be added to the cart!'
export const IN_STOCK_INFO = 'In stock!'
export const OUT_OF_STOCK_ITEM_ERROR = 'Out of the stock!'

export type CartNotificationType = 'success' | 'warning' | 'error'

/** A notification the storefront shows with an OK action (spec 000 §8). */
export interface CartNotification {
  type: CartNotificationType
  message: string
}
