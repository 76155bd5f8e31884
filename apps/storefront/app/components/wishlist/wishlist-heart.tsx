// The wishlist heart of product pages and tiles (spec 001 §4: a guest using it goes to /login). It
// is a plain button: the add-to-wishlist modal, its calls and its texts load on the first click,
// in two steps so the page's own code holds only this button and one import (D148; it lives in
// the shell chunk, vite.config.ts; its style is the global `.wishlist-heart`, no class map in the
// code). The modal sets aria-pressed once it knows whether the product is on one of the lists.
import { Icon } from '~/components/shell/icons'
import type { ProductCardView } from '~/lib/catalog/product-card'

/** The product as its card has it; `id` is the wishlist's product_id. */
export type WishlistCard = Pick<ProductCardView, 'id' | 'sku' | 'name' | 'price' | 'categories'>

export function WishlistHeart({
  card,
  label,
}: {
  card: WishlistCard
  /** 'Add to wishlist' in the page's language. */
  label: string
}) {
  return (
    <button
      type="button"
      className="wishlist-heart"
      aria-label={label}
      onClick={(event) => {
        const button = event.currentTarget
        void import('./wishlist-open').then((module) => module.default(button, card))
      }}
    >
      <Icon name="heart" />
    </button>
  )
}
