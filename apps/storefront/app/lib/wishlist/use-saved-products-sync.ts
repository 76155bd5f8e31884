// The account's wishlist pages read all of the customer's lists; after each of their changes (a
// form post there) they rewrite the root loader's saved products in place (D148), so the hearts of
// pages opened later in this visit agree without the root loader running again.
import { useRouteLoaderData } from '@remix-run/react'
import { useEffect } from 'react'
import type { SavedProducts } from '~/components/wishlist/wishlist-heart'

export function useSavedProductsSync(ids: readonly number[]): void {
  const saved = useRouteLoaderData<SavedProducts>('root')?.savedProductIds
  useEffect(() => {
    saved?.splice(0, saved.length, ...ids)
  }, [saved, ids])
}
