// The home page's data until content blocks exist (spec 001 §2 "Content blocks": highlighted
// categories and product carousels): the newest products of the catalogue as cards for the
// carousel. The highlighted categories are the menu's, already loaded by the root loader.
import type { BffClient } from '@vitrine/contracts/bff-client'
import { queryCatalog } from '@vitrine/contracts/catalog-client'
import type { StoreView } from '@vitrine/contracts/store-views'
import { loadProductCards } from '~/lib/catalog/load-product-cards'
import type { ProductCardView } from '~/lib/catalog/product-card'

/** Enough for the widest carousel row (spec 001 §9: 5.4 slides from 1024 px) and a bit to scroll. */
export const HOME_CAROUSEL_SIZE = 8

export interface HomePageData {
  products: ProductCardView[]
}

export async function loadHomePage(context: {
  bff: BffClient
  storeView: StoreView
}): Promise<HomePageData> {
  try {
    const answer = await queryCatalog(context.bff, {
      type: 'product',
      use: 'listing',
      query: { filters: [], aggregations: [] },
      sort: 'latest',
      size: HOME_CAROUSEL_SIZE,
    })
    return { products: await loadProductCards(context.bff, context.storeView, answer) }
  } catch {
    // The home page still works without its carousel.
    return { products: [] }
  }
}
