// What the cart tells the shopper (spec 000 §8): the @vitrine/cart texts mapped to the message
// catalogue keys so each store view shows its own language, and server refusals translated.
import {
  OUT_OF_STOCK_ADD_MESSAGE,
  PRODUCT_ADDED_MESSAGE,
  PRODUCT_QUANTITY_UPDATED_MESSAGE,
  UNSAFE_QUANTITY_MESSAGE,
  type CartNotification,
} from '@vitrine/cart/cart-messages'
import type { Translate } from '../i18n/translate'
import { translateCartError } from './cart-messages'
import type { CartNotice, CartNoticeKey } from './cart-types'

const keyOfMessage: Record<string, CartNoticeKey> = {
  [PRODUCT_ADDED_MESSAGE]: 'cart.productAdded',
  [PRODUCT_QUANTITY_UPDATED_MESSAGE]: 'cart.quantityUpdated',
  [UNSAFE_QUANTITY_MESSAGE]: 'cart.volatileStock',
  [OUT_OF_STOCK_ADD_MESSAGE]: 'cart.outOfStockNotAdded',
}

/** A notification of the cart rules as a notice of the shop (error is shown as danger). */
export function describeAddNotice(notification: CartNotification): CartNotice {
  const type = notification.type === 'error' ? 'danger' : notification.type
  const key = keyOfMessage[notification.message]
  return key ? { type, key } : { type, text: notification.message }
}

/** The notice's text in the store view's language. */
export function translateNotice(notice: CartNotice, t: Translate): string {
  if (notice.key) return t(notice.key)
  return translateCartError(notice.text ?? '', t)
}
