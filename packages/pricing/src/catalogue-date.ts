// Catalogue dates (spec 000 §3 special_from_date, special_to_date) read as spans of time. The
// catalogue writes `yyyy-MM-dd` or `yyyy-MM-dd HH:mm:ss` as wall-clock times of the shop's time
// zone (D90; see store-time.ts), or epoch milliseconds; a text with its own offset (`...Z`,
// `+01:00`) is taken as written. A date alone, or a time of exactly 00:00:00 (as the catalogue
// stores day bounds), covers that whole local day, which lasts 23 or 25 hours on a DST change.
import { convertWallTimeToInstant, findNextDayStart } from './store-time.js'

export type CatalogueDate = string | number | Date | null | undefined

/** The first and last millisecond a catalogue date stands for; open when unset. */
export type CatalogueDateSpan =
  { readonly start: number; readonly end: number } | 'open' | 'invalid'

const CATALOGUE_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/

function instantSpan(time: number): CatalogueDateSpan {
  return Number.isFinite(time) ? { start: time, end: time } : 'invalid'
}

/**
 * Wall-time texts already read, per time zone and text. A catalogue repeats a few dates over many
 * products, and reading one asks Intl for the zone's offset several times (store-time.ts), which
 * cost a fifth of the BFF's CPU on fresh product pages; the answer depends on nothing else, so it
 * is kept. Bounded: emptied when full.
 */
const readTexts = new Map<string, CatalogueDateSpan>()
const READ_TEXTS_LIMIT = 4096

/** Reads a catalogue date as the span it stands for in `timeZone`. */
export function readCatalogueDate(value: CatalogueDate, timeZone: string): CatalogueDateSpan {
  if (value === null || value === undefined || value === '') return 'open'
  if (value instanceof Date) return instantSpan(value.getTime())
  if (typeof value === 'number' || /^\d+$/.test(value)) return instantSpan(Number(value))
  const key = `${timeZone}\u0000${value}`
  const known = readTexts.get(key)
  if (known !== undefined) return known
  const span = readDateText(value, timeZone)
  if (readTexts.size >= READ_TEXTS_LIMIT) readTexts.clear()
  readTexts.set(key, span)
  return span
}

function readDateText(value: string, timeZone: string): CatalogueDateSpan {
  const match = CATALOGUE_DATE.exec(value.trim())
  if (!match) return instantSpan(Date.parse(value))
  const [, year, month, day, hours = '00', minutes = '00', seconds = '00'] = match
  const wall = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hours),
    minute: Number(minutes),
    second: Number(seconds),
  }
  if (wall.month < 1 || wall.month > 12 || wall.day < 1 || wall.day > 31) return 'invalid'
  if (wall.hour > 23 || wall.minute > 59 || wall.second > 59) return 'invalid'
  const start = convertWallTimeToInstant(wall, timeZone)
  const wholeDay = wall.hour === 0 && wall.minute === 0 && wall.second === 0
  return { start, end: wholeDay ? findNextDayStart(wall, timeZone) - 1 : start }
}

/** The instant a catalogue date names (its start), or null when it is unset or unreadable. */
export function readCatalogueInstant(value: CatalogueDate, timeZone: string): Date | null {
  const span = readCatalogueDate(value, timeZone)
  return typeof span === 'object' ? new Date(span.start) : null
}
