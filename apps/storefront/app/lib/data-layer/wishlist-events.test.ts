// add_to_wishlist (spec 000 §7): the product saved, as GA4 reads it.
import { describe, expect, it } from 'vitest'
import { buildAddToWishlistPayload, pushAddToWishlist } from './wishlist-events'

describe('add_to_wishlist', () => {
  it('sends the shown price in euros with the product and its category levels', () => {
    expect(
      buildAddToWishlistPayload({
        sku: 'CAP',
        name: 'Bucket Hat',
        priceCents: 1999,
        categories: ['Women', 'Hats'],
      }),
    ).toEqual({
      currency: 'EUR',
      value: 19.99,
      items: [
        {
          item_id: 'CAP',
          item_name: 'Bucket Hat',
          price: 19.99,
          quantity: 1,
          item_category: 'Women',
          item_category2: 'Hats',
        },
      ],
    })
  })

  it('leaves value and price out for a product without a price, and clears the last ecommerce', () => {
    const target = {} as Window
    pushAddToWishlist({ sku: 'GIFT', name: 'Gift Card', priceCents: null, categories: [] }, target)
    expect(target.dataLayer).toEqual([
      { ecommerce: null },
      {
        event: 'add_to_wishlist',
        ecommerce: {
          currency: 'EUR',
          items: [{ item_id: 'GIFT', item_name: 'Gift Card', quantity: 1 }],
        },
      },
    ])
  })
})
