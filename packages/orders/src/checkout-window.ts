// spec 000 §4 "Order placement" and §9: the shopper counts as in checkout when the checkout
// state was modified within the last 30 minutes (1,800,000 ms).

export const IN_CHECKOUT_WINDOW_MS = 1_800_000

/** `modifiedAt` and `now` are milliseconds since the epoch; null means never modified. */
export function isUserInCheckout(modifiedAt: number | null, now: number): boolean {
  if (modifiedAt === null) return false
  return now - modifiedAt <= IN_CHECKOUT_WINDOW_MS
}
