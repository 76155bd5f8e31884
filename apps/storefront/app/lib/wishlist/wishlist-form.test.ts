// The wishlist name form (spec 001 §5: a name is required and at most 50 characters) and the
// default list's shown name.
import { describe, expect, it } from 'vitest'
import { shownWishlistName, WishlistNameFormSchema } from './wishlist-form'

describe('the wishlist name form', () => {
  it('takes a trimmed name of up to 50 characters', () => {
    expect(WishlistNameFormSchema.parse({ name: '  Summer  ' })).toEqual({ name: 'Summer' })
    expect(WishlistNameFormSchema.safeParse({ name: 'x'.repeat(50) }).success).toBe(true)
  })

  it('refuses an empty name and one of 51 characters with the catalogue keys', () => {
    const empty = WishlistNameFormSchema.safeParse({ name: '   ' })
    expect(empty.error?.issues[0]?.message).toBe('validation.required')
    const long = WishlistNameFormSchema.safeParse({ name: 'x'.repeat(51) })
    expect(long.error?.issues[0]?.message).toBe('wishlist.nameTooLong')
  })

  it('shows the default list in the shopper’s language until it is renamed', () => {
    expect(shownWishlistName({ name: 'Wishlist', is_default: true }, 'Verlanglijst')).toBe(
      'Verlanglijst',
    )
    expect(shownWishlistName({ name: 'Mine', is_default: true }, 'Verlanglijst')).toBe('Mine')
    expect(shownWishlistName({ name: 'Wishlist', is_default: false }, 'Verlanglijst')).toBe(
      'Wishlist',
    )
  })
})
