// Shopper-facing and logged texts of order placement and the offline queues, verbatim from
// spec 000 §8. The apps show these (through their i18n catalogues) instead of writing their own.

export const ORDER_PROCESSING_MESSAGE = 'Processing order...'
export const ORDER_VALIDATION_ERROR_MESSAGE =
  'Internal validation error. Please check if all required fields are filled in.'
export const ORDER_QUEUED_AFTER_SERVER_ERROR_MESSAGE =
  'The order can not be transfered because of server error. Order has been queued'
export const ORDER_CANCELLED_INVALID_ADDRESS_MESSAGE =
  'Address provided in checkout contains invalid data... Your order has been canceled.'
export const ORDER_CANCELLED_OUT_OF_STOCK_MESSAGE =
  "Some products you've ordered are out of stock. Your order has been canceled."
export const TOKEN_REFRESH_ERROR_MESSAGE =
  'Error while refreshing the user token. Please refresh the page.'
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please refresh the page and login again.'
export const BAD_CONTENT_TYPE_LOG = 'Error with response - bad content-type!'
export const WRONG_RESPONSE_FORMAT_LOG = 'Unhandled error, wrong response format!'

export type OrderNotificationType = 'progress' | 'success' | 'warning' | 'error'

/** A notification the storefront shows with an OK action (spec 000 §8). */
export interface OrderNotification<M extends string = string> {
  type: OrderNotificationType
  message: M
}
