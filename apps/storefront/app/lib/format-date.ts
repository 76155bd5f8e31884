// Dates shown in a store view's dateFormat (spec 000 §9: `HH:mm D/M/YYYY`, `D-M-YYYY`,
// `yyyy-MM-dd`). Tokens: YYYY/yyyy year, MM/M month, DD/dd/D/d day, HH/H hours (24 h), mm minutes,
// ss seconds; any other character is copied. The calendar values come from Intl in a fixed time
// zone so the server and the browser render the same text.
import type { StoreView } from '@vitrine/contracts/store-views'
import { DEFAULT_STORE_TIME_ZONE } from '@vitrine/pricing/store-time'

/** The shop's time zone when none is configured (STORE_TIME_ZONE, D90); dates show shop time. */
export const SHOP_TIME_ZONE = DEFAULT_STORE_TIME_ZONE

const TOKEN = /YYYY|yyyy|MM|M|DD|dd|D|d|HH|H|mm|ss/g

interface CalendarParts {
  year: string
  month: string
  day: string
  hour: string
  minute: string
  second: string
}

/** One formatter per time zone: making one costs more than formatting (every render shows dates). */
const calendars = new Map<string, Intl.DateTimeFormat>()

function readCalendar(timeZone: string): Intl.DateTimeFormat {
  let calendar = calendars.get(timeZone)
  if (!calendar) {
    calendar = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    })
    calendars.set(timeZone, calendar)
  }
  return calendar
}

function readCalendarParts(date: Date, timeZone: string): CalendarParts {
  const parts = readCalendar(timeZone).formatToParts(date)
  const read = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((part) => part.type === type)?.value ?? ''
  return {
    year: read('year'),
    month: String(Number(read('month'))),
    day: String(Number(read('day'))),
    hour: String(Number(read('hour'))),
    minute: read('minute').padStart(2, '0'),
    second: read('second').padStart(2, '0'),
  }
}

/** Formats a date with dateFormat tokens, e.g. `D-M-YYYY` → '7-3-2025'. */
export function formatDatePattern(
  date: Date | string | number,
  pattern: string,
  timeZone: string = SHOP_TIME_ZONE,
): string {
  const value = date instanceof Date ? date : new Date(date)
  if (Number.isNaN(value.getTime())) throw new RangeError(`Not a date: ${String(date)}`)
  const parts = readCalendarParts(value, timeZone)
  const pad = (text: string) => text.padStart(2, '0')
  const byToken: Record<string, string> = {
    YYYY: parts.year,
    yyyy: parts.year,
    MM: pad(parts.month),
    M: parts.month,
    DD: pad(parts.day),
    dd: pad(parts.day),
    D: parts.day,
    d: parts.day,
    HH: pad(parts.hour),
    H: parts.hour,
    mm: parts.minute,
    ss: parts.second,
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
