// The countries the checkout offers, named in the store view's language by the browser's Intl
// data (the forms render in the browser only). The store views' tax countries come first.
export const CHECKOUT_COUNTRIES = [
  'NL',
  'DE',
  'AT',
  'BE',
  'CH',
  'DK',
  'ES',
  'FR',
  'GB',
  'IE',
  'IT',
  'LU',
  'PL',
  'PT',
  'SE',
  'US',
] as const

export interface CountryOption {
  code: string
  name: string
}

/** The countries with their names in `locale`, sorted by name; `first` stays on top. */
export function listCountryOptions(locale: string, first: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([locale], { type: 'region' })
  } catch {
    names = null
  }
  const options = CHECKOUT_COUNTRIES.map((code) => ({ code, name: names?.of(code) ?? code }))
  const byName = options
    .filter((option) => option.code !== first)
    .sort((a, b) => a.name.localeCompare(b.name, locale))
  const top = options.find((option) => option.code === first)
  return top ? [top, ...byName] : byName
}
