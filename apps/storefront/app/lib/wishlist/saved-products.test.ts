// @vitest-environment jsdom
// The hearts after a change in the add-to-wishlist modal (spec 001 §4; D148): every heart of the
// page says whether its product is on any list, and the root loader's list follows.
import type { Wishlist } from '@vitrine/contracts/wishlist'
import { describe, expect, it } from 'vitest'
import { listSavedProductIds, showSavedProducts } from './saved-products'

function list(id: number, productIds: number[]): Wishlist {
  return {
    wishlist_id: id,
    name: `List ${id}`,
    is_default: id === 1,
    sharing_code: null,
    items: productIds.map((productId, index) => ({
      item_id: id * 100 + index,
      product_id: productId,
      qty: 1,
      sku: `SKU-${productId}`,
      name: `Product ${productId}`,
    })),
  }
}

describe('the saved products', () => {
  it('are the products on any of the lists, each once', () => {
    expect(listSavedProductIds([list(1, [7, 9]), list(2, [9, 12])])).toEqual([7, 9, 12])
    expect(listSavedProductIds([list(1, [])])).toEqual([])
  })

  it('press every heart of a saved product and release the others', () => {
    document.body.innerHTML = `
      <button class="wishlist-heart" data-product-id="7" aria-pressed="false">a</button>
      <button class="wishlist-heart" data-product-id="7">b</button>
      <button class="wishlist-heart" data-product-id="9" aria-pressed="true">c</button>`
    const saved = [9]
    showSavedProducts(document, [7], saved)
    const pressed = [...document.querySelectorAll('button')].map((b) => b.ariaPressed)
    expect(pressed).toEqual(['true', 'true', 'false'])
    expect(saved).toEqual([7])
  })

  it('leave a guest without a list of saved products', () => {
    document.body.innerHTML = '<button class="wishlist-heart" data-product-id="7">a</button>'
    expect(() => showSavedProducts(document, [], null)).not.toThrow()
    expect(document.querySelector('button')?.getAttribute('aria-pressed')).toBe('false')
  })
})
