// Special prices (spec 000 §4 "Prices"): a special price applies only when it is below the original
// price and today lies within special_from_date .. special_to_date, either bound being open;
// otherwise the special price is 0.
//
// Catalogue dates come as `yyyy-MM-dd`, `yyyy-MM-dd HH:mm:ss` (read as UTC) or epoch milliseconds.
// Both bounds are inclusive. A bound given as a date only (or at 00:00:00, as the catalogue stores
// day bounds) covers that whole day, so a sale "to 2025-01-31" still runs on 31 January. A bound
// that cannot be read makes the special price inactive: better no discount than a wrong one.
import type { CatalogueDecimal } from './money.js'
import { parseDecimalToMinor } from './money.js'

export type CatalogueDate = string | number | Date | null | undefined

export interface SpecialPriceWindow {
  readonly special_from_date?: CatalogueDate
  readonly special_to_date?: CatalogueDate
}

export interface SpecialPriceInput extends SpecialPriceWindow {
  readonly price: CatalogueDecimal
  readonly special_price?: CatalogueDecimal | null
}

const DAY_MS = 86_400_000
const CATALOGUE_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/

type Bound = { readonly start: number; readonly end: number } | 'open' | 'invalid'

function readBound(value: CatalogueDate): Bound {
  if (value === null || value === undefined || value === '') return 'open'
  if (value instanceof Date) {
    const time = value.getTime()
    return Number.isNaN(time) ? 'invalid' : { start: time, end: time }
  }
  if (typeof value === 'number' || /^\d+$/.test(value)) {
    const time = Number(value)
    return Number.isFinite(time) ? { start: time, end: time } : 'invalid'
  }
  const match = CATALOGUE_DATE.exec(value.trim())
  if (!match) {
    const time = Date.parse(value)
    return Number.isNaN(time) ? 'invalid' : { start: time, end: time }
  }
  const [, year, month, day, hours = '00', minutes = '00', seconds = '00'] = match
  const time = Date.UTC(
    Number(year),
    Number(month) - 1,
    Number(day),
    Number(hours),
    Number(minutes),
    Number(seconds),
  )
  const wholeDay = hours === '00' && minutes === '00' && seconds === '00'
  return { start: time, end: wholeDay ? time + DAY_MS - 1 : time }
}

/** True when `now` lies within the special price window (open bounds allowed). */
export function isSpecialPriceActive(window: SpecialPriceWindow, now: Date): boolean {
  const from = readBound(window.special_from_date)
  const to = readBound(window.special_to_date)
  if (from === 'invalid' || to === 'invalid') return false
  const time = now.getTime()
  return (from === 'open' || time >= from.start) && (to === 'open' || time <= to.end)
}

/**
 * The special price in minor units when it applies (positive, below the original price, within its
 * window); 0 otherwise.
 */
export function resolveSpecialPrice(product: SpecialPriceInput, now: Date): number {
  const raw = product.special_price
  if (raw === null || raw === undefined || raw === '') return 0
  const special = parseDecimalToMinor(raw)
  if (special <= 0 || special >= parseDecimalToMinor(product.price)) return 0
  return isSpecialPriceActive(product, now) ? special : 0
}
