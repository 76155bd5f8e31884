// The products on a customer's wishlists, as the hearts show them (spec 001 §4; D148). The root
// loader sends their ids with the page (null for a guest); after a change in the add-to-wishlist
// modal the lists it reloaded decide: every heart on the page is set, and the root loader's list
// is rewritten in place so hearts rendered later in this visit (another page, the search panel)
// start from the same answer without asking the shop again.
import type { Wishlist } from '@vitrine/contracts/wishlist'

/** The distinct product ids on any of `lists`. */
export function listSavedProductIds(lists: readonly Wishlist[]): number[] {
  return [...new Set(lists.flatMap((list) => list.items.map((item) => item.product_id)))]
}

/**
 * Sets `aria-pressed` on every heart in `root` (`.wishlist-heart[data-product-id]`) and replaces
 * the contents of `saved`, the root loader's list, with `ids`.
 */
export function showSavedProducts(
  root: ParentNode,
  ids: readonly number[],
  saved: number[] | null | undefined,
): void {
  saved?.splice(0, saved.length, ...ids)
  for (const heart of root.querySelectorAll<HTMLElement>('.wishlist-heart[data-product-id]')) {
    heart.setAttribute('aria-pressed', String(ids.includes(Number(heart.dataset.productId))))
  }
}
