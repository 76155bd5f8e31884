// Row and cart totals from unit prices (spec 000 §4 "Prices": negative quantities are ignored in
// totals). A row is its unit price times its quantity; a total is the exact sum of its rows, so
// `incl = excl + tax` holds for every row and every total.
import type { TaxedPrice } from './tax.js'
import { addTaxedPrices, multiplyTaxedPrice, ZERO_TAXED_PRICE } from './tax.js'
import { readCountableQuantity } from './quantity.js'

export interface PricedLine {
  readonly unitPrice: TaxedPrice
  readonly qty: number | null | undefined
}

/** A row total; a negative or unreadable quantity counts as nothing. */
export function computeRowTotal(line: PricedLine): TaxedPrice {
  const qty = readCountableQuantity(line.qty)
  if (qty === undefined) return ZERO_TAXED_PRICE
  return multiplyTaxedPrice(line.unitPrice, qty)
}

/** The total of all rows. */
export function computeLinesTotal(lines: readonly PricedLine[]): TaxedPrice {
  return addTaxedPrices(lines.map(computeRowTotal))
}
