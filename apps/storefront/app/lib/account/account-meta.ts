// The account pages' <head>: a title in the store view's language and `noindex` (account pages
// are personal; spec 001 §2 lists them as authentication and account pages).
import { resolveStoreFromPath } from '@vitrine/contracts/store-views'
import { selectCatalogueLocale } from '~/lib/i18n/translate'
import { buildTitle } from '~/lib/route-meta'
import { accountMessages, type AccountMessageKey } from './account-messages'

export function accountMeta(pathname: string, key: AccountMessageKey) {
  const locale = selectCatalogueLocale(resolveStoreFromPath(pathname).storeView)
  return [
    { title: buildTitle(accountMessages[locale][key]) },
    { name: 'robots', content: 'noindex' },
  ]
}

/** Account pages are never kept by the page cache or a shared cache (D31). */
export const PRIVATE_PAGE_HEADERS = { 'Cache-Control': 'private, no-store' }
