// The @vitrine/orders notices (spec 000 §8 texts, in English) as catalogue keys, so each store
// view shows them in its language.
import {
  ORDER_CANCELLED_INVALID_ADDRESS_MESSAGE,
  ORDER_CANCELLED_OUT_OF_STOCK_MESSAGE,
  ORDER_PROCESSING_MESSAGE,
  ORDER_QUEUED_AFTER_SERVER_ERROR_MESSAGE,
  ORDER_VALIDATION_ERROR_MESSAGE,
  SESSION_EXPIRED_MESSAGE,
  TOKEN_REFRESH_ERROR_MESSAGE,
} from '@vitrine/orders/order-messages'
import type { PlainMessageKey } from '~/lib/checkout/form-fields'

const ORDER_NOTICE_KEYS: Readonly<Record<string, PlainMessageKey>> = {
  [ORDER_PROCESSING_MESSAGE]: 'order.processing',
  [ORDER_VALIDATION_ERROR_MESSAGE]: 'order.validationError',
  [ORDER_QUEUED_AFTER_SERVER_ERROR_MESSAGE]: 'order.queued',
  [ORDER_CANCELLED_INVALID_ADDRESS_MESSAGE]: 'order.invalidAddress',
  [ORDER_CANCELLED_OUT_OF_STOCK_MESSAGE]: 'order.outOfStock',
  [TOKEN_REFRESH_ERROR_MESSAGE]: 'user.tokenRefreshError',
  [SESSION_EXPIRED_MESSAGE]: 'user.sessionExpired',
}

/** The catalogue key of an order notice; unknown texts read "Something went wrong ...". */
export function orderNoticeKey(message: string): PlainMessageKey {
  return ORDER_NOTICE_KEYS[message] ?? 'error.somethingWentWrong'
}
