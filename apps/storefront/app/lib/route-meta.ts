// Page titles per store view: meta functions only get the location, so the translator is chosen
// from the path like everywhere else.
import { resolveStoreFromPath } from '@vitrine/contracts/store-views'
import { createTranslator, selectCatalogueLocale, type Translate } from './i18n/translate'

export const SHOP_NAME = 'Vitrine'

export function translatorForPath(pathname: string): Translate {
  return createTranslator(selectCatalogueLocale(resolveStoreFromPath(pathname).storeView))
}

/** '404 Page Not Found | Vitrine'; the shop name alone for the home page. */
export function buildTitle(page?: string): string {
  return page ? `${page} | ${SHOP_NAME}` : SHOP_NAME
}
