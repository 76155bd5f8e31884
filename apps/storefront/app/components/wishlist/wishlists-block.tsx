// /my-account/wishlist (spec 001 §2): the customer's wishlists (the default first), each leading
// to its page, and the form making a new one; the sixth is refused with the spec's text.
import { Link, useActionData, useLoaderData } from '@remix-run/react'
import { useMemo } from 'react'
import { listSavedProductIds } from '~/lib/wishlist/saved-products'
import { useSavedProductsSync } from '~/lib/wishlist/use-saved-products-sync'
import type { Wishlist } from '@vitrine/contracts/wishlist'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView } from '~/lib/use-store-view'
import { useWishlistTranslate } from '~/lib/wishlist/use-wishlist-translate'
import { resultForIntent, type WishlistActionData } from '~/lib/wishlist/wishlist-action-data'
import { shownWishlistName } from '~/lib/wishlist/wishlist-form'
import account from '~/components/account/account.module.css'
import { WishlistNameForm } from './wishlist-name-form'
import styles from './wishlist.module.css'

export function WishlistsBlock() {
  const { wishlists } = useLoaderData<{ wishlists: Wishlist[] }>()
  useSavedProductsSync(useMemo(() => listSavedProductIds(wishlists), [wishlists]))
  const actionData = useActionData<WishlistActionData>()
  const t = useWishlistTranslate()
  const storeView = useStoreView()
  return (
    <section className={account.card} aria-labelledby="wishlists-title">
      <h2 id="wishlists-title" className={account.subtitle}>
        {t('wishlist.title')}
      </h2>
      <ul className={styles.lists}>
        {wishlists.map((list) => (
          <li key={list.wishlist_id}>
            <span>
              <Link
                to={buildStorePath(storeView, `/my-account/wishlist/${list.wishlist_id}`)}
                className={account.link}
              >
                {shownWishlistName(list, t('header.wishlist'))}
              </Link>
              {list.is_default ? (
                <span className={styles.badge}>{t('wishlist.default')}</span>
              ) : null}
            </span>
            <span>{t('wishlist.count', { count: list.items.length })}</span>
          </li>
        ))}
      </ul>
      <WishlistNameForm
        intent="create"
        label={t('wishlist.newList')}
        submitLabel={t('wishlist.create')}
        lastResult={resultForIntent(actionData, 'create')}
      />
    </section>
  )
}
