// Custom option prices (spec 000 §3 "Custom option value", §4 "Prices"): a chosen option value
// counts only when its option_type_id is above 0. A fixed price adds its price (and price_incl_tax,
// or the price when that is missing); a percent price adds that percentage of the base price,
// rounded half-up per unit on the price excluding and including tax separately.
import type { CatalogueDecimal } from './money.js'
import { multiplyRatioHalfUp, parseDecimalToMinor } from './money.js'
import type { TaxedPrice } from './tax.js'
import { addTaxedPrices } from './tax.js'

export interface CustomOptionValue {
  readonly option_type_id?: number | string | null
  readonly price_type?: 'fixed' | 'percent' | (string & {}) | null
  readonly price?: CatalogueDecimal | null
  readonly price_incl_tax?: CatalogueDecimal | null
}

const PERCENT_SCALE = 1_000_000 // percentages read with 4 decimals, divided by 100

function countsAsOption(value: CustomOptionValue): boolean {
  return Number(value.option_type_id) > 0
}

function deltaOf(value: CustomOptionValue, base: TaxedPrice): TaxedPrice {
  const amount = value.price ?? 0
  if (value.price_type === 'percent') {
    const percent = parseDecimalToMinor(amount, 4)
    const excl = multiplyRatioHalfUp(base.excl, percent, PERCENT_SCALE)
    const incl = multiplyRatioHalfUp(base.incl, percent, PERCENT_SCALE)
    return { excl, tax: incl - excl, incl }
  }
  const excl = parseDecimalToMinor(amount)
  const incl = parseDecimalToMinor(value.price_incl_tax ?? amount)
  return { excl, tax: incl - excl, incl }
}

/** The price the chosen custom option values add to a unit price. */
export function computeCustomOptionsDelta(
  values: readonly CustomOptionValue[],
  base: TaxedPrice,
): TaxedPrice {
  return addTaxedPrices(values.filter(countsAsOption).map((value) => deltaOf(value, base)))
}

/** A unit price with its chosen custom option values added. */
export function applyCustomOptions(
  base: TaxedPrice,
  values: readonly CustomOptionValue[],
): TaxedPrice {
  return addTaxedPrices([base, computeCustomOptionsDelta(values, base)])
}
