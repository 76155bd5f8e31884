// Turns a product answer into cards, with one extra tile lookup for the colour siblings of the
// page's products (spec 001 §7: colour relations looked up with size up to 1000, sorted by color
// then subcolor). Isomorphic: the category loader and the browser's 'load more' share it.
import type { BffClient } from '@vitrine/contracts/bff-client'
import { queryCatalog } from '@vitrine/contracts/catalog-client'
import type { AttributeMetadata, CatalogQueryResult } from '@vitrine/contracts/catalog-query'
import type { StoreView } from '@vitrine/contracts/store-views'
import { buildProductCard, COLOUR_RELATION, type ProductCardView } from './product-card'
import { listLinkedSkus, readProducts, type ShownProduct } from './product-document'

/** spec 001 §7: colour relations are looked up with size 1000. */
export const COLOUR_RELATION_LOOKUP_SIZE = 1000

/** Priced tiles of the given skus (spec 000 §5 tile lookups: visibility 2, 3, 4, status 0, 1). */
export async function loadTiles(
  client: Pick<BffClient, 'call'>,
  skus: readonly string[],
  aggregations: string[] = [],
): Promise<{ products: ShownProduct[]; metadata: AttributeMetadata[] }> {
  if (skus.length === 0) return { products: [], metadata: [] }
  const answer = await queryCatalog(client, {
    type: 'product',
    use: 'tile',
    query: { filters: [{ field: 'sku', op: 'in', values: [...new Set(skus)] }], aggregations },
    sort: [
      { field: 'color', order: 'asc' },
      { field: 'subcolor', order: 'asc' },
    ],
    size: COLOUR_RELATION_LOOKUP_SIZE,
  })
  return { products: readProducts(answer.items), metadata: answer.attributeMetadata }
}

export async function loadProductCards(
  client: Pick<BffClient, 'call'>,
  storeView: Pick<StoreView, 'url'>,
  answer: Pick<CatalogQueryResult, 'items' | 'attributeMetadata'>,
): Promise<ProductCardView[]> {
  const products = readProducts(answer.items)
  const relatedSkus = products.flatMap((product) => {
    const linked = listLinkedSkus(product, COLOUR_RELATION)
    return linked.length > 0 ? [product.sku, ...linked] : []
  })
  // Colour swatches are an extra: the cards still show when the lookup fails.
  const siblings = await loadTiles(client, relatedSkus, ['color']).catch(() => ({
    products: [],
    metadata: [],
  }))
  const metadata = [...answer.attributeMetadata, ...siblings.metadata]
  return products.map((product) =>
    buildProductCard(product, { metadata, siblings: siblings.products, storeView }),
  )
}
