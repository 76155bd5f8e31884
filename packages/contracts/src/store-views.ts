// The store views of spec 000 §1 and §9: default (English, worldwide) at `/`, Dutch at `/nl`,
// German at `/de`. All sell in EUR. Both apps read the store view from here so they never disagree.
// The data and lookups carry no zod, so the browser bundle does not pay for a validator here;
// the schema that checks this shape is in `store-view-schema.ts`.

export const storeCodes = ['default', 'nl', 'de'] as const
export type StoreCode = (typeof storeCodes)[number]

export interface StoreViewI18n {
  defaultLocale: string
  defaultLanguage: string
  fullCountryName: string
  fullLanguageName: string
  currencyCode: 'EUR'
  currencySign: string
  currencyDecimal: string
  currencyGroup: string
  fractionDigits: number
  priceFormat: string
  dateFormat: string
}

export interface StoreViewTax {
  defaultCountry: string
  defaultRegion: string
  sourcePriceIncludesTax: boolean
  finalPriceIncludesTax: boolean
}

export interface StoreView {
  storeCode: StoreCode
  storeId: number
  websiteId: number
  name: string
  /** Route prefix: `` for the default store, `/nl`, `/de`. */
  url: string
  /** VSF1's `storeViews.<code>.disabled`: a disabled store view is left out of alternates and sitemaps. */
  disabled?: boolean
  i18n: StoreViewI18n
  tax: StoreViewTax
}

const tax = (defaultCountry: string) => ({
  defaultCountry,
  defaultRegion: '',
  sourcePriceIncludesTax: false,
  finalPriceIncludesTax: true,
})

export const storeViews: readonly StoreView[] = [
  {
    storeCode: 'default',
    storeId: 1,
    websiteId: 1,
    name: 'Worldwide',
    url: '',
    i18n: {
      defaultLocale: 'en-US',
      defaultLanguage: 'EN',
      fullCountryName: 'Worldwide',
      fullLanguageName: 'English',
      currencyCode: 'EUR',
      currencySign: '€',
      currencyDecimal: '.',
      currencyGroup: ',',
      fractionDigits: 2,
      priceFormat: '{sign}{amount}',
      dateFormat: 'HH:mm D/M/YYYY',
    },
    tax: tax('NL'),
  },
  {
    storeCode: 'nl',
    storeId: 3,
    websiteId: 1,
    name: 'Nederland',
    url: '/nl',
    i18n: {
      defaultLocale: 'nl-NL',
      defaultLanguage: 'NL',
      fullCountryName: 'Nederland',
      fullLanguageName: 'Nederlands',
      currencyCode: 'EUR',
      currencySign: '€',
      currencyDecimal: ',',
      currencyGroup: '.',
      fractionDigits: 2,
      priceFormat: '{sign} {amount}',
      dateFormat: 'D-M-YYYY',
    },
    tax: tax('NL'),
  },
  {
    storeCode: 'de',
    storeId: 4,
    websiteId: 1,
    name: 'Deutschland',
    url: '/de',
    i18n: {
      defaultLocale: 'de-DE',
      defaultLanguage: 'DE',
      fullCountryName: 'Deutschland',
      fullLanguageName: 'Deutsch',
      currencyCode: 'EUR',
      currencySign: '€',
      currencyDecimal: ',',
      currencyGroup: '.',
      fractionDigits: 2,
      priceFormat: '{amount} {sign}',
      dateFormat: 'D-M-YYYY',
    },
    tax: tax('DE'),
  },
]

export const defaultStoreView: StoreView = storeViews[0] as StoreView

/** The store views shoppers can reach (not disabled), in the order above. */
export function listEnabledStoreViews(views: readonly StoreView[] = storeViews): StoreView[] {
  return views.filter((view) => view.disabled !== true)
}

/** Finds a store view by its code; `undefined` for an unknown code. */
export function findStoreView(code: string | null | undefined): StoreView | undefined {
  return storeViews.find((view) => view.storeCode === code)
}

/**
 * Splits a path into its store view and the path inside that store: `/nl/c/hats` →
 * (nl, `/c/hats`); `/c/hats` → (default, `/c/hats`). The bare store root `/nl` gives `/`.
 */
export function resolveStoreFromPath(pathname: string): { storeView: StoreView; path: string } {
  const [, first = '', ...rest] = pathname.split('/')
  const store = storeViews.find((view) => view.url !== '' && view.url === `/${first}`)
  if (!store) return { storeView: defaultStoreView, path: pathname || '/' }
  return { storeView: store, path: `/${rest.join('/')}` }
}
