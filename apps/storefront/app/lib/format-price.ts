// Prices arrive as integer cents (never floats in the money maths) and are shown with Intl in the
// store view's locale and currency. spec 000 §9 / 001 §9: fraction digits from the store view's
// configuration, 2 when none is given.
import type { StoreView } from '@vitrine/contracts/store-views'

const DEFAULT_FRACTION_DIGITS = 2
const MINOR_UNITS_PER_EURO = 100

const formatters = new Map<string, Intl.NumberFormat>()

function getFormatter(locale: string, currency: string, digits: number): Intl.NumberFormat {
  const id = `${locale}|${currency}|${digits}`
  let formatter = formatters.get(id)
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    })
    formatters.set(id, formatter)
  }
  return formatter
}

/** Formats an amount in cents for a store view: 1995 → '€19.95' (en-US), '€ 19,95' (nl-NL), '19,95 €' (de-DE). */
export function formatPrice(amountInCents: number, storeView: Pick<StoreView, 'i18n'>): string {
  if (!Number.isInteger(amountInCents)) {
    throw new TypeError(`A price must be an integer amount of cents, got ${amountInCents}`)
  }
  const { defaultLocale, currencyCode, fractionDigits } = storeView.i18n
  const digits = Number.isInteger(fractionDigits) ? fractionDigits : DEFAULT_FRACTION_DIGITS
  // The division happens only here, for display; Intl rounds to the shown digits.
  return getFormatter(defaultLocale, currencyCode, digits).format(
    amountInCents / MINOR_UNITS_PER_EURO,
  )
}
