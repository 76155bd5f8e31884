// The wishlist heart of product pages and tiles (spec 001 §4: a guest using it goes to /login). It
// is a plain button: the add-to-wishlist modal, its calls and its texts load on the first click,
// in two steps so the page's own code holds only this button and one import (D148; it lives in
// the shell chunk, vite.config.ts; its style is the global `.wishlist-heart`, no class map in the
// code). For a logged-in customer the root loader names the products on their lists
// (`savedProductIds`, root.tsx), so the server renders `aria-pressed`; a guest's heart has none.
// The modal keeps that list and every heart of the product in step with its changes.
import { useRouteLoaderData } from '@remix-run/react'
import { Icon } from '~/components/shell/icons'
import type { ProductCardView } from '~/lib/catalog/product-card'

/** The product as its card has it; `id` is the wishlist's product_id. */
export type WishlistCard = Pick<ProductCardView, 'id' | 'sku' | 'name' | 'price' | 'categories'>

/** The root loader's part the heart reads: null for a guest. */
export interface SavedProducts {
  savedProductIds?: number[] | null
}

export function WishlistHeart({
  card,
  label,
}: {
  card: WishlistCard
  /** 'Add to wishlist' in the page's language. */
  label: string
}) {
  const saved = useRouteLoaderData<SavedProducts>('root')?.savedProductIds
  return (
    <button
      type="button"
      className="wishlist-heart"
      aria-label={label}
      aria-pressed={saved?.includes(card.id as number)}
      data-product-id={card.id}
      onClick={(event) => {
        const button = event.currentTarget
        void import('./wishlist-open').then((module) => module.default(button, card, saved))
      }}
    >
      <Icon name="heart" />
    </button>
  )
}
