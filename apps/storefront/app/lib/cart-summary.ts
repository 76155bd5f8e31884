// What the header badge and the mini-cart show about the cart. Amounts are integer cents.
// spec 000 §4: the count is the sum of quantities (the "items" count type counts lines instead).

export interface CartLine {
  sku: string
  qty: number
  /** Row total including tax, in cents. */
  rowTotalInclTax: number
}

export interface CartSummary {
  totalQuantity: number
  lineCount: number
  subtotalInclTax: number
}

export function summarizeCart(lines: readonly CartLine[]): CartSummary {
  // spec 000 §4: negative quantities are ignored in totals.
  const counted = lines.filter((line) => line.qty > 0)
  return {
    totalQuantity: counted.reduce((sum, line) => sum + line.qty, 0),
    lineCount: counted.length,
    subtotalInclTax: counted.reduce((sum, line) => sum + line.rowTotalInclTax, 0),
  }
}
