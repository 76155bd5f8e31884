// view_item on the product page (spec 000 §7): the product as it opens (its first shown price, the
// variant of the URL, its category trail), pushed once per product shown.
import { useEffect, useRef } from 'react'
import { selectCategoryTrail } from '../catalog/category-trail'
import { describeProductOffer } from '../catalog/product-offer'
import type { ProductPageData } from '../catalog/product-page-data'
import { pushViewItem, type ViewedProduct } from './view-events'

export function describeViewedProduct(
  page: Pick<ProductPageData, 'product' | 'linked' | 'errors' | 'childSku'>,
): ViewedProduct {
  const offer = describeProductOffer(page)
  return {
    sku: page.product.sku,
    name: page.product.name,
    priceCents: offer.priceCents,
    variantSku: offer.variantSku,
    categories: selectCategoryTrail(page.product.category).map((category) => category.name),
  }
}

/** Pushes view_item when a product page shows a product (not again for a variant choice). */
export function useViewItemEvent(page: ProductPageData): void {
  const pushed = useRef<string | null>(null)
  useEffect(() => {
    if (pushed.current === page.product.sku) return
    pushed.current = page.product.sku
    pushViewItem(describeViewedProduct(page))
  }, [page])
}
