// Which of the product page's lazily loaded parts (components/product/product-extras.tsx, D63) a
// product shows: a bundle's pickers, custom options with values to choose (spec 000 §4 "Prices")
// and a grouped product's table (spec 000 §3). The server names their style sheet for such a page
// (D206), so the parts it renders are styled before their chunk arrives.
import type { ShownProduct } from './product-document'

export function hasCustomOptionChoices(product: ShownProduct): boolean {
  return (product.custom_options ?? []).some((option) => (option.values ?? []).length > 0)
}

export function showsProductExtras(product: ShownProduct): boolean {
  return (
    product.type_id === 'bundle' || product.type_id === 'grouped' || hasCustomOptionChoices(product)
  )
}
