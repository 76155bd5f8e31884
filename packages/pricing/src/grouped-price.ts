// Grouped prices (spec 000 §4 "Prices"): price, price including tax and tax start at 0 and are
// summed over the associated simple products, each with quantity 1.
import type { TaxedPrice } from './tax.js'
import { addTaxedPrices } from './tax.js'

export interface GroupedAssociatedProduct {
  /** Products of another type than simple do not count; a missing type counts as simple. */
  readonly type_id?: string | null
  readonly unitPrice: TaxedPrice
}

/** The unit price of a grouped product from its associated products. */
export function computeGroupedPrice(associated: readonly GroupedAssociatedProduct[]): TaxedPrice {
  return addTaxedPrices(
    associated
      .filter((product) => (product.type_id ?? 'simple') === 'simple')
      .map((product) => product.unitPrice),
  )
}
