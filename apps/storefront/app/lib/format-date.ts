// Dates shown in a store view's dateFormat (spec 000 §9: `HH:mm D/M/YYYY`, `D-M-YYYY`,
// `yyyy-MM-dd`). Tokens: YYYY/yyyy year, MM/M month, DD/dd/D/d day, HH/H hours (24 h), mm minutes,
// ss seconds; any other character is copied. The calendar values come from Intl in a fixed time
// zone (@vitrine/pricing's readWallTime, D90) so the server and the browser render the same text.
import type { StoreView } from '@vitrine/contracts/store-views'
import { DEFAULT_STORE_TIME_ZONE, readWallTime } from '@vitrine/pricing/store-time'

/** The shop's time zone when none is configured (STORE_TIME_ZONE, D90); dates show shop time. */
export const SHOP_TIME_ZONE = DEFAULT_STORE_TIME_ZONE

const TOKEN = /YYYY|yyyy|MM|M|DD|dd|D|d|HH|H|mm|ss/g

/** Formats a date with dateFormat tokens, e.g. `D-M-YYYY` → '7-3-2025'. */
export function formatDatePattern(
  date: Date | string | number,
  pattern: string,
  timeZone: string = SHOP_TIME_ZONE,
): string {
  const value = date instanceof Date ? date : new Date(date)
  if (Number.isNaN(value.getTime())) throw new RangeError(`Not a date: ${String(date)}`)
  const wall = readWallTime(value.getTime(), timeZone)
  const pad = (part: number) => String(part).padStart(2, '0')
  const byToken: Record<string, string> = {
    YYYY: String(wall.year),
    yyyy: String(wall.year),
    MM: pad(wall.month),
    M: String(wall.month),
    DD: pad(wall.day),
    dd: pad(wall.day),
    D: String(wall.day),
    d: String(wall.day),
    HH: pad(wall.hour),
    H: String(wall.hour),
    mm: pad(wall.minute),
    ss: pad(wall.second),
  }
  return pattern.replace(TOKEN, (token) => byToken[token] ?? token)
}

/** Formats a date in the store view's own dateFormat. */
export function formatDate(
  date: Date | string | number,
  storeView: Pick<StoreView, 'i18n'>,
  timeZone: string = SHOP_TIME_ZONE,
): string {
  return formatDatePattern(date, storeView.i18n.dateFormat, timeZone)
}

/** The time tokens of a dateFormat with what separates them from the date (`HH:mm `). */
const TIME_PART = /\s*H{1,2}:mm(?::ss)?\s*/

/** Formats the day of a date in the store view's dateFormat, without its time (a review's day). */
export function formatDay(
  date: Date | string | number,
  storeView: Pick<StoreView, 'i18n'>,
  timeZone: string = SHOP_TIME_ZONE,
): string {
  return formatDatePattern(date, storeView.i18n.dateFormat.replace(TIME_PART, ' ').trim(), timeZone)
}
