// The first step of the heart's click (D148): a module without imports of its own, so the page's
// code names one file to load; the modal, Conform and the contract's schemas come in the second.
import type { WishlistCard } from './wishlist-heart'

export default async function openWishlistModal(
  button: HTMLButtonElement,
  card: WishlistCard,
  saved: number[] | null | undefined,
) {
  const { mountWishlistModal } = await import('./add-to-wishlist-modal')
  mountWishlistModal(button, card, saved)
}
