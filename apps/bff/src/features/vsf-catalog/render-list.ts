// `GET /api/product/render-list` (vsf-api-contract §1.9): what VSF1 asks for when it syncs the
// platform's prices over its own (`products.alwaysSyncPlatformPricesOver`): each sku's product with
// Magento's `price_info` (products-render-info), here from the catalogue service, so the prices are
// the server's own for the store view (D229). A wrong query answers no items, as
// vue-storefront-api does when Magento fails; the shopper's cart keeps the prices it has.
import type { CatalogQueryRequest } from '@vitrine/contracts/catalog-query'
import type { CatalogAnswerFormat } from '../catalog/catalog.service.js'

export const MAX_RENDER_LIST_SKUS = 100

interface CentsTriple {
  excl: number
  tax: number
  incl: number
}

interface PresentedPrices {
  currency: string
  final: CentsTriple
  original: CentsTriple
  special: CentsTriple | null
}

/** The typed query of a render list: the products of the skus, whatever their visibility. */
export function renderListQuery(skus: readonly string[]): CatalogQueryRequest {
  return {
    type: 'product',
    use: 'single',
    query: { filters: [{ field: 'sku', op: 'in', values: [...skus] }], facets: [] },
    size: skus.length,
    includeFields: ['id', 'sku', 'name', 'type_id', 'url_path', 'status', 'stock.is_in_stock'],
  }
}

const decimal = (cents: number): number => cents / 100

/** Magento's `price_info` of a product: prices including tax, the same without in tax_adjustments. */
function priceInfo(prices: PresentedPrices) {
  const side = (key: 'excl' | 'incl') => ({
    final_price: decimal(prices.final[key]),
    max_price: decimal(prices.final[key]),
    max_regular_price: decimal(prices.original[key]),
    minimal_regular_price: decimal(prices.original[key]),
    special_price: prices.special ? decimal(prices.special[key]) : null,
    minimal_price: decimal(prices.final[key]),
    regular_price: decimal(prices.original[key]),
  })
  return { ...side('incl'), extension_attributes: { tax_adjustments: side('excl') } }
}

/** The render list's `{ code, result: { items } }` from a catalogue answer of renderListQuery. */
export const RENDER_LIST_FORMAT: CatalogAnswerFormat = {
  kind: 'render-list',
  write(answer) {
    const sources =
      'rest' in answer
        ? answer.items.map((item) => JSON.parse(item.json) as Record<string, unknown>)
        : answer.items
    const items = sources.flatMap((source) => {
      const prices = source.prices as PresentedPrices | undefined
      if (!prices) return []
      const stock = source.stock as { is_in_stock?: unknown } | undefined
      return [
        {
          id: source.id,
          sku: source.sku,
          name: source.name,
          type: source.type_id,
          url: typeof source.url_path === 'string' ? `/${source.url_path}` : null,
          is_salable: Number(source.status) === 1 && stock?.is_in_stock !== false,
          currency_code: prices.currency,
          price_info: priceInfo(prices),
        },
      ]
    })
    return [JSON.stringify({ code: 200, result: { items } })]
  },
}
