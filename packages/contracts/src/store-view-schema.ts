// The zod schema of a store view (see store-views.ts for the data). Kept apart from the data so
// that code needing only the store views (the browser) does not bundle zod.
import { z } from 'zod'
import { storeCodes, type StoreView } from './store-views.js'

export const StoreCodeSchema = z.enum(storeCodes)

export const StoreViewI18nSchema = z.object({
  defaultLocale: z.string(),
  defaultLanguage: z.string(),
  fullCountryName: z.string(),
  fullLanguageName: z.string(),
  currencyCode: z.literal('EUR'),
  currencySign: z.string(),
  currencyDecimal: z.string(),
  currencyGroup: z.string(),
  fractionDigits: z.number().int().min(0).max(4),
  priceFormat: z.string(),
  dateFormat: z.string(),
})

export const StoreViewTaxSchema = z.object({
  defaultCountry: z.string().length(2),
  defaultRegion: z.string(),
  sourcePriceIncludesTax: z.boolean(),
  finalPriceIncludesTax: z.boolean(),
})

export const StoreViewSchema = z.object({
  storeCode: StoreCodeSchema,
  storeId: z.number().int().positive(),
  websiteId: z.number().int().positive(),
  name: z.string(),
  url: z.string().describe('Route prefix: `` for the default store, `/nl`, `/de`'),
  disabled: z.boolean().optional(),
  i18n: StoreViewI18nSchema,
  tax: StoreViewTaxSchema,
}) satisfies z.ZodType<StoreView>
