// The wishlist pages' <head>: a title in the store view's language and `noindex` (personal pages,
// and shared lists are for the people they were sent to).
import { resolveStoreFromPath } from '@vitrine/contracts/store-views'
import { selectCatalogueLocale } from '~/lib/i18n/translate'
import { buildTitle } from '~/lib/route-meta'
import { wishlistMessages, type WishlistMessageKey } from './wishlist-messages'

export function wishlistMeta(pathname: string, key: WishlistMessageKey) {
  const locale = selectCatalogueLocale(resolveStoreFromPath(pathname).storeView)
  return [
    { title: buildTitle(wishlistMessages[locale][key]) },
    { name: 'robots', content: 'noindex' },
  ]
}
