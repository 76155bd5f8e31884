// Discount codes as the shopper types them (spec 000 §7 amasty-coupons): several at once.

/** The codes typed into the field: separated by commas or spaces, each once. */
export function splitEnteredCodes(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).map((code) => code.trim()))].filter(Boolean)
}
