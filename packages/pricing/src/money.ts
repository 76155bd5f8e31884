// Money as integer minor units (cents). Catalogue documents carry decimals (`24.95`, `"24.9500"`);
// they are converted here, through their decimal text, so no float arithmetic ever touches money.
//
// Rounding rule: half-up, i.e. half away from zero (commercial rounding): 0.005 → 0.01,
// -0.005 → -0.01. It is applied once per unit amount; sums and multiples are exact integer maths.
// spec 000 §9: prices rounded to two decimals; fraction digits from configuration, 2 as fallback.

/** A catalogue amount as it appears in a document: a JSON number or a decimal string. */
export type CatalogueDecimal = number | string

/** The number of decimals money is kept in (cents for EUR). */
export const MONEY_FRACTION_DIGITS = 2

/** spec 000 §9: fraction digits shown when the store configuration gives none. */
export const DEFAULT_FRACTION_DIGITS = 2

const DECIMAL_PATTERN = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/

/** Throws unless `value` is a safe integer amount of minor units. */
export function assertMinorUnits(value: number): void {
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Expected an integer amount of minor units, got ${String(value)}`)
  }
}

/**
 * The fraction digits to display from a store view's i18n config; 2 when missing or not a whole
 * number between 0 and 4.
 */
export function resolveFractionDigits(i18n?: { fractionDigits?: number | null } | null): number {
  const digits = i18n?.fractionDigits
  if (typeof digits === 'number' && Number.isInteger(digits) && digits >= 0 && digits <= 4) {
    return digits
  }
  return DEFAULT_FRACTION_DIGITS
}

/**
 * Converts a catalogue decimal to integer minor units, rounding half-up on the first dropped digit.
 * Numbers are read through their shortest decimal text (`24.95` → "24.95"), so `24.95` is exactly
 * 2495 cents and `1.005` is 101. Throws a RangeError for text that is not a decimal number.
 */
export function parseDecimalToMinor(
  value: CatalogueDecimal,
  fractionDigits: number = MONEY_FRACTION_DIGITS,
): number {
  const text = typeof value === 'number' ? String(value) : value.trim()
  const match = DECIMAL_PATTERN.exec(text)
  const integerPart = match?.[2] ?? ''
  const fractionPart = match?.[3] ?? ''
  if (!match || integerPart.length + fractionPart.length === 0) {
    throw new RangeError(`Not a decimal amount: ${JSON.stringify(value)}`)
  }
  const digits = integerPart + fractionPart
  if (/^0*$/.test(digits)) return 0
  // Position of the decimal point within `digits` once scaled by 10^fractionDigits.
  const cut = integerPart.length + Number(match[4] ?? 0) + fractionDigits
  if (cut - digits.length > 16) {
    throw new RangeError(`Amount too large for minor units: ${JSON.stringify(value)}`)
  }
  let units: bigint
  if (cut >= digits.length) {
    units = BigInt(digits + '0'.repeat(cut - digits.length))
  } else if (cut < 0) {
    units = 0n
  } else {
    units = BigInt(digits.slice(0, cut) || '0')
    if ((digits[cut] ?? '0') >= '5') units += 1n
  }
  const signed = match[1] === '-' ? -units : units
  const result = Number(signed)
  assertMinorUnits(result)
  return result === 0 ? 0 : result
}

/** Formats minor units as a plain decimal string: 2495 → "24.95", -5 → "-0.05". */
export function formatMinorAsDecimal(
  minor: number,
  fractionDigits: number = MONEY_FRACTION_DIGITS,
): string {
  assertMinorUnits(minor)
  const sign = minor < 0 ? '-' : ''
  const digits = String(Math.abs(minor)).padStart(fractionDigits + 1, '0')
  if (fractionDigits === 0) return sign + digits
  const point = digits.length - fractionDigits
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`
}

/**
 * Converts minor units back to a catalogue decimal number (for JSON answers): 2495 → 24.95.
 * The number is the one nearest to the exact decimal, so `parseDecimalToMinor` gives `minor` back.
 */
export function convertMinorToDecimal(
  minor: number,
  fractionDigits: number = MONEY_FRACTION_DIGITS,
): number {
  return Number(formatMinorAsDecimal(minor, fractionDigits))
}

/**
 * The display text of an amount with the store's fraction digits, rounded half-up:
 * (2495, 2) → "24.95", (2495, 0) → "25", (2495, 3) → "24.950". Locale formatting (separators,
 * currency sign) stays with the caller's `Intl.NumberFormat`.
 */
export function roundMinorForDisplay(
  minor: number,
  displayFractionDigits: number = DEFAULT_FRACTION_DIGITS,
): string {
  assertMinorUnits(minor)
  const drop = MONEY_FRACTION_DIGITS - displayFractionDigits
  if (drop <= 0) return formatMinorAsDecimal(minor * 10 ** -drop, displayFractionDigits)
  return formatMinorAsDecimal(multiplyRatioHalfUp(minor, 1, 10 ** drop), displayFractionDigits)
}

/**
 * `amount × numerator / denominator` rounded half-up to a whole minor unit, computed exactly with
 * BigInt. Used for percentages and tax rates expressed as integer ratios.
 */
export function multiplyRatioHalfUp(
  amount: number,
  numerator: number,
  denominator: number,
): number {
  assertMinorUnits(amount)
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError('The ratio needs an integer numerator and a positive integer denominator')
  }
  const product = BigInt(amount) * BigInt(numerator)
  const divisor = BigInt(denominator)
  let quotient = product / divisor
  const remainder = product % divisor
  const twiceRemainder = (remainder < 0n ? -remainder : remainder) * 2n
  if (twiceRemainder >= divisor) quotient += product < 0n ? -1n : 1n
  const result = Number(quotient)
  assertMinorUnits(result)
  return result === 0 ? 0 : result
}

/** The exact sum of minor-unit amounts. */
export function sumMinor(amounts: readonly number[]): number {
  let total = 0
  for (const amount of amounts) {
    assertMinorUnits(amount)
    total += amount
  }
  assertMinorUnits(total)
  return total
}

/** A minor-unit amount times a whole quantity. */
export function multiplyMinor(amount: number, quantity: number): number {
  assertMinorUnits(amount)
  assertMinorUnits(quantity)
  const result = amount * quantity
  assertMinorUnits(result)
  return result === 0 ? 0 : result
}
