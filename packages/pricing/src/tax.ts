// Prices including and excluding tax, in integer minor units.
//
// A tax rate is kept as an integer in parts per million of the price (`ratePpm`): the rule's
// percentage with four decimals, so 21 % is 210000 and 7.7 % is 77000. spec 000 §4: the rate is
// the percentage divided by 100, here `ratePpm / 1_000_000`.
//
// Rounding rule (half-up per unit price): the tax of one unit is rounded half-up to a whole minor
// unit; `incl = excl + tax` always holds exactly. Row and cart totals multiply and add these unit
// amounts, so they never drift.
import {
  assertMinorUnits,
  multiplyMinor,
  multiplyRatioHalfUp,
  parseDecimalToMinor,
} from './money.js'
import type { CatalogueDecimal } from './money.js'

const PPM = 1_000_000

/** One unit price in minor units: excluding tax, the tax, and including tax. */
export interface TaxedPrice {
  readonly excl: number
  readonly tax: number
  readonly incl: number
}

export const ZERO_TAXED_PRICE: TaxedPrice = { excl: 0, tax: 0, incl: 0 }

/** Reads a tax rule percentage (`21`, `"21.0000"`, `7.7`) as parts per million of the price. */
export function parseTaxPercentage(percentage: CatalogueDecimal): number {
  const ratePpm = parseDecimalToMinor(percentage, 4)
  if (ratePpm < 0) throw new RangeError(`A tax rate cannot be negative: ${String(percentage)}`)
  return ratePpm
}

/** Adds tax to a price excluding tax: tax = round half-up(excl × rate). */
export function addTaxToNet(excl: number, ratePpm: number): TaxedPrice {
  const tax = multiplyRatioHalfUp(excl, ratePpm, PPM)
  return { excl, tax, incl: excl + tax }
}

/** Splits a price including tax: excl = round half-up(incl / (1 + rate)), tax = incl − excl. */
export function extractTaxFromGross(incl: number, ratePpm: number): TaxedPrice {
  const excl = multiplyRatioHalfUp(incl, PPM, PPM + ratePpm)
  return { excl, tax: incl - excl, incl }
}

/**
 * A unit price from a source amount: source prices excluding tax get tax added; source prices
 * including tax (store setting `sourcePriceIncludesTax`) are split.
 */
export function computeTaxedPrice(
  amount: number,
  ratePpm: number,
  sourcePriceIncludesTax: boolean,
): TaxedPrice {
  assertMinorUnits(amount)
  return sourcePriceIncludesTax
    ? extractTaxFromGross(amount, ratePpm)
    : addTaxToNet(amount, ratePpm)
}

/** The sum of unit prices, component by component. */
export function addTaxedPrices(prices: readonly TaxedPrice[]): TaxedPrice {
  let excl = 0
  let tax = 0
  for (const price of prices) {
    excl += price.excl
    tax += price.tax
  }
  assertMinorUnits(excl)
  assertMinorUnits(tax)
  return { excl, tax, incl: excl + tax }
}

/** A unit price times a whole quantity, component by component. */
export function multiplyTaxedPrice(price: TaxedPrice, quantity: number): TaxedPrice {
  const excl = multiplyMinor(price.excl, quantity)
  const tax = multiplyMinor(price.tax, quantity)
  return { excl, tax, incl: excl + tax }
}
