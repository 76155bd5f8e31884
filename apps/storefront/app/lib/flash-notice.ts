// A notification a form's action leaves for the page it redirects to (D235): the shopper sees
// what an add to cart or a cart change did, without JavaScript as with it. The text is already in
// the store view's language; `link` is an action that goes somewhere ('Proceed to checkout').
import type { NotificationType } from './notifications'

export interface FlashNotice {
  message: string
  type: NotificationType
  link?: { label: string; href: string }
}

/** At most this many notices ride along with one redirect. */
export const FLASH_NOTICES_MAX = 4
