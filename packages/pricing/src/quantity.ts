// Quantities in price maths. spec 000 §4: negative quantities are ignored in totals.
// Turning a shopper's text into a quantity is the cart's rule (`@vitrine/cart/add-to-cart`
// `parseQuantity`); pricing takes numbers only, so that rule lives in one place.

/**
 * The quantity a line or bundle selection counts with: a number truncated to a whole number,
 * or `undefined` when it takes no part in totals (negative, not a finite number, or missing).
 */
export function readCountableQuantity(value: number | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined
  const whole = Math.trunc(value)
  if (!Number.isSafeInteger(whole) || whole < 0) return undefined
  return whole === 0 ? 0 : whole
}
