// The cart page's forms (D235): each names its intent; a line is named by its server item id
// and sku. The removal asks first (spec 000 §9): `?remove={itemId}` shows the question.
export const CART_PAGE_INTENTS = ['quantity', 'remove', 'coupons', 'remove-coupon'] as const
export type CartPageIntent = (typeof CART_PAGE_INTENTS)[number]

export const REMOVE_PARAM = 'remove'

export function isCartPageIntent(value: unknown): value is CartPageIntent {
  return CART_PAGE_INTENTS.some((intent) => intent === value)
}
