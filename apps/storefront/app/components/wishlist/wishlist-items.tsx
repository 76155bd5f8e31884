// A wishlist's products as cards (spec 001 §3: items with product_id; prices are the catalogue's).
// The owner's page adds 'Move to cart' (the tile's add to cart, then the item is removed) and a
// remove button to each; the shared page shows the cards with their add to cart only.
import { Form } from '@remix-run/react'
import { useRef } from 'react'
import { TileAddToCart } from '~/components/cart/tile-add-to-cart'
import { ProductCard } from '~/components/catalogue/product-card'
import type { WishlistItemView } from '~/.server/wishlist-data.server'
import { useWishlistTranslate } from '~/lib/wishlist/use-wishlist-translate'
import account from '~/components/account/account.module.css'
import styles from './wishlist.module.css'

function OwnItemActions({ item }: { item: WishlistItemView }) {
  const t = useWishlistTranslate()
  // The remove form below, submitted once the product is in the cart ('Move to cart').
  const removeForm = useRef<HTMLFormElement>(null)
  const name = item.card?.name ?? item.name ?? String(item.productId)
  const removeAfterMove = () => removeForm.current?.requestSubmit()
  return (
    <>
      {item.card?.cart ? (
        <TileAddToCart
          name={name}
          cart={item.card.cart}
          label={t('wishlist.moveToCart')}
          onAdded={removeAfterMove}
        />
      ) : null}
      <Form method="post" ref={removeForm}>
        <input type="hidden" name="intent" value="remove" />
        <input type="hidden" name="itemId" value={item.itemId} />
        <button type="submit" className={account.link}>
          {t('wishlist.remove', { name })}
        </button>
      </Form>
    </>
  )
}

export function WishlistItems({
  items,
  own,
}: {
  items: readonly WishlistItemView[]
  /** The owner's page: move to cart and remove. */
  own: boolean
}) {
  const t = useWishlistTranslate()
  if (items.length === 0) return <p>{t('wishlist.empty')}</p>
  return (
    <ul className={styles.items}>
      {items.map((item) => (
        <li key={item.itemId} className={styles.item}>
          {item.card ? (
            <ProductCard card={item.card} withAddToCart={!own} />
          ) : (
            <p>
              {item.name ?? item.productId}: {t('wishlist.unavailable')}
            </p>
          )}
          {own ? <OwnItemActions item={item} /> : null}
        </li>
      ))}
    </ul>
  )
}
