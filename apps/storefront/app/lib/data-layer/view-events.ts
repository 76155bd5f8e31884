// The data layer events of a product page and of the menus (spec 000 §7): view_item when a
// product page shows a product, select_category when a menu or breadcrumb link is chosen. Apart
// from the list events (catalog-events.ts) because every page's first load carries these (D63).
import {
  centsToAmount,
  DATA_LAYER_CURRENCY,
  pushEcommerceEvent,
  pushEvent,
  withCategories,
  type DataLayerEntry,
} from './data-layer'

export interface ViewedProduct {
  sku: string
  name: string
  /** Cents including tax of the shown price; null without a price. */
  priceCents: number | null
  variantSku: string | null
  categories: readonly string[]
}

/** view_item: currency, value and the one product (its variant when the page opens with one). */
export function buildViewItemPayload(product: ViewedProduct): DataLayerEntry {
  const price = product.priceCents === null ? undefined : centsToAmount(product.priceCents)
  const item = withCategories(
    {
      item_id: product.sku,
      item_name: product.name,
      ...(price === undefined ? {} : { price }),
      ...(product.variantSku ? { item_variant: product.variantSku } : {}),
      quantity: 1,
    },
    product.categories,
  )
  return {
    currency: DATA_LAYER_CURRENCY,
    ...(price === undefined ? {} : { value: price }),
    items: [item],
  }
}

/** select_category: a category chosen in a menu or breadcrumb, with where it leads. */
export function buildSelectCategoryPayload(category: {
  name: string
  link: string
  source: string
}): DataLayerEntry {
  return {
    category_name: category.name,
    category_url: category.link,
    category_source: category.source,
  }
}

export function pushViewItem(product: ViewedProduct): void {
  pushEcommerceEvent('view_item', buildViewItemPayload(product))
}

export function pushSelectCategory(category: { name: string; link: string; source: string }): void {
  pushEvent('select_category', buildSelectCategoryPayload(category))
}
