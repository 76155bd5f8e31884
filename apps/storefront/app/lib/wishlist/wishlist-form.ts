// The wishlist name form (spec 001 §5: required, at most 50 characters), checked in the browser
// with Conform and again by the action on the server; errors are catalogue keys.
import { WISHLIST_NAME_MAX } from '@vitrine/contracts/wishlist'
import { z } from 'zod'

export const WishlistNameFormSchema = z.object({
  name: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .max(WISHLIST_NAME_MAX, 'wishlist.nameTooLong'),
})

/** The name the engine gives the default list; shown in the store view's language until renamed. */
export const DEFAULT_WISHLIST_NAME = 'Wishlist'

/** A list's shown name: the default one in the shopper's language, the others as named. */
export function shownWishlistName(
  list: { name: string; is_default: boolean },
  defaultLabel: string,
): string {
  return list.is_default && list.name === DEFAULT_WISHLIST_NAME ? defaultLabel : list.name
}
