// The wishlist bodies (spec 001 §5, §7): a name of 1–50 characters, items with a product id and a
// quantity that can only be 1, and no unknown keys.
import { describe, expect, it } from 'vitest'
import {
  SharedWishlistParamsSchema,
  WISHLIST_NAME_TOO_LONG_MESSAGE,
  WishlistBodySchema,
  WishlistItemBodySchema,
  WishlistItemParamsSchema,
} from './wishlist.js'

describe('wishlist bodies', () => {
  it('takes a trimmed name of up to 50 characters', () => {
    expect(WishlistBodySchema.parse({ wishlist: { name: '  Summer ' } })).toEqual({
      wishlist: { name: 'Summer' },
    })
    const long = WishlistBodySchema.safeParse({ wishlist: { name: 'x'.repeat(51) } })
    expect(long.error?.issues[0]).toMatchObject({
      path: ['wishlist', 'name'],
      message: WISHLIST_NAME_TOO_LONG_MESSAGE,
    })
    const empty = WishlistBodySchema.safeParse({ wishlist: { name: ' ' } })
    expect(empty.error?.issues[0]?.message).toBe('Field is required')
    expect(WishlistBodySchema.safeParse({ wishlist: { name: 'a', colour: 'red' } }).success).toBe(
      false,
    )
  })

  it('adds a product with quantity 1 only', () => {
    expect(WishlistItemBodySchema.parse({ wishlistItem: { product_id: '12' } })).toEqual({
      wishlistItem: { product_id: 12 },
    })
    expect(
      WishlistItemBodySchema.safeParse({ wishlistItem: { product_id: 12, quantity: 2 } }).success,
    ).toBe(false)
    expect(WishlistItemBodySchema.safeParse({ wishlistItem: { product_id: 0 } }).success).toBe(
      false,
    )
  })

  it('reads ids from the path and refuses what is not one', () => {
    expect(WishlistItemParamsSchema.parse({ wishlistId: '3', itemId: '9' })).toEqual({
      wishlistId: 3,
      itemId: 9,
    })
    expect(WishlistItemParamsSchema.safeParse({ wishlistId: 'abc', itemId: '9' }).success).toBe(
      false,
    )
    expect(SharedWishlistParamsSchema.safeParse({ sharingCode: 'x'.repeat(65) }).success).toBe(
      false,
    )
  })
})
