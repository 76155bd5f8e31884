// Special prices (spec 000 §4 "Prices"): a special price applies only when it is below the original
// price and today lies within special_from_date .. special_to_date, either bound being open;
// otherwise the special price is 0.
//
// Catalogue dates are the shop's wall-clock times in its time zone (D90, catalogue-date.ts). Both
// bounds are inclusive. A bound given as a date only (or at 00:00:00, as the catalogue stores day
// bounds) covers that whole local day, so a sale "to 2025-01-31" still runs on 31 January. A bound
// that cannot be read makes the special price inactive: better no discount than a wrong one.
import type { CatalogueDecimal } from './money.js'
import { parseDecimalToMinor } from './money.js'
import { readCatalogueDate, type CatalogueDate } from './catalogue-date.js'
import { DEFAULT_STORE_TIME_ZONE } from './store-time.js'

export type { CatalogueDate }

export interface SpecialPriceWindow {
  readonly special_from_date?: CatalogueDate
  readonly special_to_date?: CatalogueDate
}

export interface SpecialPriceInput extends SpecialPriceWindow {
  readonly price: CatalogueDecimal
  readonly special_price?: CatalogueDecimal | null
}

/**
 * True when `now` lies within the special price window (open bounds allowed), its dates read in the
 * shop's time zone.
 */
export function isSpecialPriceActive(
  window: SpecialPriceWindow,
  now: Date,
  timeZone: string = DEFAULT_STORE_TIME_ZONE,
): boolean {
  const from = readCatalogueDate(window.special_from_date, timeZone)
  const to = readCatalogueDate(window.special_to_date, timeZone)
  if (from === 'invalid' || to === 'invalid') return false
  const time = now.getTime()
  return (from === 'open' || time >= from.start) && (to === 'open' || time <= to.end)
}

/**
 * The special price in minor units when it applies (positive, below the original price, within its
 * window); 0 otherwise.
 */
export function resolveSpecialPrice(
  product: SpecialPriceInput,
  now: Date,
  timeZone: string = DEFAULT_STORE_TIME_ZONE,
): number {
  const raw = product.special_price
  if (raw === null || raw === undefined || raw === '') return 0
  const special = parseDecimalToMinor(raw)
  if (special <= 0 || special >= parseDecimalToMinor(product.price)) return 0
  return isSpecialPriceActive(product, now, timeZone) ? special : 0
}
