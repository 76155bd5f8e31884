// The end of a product's special price window as the price block shows it ('Offer valid until
// {date}', spec 000 §9 dateFormat). The catalogue stores `special_to_date` as the shop's wall-clock
// time (`YYYY-MM-DD HH:mm:ss` in STORE_TIME_ZONE, D90): it is read in that zone by @vitrine/pricing,
// the same reading the BFF prices with, and shown in it. The loader formats it for the store view
// so the date code stays out of the page's JavaScript (D48).
import type { StoreView } from '@vitrine/contracts/store-views'
import { readCatalogueInstant } from '@vitrine/pricing/catalogue-date'
import { DEFAULT_STORE_TIME_ZONE } from '@vitrine/pricing/store-time'
import { formatDate } from '../format-date'

export function describeSpecialUntil(
  product: { special_to_date?: unknown },
  storeView: Pick<StoreView, 'i18n'>,
  timeZone: string = DEFAULT_STORE_TIME_ZONE,
): string | null {
  const end = product.special_to_date
  if (typeof end !== 'string' || end.trim() === '') return null
  // A date the catalogue cannot read is not shown (the price itself still is).
  const instant = readCatalogueInstant(end, timeZone)
  return instant ? formatDate(instant, storeView, timeZone) : null
}
