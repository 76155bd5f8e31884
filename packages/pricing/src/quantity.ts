// Quantities in price maths. spec 000 §5: a quantity given as text is parsed to an integer;
// spec 000 §4: negative quantities are ignored in totals.

/** Reads a quantity as a whole number (`"3"` → 3, `2.7` → 2); undefined when it is not a number. */
export function parseQuantity(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined) return undefined
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value, 10)
  if (!Number.isSafeInteger(parsed)) return undefined
  return parsed === 0 ? 0 : parsed
}

/** True when a quantity takes part in totals: a whole number of 0 or more. */
export function isCountableQuantity(value: number | string | null | undefined): boolean {
  const parsed = parseQuantity(value)
  return parsed !== undefined && parsed >= 0
}
