// /wishlist/{sharedCode} (spec 001 §2 "shared wishlist"): the list anyone with its link may see,
// read only: its name and products (with the tile's add to cart), nothing of its owner.
import { useLoaderData } from '@remix-run/react'
import type { WishlistItemView } from '~/.server/wishlist-data.server'
import { useWishlistTranslate } from '~/lib/wishlist/use-wishlist-translate'
import account from '~/components/account/account.module.css'
import { WishlistItems } from './wishlist-items'

export interface SharedWishlistData {
  name: string
  items: WishlistItemView[]
}

export function SharedWishlistPage() {
  const { name, items } = useLoaderData<SharedWishlistData>()
  const t = useWishlistTranslate()
  return (
    <div className={`${account.page} ${account.wide}`}>
      <p>{t('wishlist.sharedTitle')}</p>
      <h1 className={account.title}>{name}</h1>
      <WishlistItems items={items} own={false} />
    </div>
  )
}
