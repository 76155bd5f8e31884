// The end of a product's special price window as the price block shows it ('Offer valid until
// {date}', spec 000 §9 dateFormat). The catalogue stores `special_to_date` as `YYYY-MM-DD HH:mm:ss`
// in UTC; the loader formats it for the store view so the date code stays out of the page's
// JavaScript (D48).
import type { StoreView } from '@vitrine/contracts/store-views'
import { formatDate } from '../format-date'

export function describeSpecialUntil(
  product: { special_to_date?: unknown },
  storeView: Pick<StoreView, 'i18n'>,
): string | null {
  const end = product.special_to_date
  if (typeof end !== 'string' || end.trim() === '') return null
  const iso = end.includes('T') ? end : `${end.trim().replace(' ', 'T')}Z`
  try {
    return formatDate(iso, storeView)
  } catch {
    // A date the catalogue cannot read is not shown (the price itself still is).
    return null
  }
}
