// Value formatting shared by the document builders: prices from integer cents (spec 000 §9: two
// decimals; money is never computed in floats), catalogue dates relative to a fixed reference day
// (VSF1 date mapping `yyyy-MM-dd HH:mm:ss`), slugs and Magento media paths.

/** A price in euros as VSF stores it, from exact integer cents (2995 → 29.95). */
export function toPrice(cents: number): number {
  if (!Number.isInteger(cents)) throw new Error(`price must be whole cents, got ${cents}`)
  return cents / 100
}

/** The net price in cents of a gross shelf price, for a tax rate in whole percent. */
export function netCentsOf(grossCents: number, ratePercent: number): number {
  return Math.round((grossCents * 100) / (100 + ratePercent))
}

const dayMs = 86_400_000

/** Parses a `yyyy-MM-dd` reference day as UTC midnight, refusing anything else. */
export function parseReferenceDay(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day)
  const time = match ? Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) : NaN
  if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== day) {
    throw new Error(`expected a day as yyyy-MM-dd, got '${day}'`)
  }
  return time
}

/** A catalogue date `yyyy-MM-dd HH:mm:ss` (UTC) at `days` days and `seconds` after the reference. */
export function formatCatalogDate(referenceMs: number, days: number, seconds = 0): string {
  return new Date(referenceMs + days * dayMs + seconds * 1000)
    .toISOString()
    .slice(0, 19)
    .replace('T', ' ')
}

const germanLetters: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss' }

/**
 * A lower-case, hyphenated, ASCII url key ("Linen Wrap Dress" → "linen-wrap-dress"); German
 * umlauts and ß are written out ("Hüte" → "huete"), other accents dropped ("flammé" → "flamme").
 */
export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[äöüß]/g, (letter) => germanLetters[letter] ?? letter)
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/** Magento's dispersed media path: the first two letters of the file name as folders. */
export function toMediaPath(fileName: string): string {
  return `/${fileName[0] ?? '_'}/${fileName[1] ?? '_'}/${fileName}`
}
