// Prices of generated products, from integer cents (spec 000 §9: two decimals). Documents hold net
// prices (the store views' source prices exclude tax), drawn so the Dutch shelf price including
// VAT is a believable price point. Special prices get a date window relative to the reference day
// (spec 000 §4: a special price applies only within its window; either bound may be open).
import { formatCatalogDate, netCentsOf, toPrice } from './catalog-values.js'
import type { Random } from './random.js'

export const specialWindows = ['past', 'current', 'future', 'open-ended'] as const
export type SpecialWindow = (typeof specialWindows)[number] | 'none'

export interface PriceFields {
  price: number
  regular_price: number
  final_price: number
  special_price: number | null
  special_from_date: string | null
  special_to_date: string | null
}

/** A gross shelf price in cents ending in .95, .99 or .00 within a range of whole euros. */
export function drawShelfCents(random: Random, [min, max]: readonly [number, number]): number {
  const euros = random.int(min, max)
  return euros * 100 - random.pick([5, 1, 0, 5])
}

/** Draws the special-price window of a product: most have none. */
export function drawSpecialWindow(random: Random): SpecialWindow {
  return random.chance(0.25) ? random.pick(specialWindows) : 'none'
}

/** The day offsets of a window's bounds; `null` is an open bound. */
function windowDays(
  random: Random,
  window: Exclude<SpecialWindow, 'none'>,
): [number, number | null] {
  switch (window) {
    case 'past':
      return [-random.int(30, 60), -random.int(1, 20)]
    case 'current':
      return [-random.int(1, 20), random.int(5, 30)]
    case 'future':
      return [random.int(3, 20), random.int(30, 60)]
    case 'open-ended':
      return [-random.int(1, 30), null]
  }
}

/** The price fields of a product whose Dutch shelf price is `grossCents` at `ratePercent` VAT. */
export function buildPriceFields(
  random: Random,
  referenceMs: number,
  grossCents: number,
  ratePercent: number,
  window: SpecialWindow,
): PriceFields {
  const priceCents = netCentsOf(grossCents, ratePercent)
  const base: PriceFields = {
    price: toPrice(priceCents),
    regular_price: toPrice(priceCents),
    final_price: toPrice(priceCents),
    special_price: null,
    special_from_date: null,
    special_to_date: null,
  }
  if (window === 'none') return base
  const discountPercent = random.pick([20, 25, 30, 40, 50])
  const specialGross = Math.max(
    95,
    Math.round((grossCents * (100 - discountPercent)) / 10000) * 100 - 5,
  )
  const specialCents = netCentsOf(specialGross, ratePercent)
  const [fromDays, toDays] = windowDays(random, window)
  // the last day of a window counts in full
  const activeToday = fromDays <= 0 && (toDays === null || toDays >= 0)
  return {
    ...base,
    special_price: toPrice(specialCents),
    final_price: toPrice(activeToday ? specialCents : priceCents),
    special_from_date: formatCatalogDate(referenceMs, fromDays),
    special_to_date: toDays === null ? null : formatCatalogDate(referenceMs, toDays, 86_399),
  }
}

/** Whether a price's special price applies on the reference day (its final price is lower). */
export function isOnSale(fields: PriceFields): boolean {
  return fields.final_price < fields.price
}

/** Adds prices given in euros with two decimals exactly, through cents. */
export function sumPrices(prices: readonly number[]): number {
  return toPrice(prices.reduce((total, price) => total + Math.round(price * 100), 0))
}
