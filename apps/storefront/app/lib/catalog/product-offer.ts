// What a product page offers when it opens (before the shopper picks anything): the price it shows
// first (cents including tax: the chosen variant's, the default bundle's, plus default custom
// options) and whether it is in stock. JSON-LD's Offer and the data layer's view_item use it, so
// both agree with the page (same rules as components/product/product-page.tsx).
import { isVariantInStock } from '@vitrine/variants/variant-child'
import {
  applyCustomOptionChoices,
  computeBundleShownPrice,
  createInitialBundleChoices,
  createInitialConfiguration,
  createInitialCustomChoices,
  resolveConfiguration,
  selectShownPrices,
} from './product-configuration'
import type { ProductPageData } from './product-page-data'

export interface ProductOffer {
  /** Cents including tax; null when the product has no price. */
  priceCents: number | null
  inStock: boolean
  /** The variant the page opens with (configurable products), else null. */
  variantSku: string | null
}

export function describeProductOffer(
  page: Pick<ProductPageData, 'product' | 'linked' | 'errors' | 'childSku'>,
): ProductOffer {
  const { product } = page
  const isConfigurable = product.type_id === 'configurable'
  const outcome = isConfigurable
    ? resolveConfiguration(product, createInitialConfiguration(product, page.childSku))
    : undefined
  const chosen = outcome?.ok && outcome.complete ? outcome.variant : undefined
  const bundle =
    product.type_id === 'bundle'
      ? computeBundleShownPrice(product, page.linked, createInitialBundleChoices(product))
      : undefined
  const base = bundle ?? selectShownPrices(product, outcome)?.final
  const priceCents = base
    ? applyCustomOptionChoices(base, product, createInitialCustomChoices(product)).incl
    : null
  const inStock = isConfigurable
    ? chosen
      ? isVariantInStock(chosen)
      : !page.errors.variants
    : product.stock?.is_in_stock !== false
  return { priceCents, inStock, variantSku: chosen?.sku ?? null }
}
