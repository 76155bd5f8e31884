// /my-account/wishlist/{wishlistId} (spec 001 §2 "wishlist detail"): one of the customer's lists:
// rename, delete (never the default, spec 001 §4), share (the link anyone may open), and its
// products with 'Move to cart' and remove.
import { Form, Link, useActionData, useLoaderData } from '@remix-run/react'
import { useSavedProductsSync } from '~/lib/wishlist/use-saved-products-sync'
import type { Wishlist } from '@vitrine/contracts/wishlist'
import type { WishlistItemView } from '~/.server/wishlist-data.server'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView } from '~/lib/use-store-view'
import { useWishlistTranslate } from '~/lib/wishlist/use-wishlist-translate'
import { resultForIntent, type WishlistActionData } from '~/lib/wishlist/wishlist-action-data'
import { shownWishlistName } from '~/lib/wishlist/wishlist-form'
import account from '~/components/account/account.module.css'
import { WishlistItems } from './wishlist-items'
import { WishlistNameForm } from './wishlist-name-form'
import styles from './wishlist.module.css'

export interface WishlistDetailData {
  wishlist: Wishlist
  items: WishlistItemView[]
  /** The shared list's address, once shared. */
  shareUrl: string | null
  /** The products on any of the customer's lists (D148). */
  savedProductIds: number[]
}

export function WishlistDetailBlock() {
  const { wishlist, items, shareUrl, savedProductIds } = useLoaderData<WishlistDetailData>()
  useSavedProductsSync(savedProductIds)
  const actionData = useActionData<WishlistActionData>()
  const t = useWishlistTranslate()
  const storeView = useStoreView()
  const name = shownWishlistName(wishlist, t('header.wishlist'))
  return (
    <section className={account.card} aria-labelledby="wishlist-title">
      <Link to={buildStorePath(storeView, '/my-account/wishlist')} className={account.link}>
        {t('wishlist.back')}
      </Link>
      <h2 id="wishlist-title" className={account.subtitle}>
        {name}
      </h2>
      {actionData?.failure ? (
        <p className={account.alert} role="alert">
          {t(actionData.failure)}
        </p>
      ) : null}
      <div className={styles.tools}>
        <WishlistNameForm
          key={wishlist.name}
          intent="rename"
          label={t('wishlist.rename')}
          submitLabel={t('wishlist.save')}
          lastResult={resultForIntent(actionData, 'rename')}
          defaultName={wishlist.name}
        />
        <Form method="post">
          <input type="hidden" name="intent" value="share" />
          <button type="submit" className={styles.secondary}>
            {t('wishlist.share')}
          </button>
        </Form>
        {wishlist.is_default ? null : (
          <Form method="post">
            <input type="hidden" name="intent" value="delete" />
            <button type="submit" className={styles.secondary}>
              {t('wishlist.delete')}
            </button>
          </Form>
        )}
      </div>
      {shareUrl ? (
        <div className={styles.share}>
          <label htmlFor="wishlist-share-link">{t('wishlist.shareLink')}</label>
          <input
            id="wishlist-share-link"
            type="url"
            readOnly
            value={shareUrl}
            aria-describedby="wishlist-share-hint"
            onFocus={(event) => event.currentTarget.select()}
          />
          <p id="wishlist-share-hint">{t('wishlist.shareHint')}</p>
        </div>
      ) : null}
      <WishlistItems items={items} own />
    </section>
  )
}
