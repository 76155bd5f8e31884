// The country whose tax rules apply. spec 000 §5 and §9: the configured default tax country is NL;
// when the configuration gives none the country falls back to PL; totals refuse to compute without
// a country, and the caller logs MISSING_TAX_COUNTRY_MESSAGE (pure code does not log).

/** spec 000 §9: the configured default tax country. */
export const DEFAULT_TAX_COUNTRY = 'NL'

/** spec 000 §5: the tax country used when the configuration gives none. */
export const FALLBACK_TAX_COUNTRY = 'PL'

/** spec 000 §5: logged when totals are asked for without a tax country. */
export const MISSING_TAX_COUNTRY_MESSAGE =
  'Please do set the tax.defaultCountry in order to calculate totals'

export type TaxCountryResult =
  | { readonly ok: true; readonly country: string }
  | { readonly ok: false; readonly error: typeof MISSING_TAX_COUNTRY_MESSAGE }

/** The store's tax country from its tax config (`defaultCountry`), PL when none is given. */
export function resolveTaxCountry(tax?: { defaultCountry?: string | null } | null): string {
  const country = tax?.defaultCountry?.trim()
  return country ? country.toUpperCase() : FALLBACK_TAX_COUNTRY
}

/**
 * Checks that totals have a country to compute with (for example the shipping country, or the
 * resolved store tax country); a typed failure carrying MISSING_TAX_COUNTRY_MESSAGE otherwise.
 */
export function requireTaxCountry(country: string | null | undefined): TaxCountryResult {
  const trimmed = country?.trim()
  if (!trimmed) return { ok: false, error: MISSING_TAX_COUNTRY_MESSAGE }
  return { ok: true, country: trimmed.toUpperCase() }
}
