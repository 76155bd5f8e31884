// Test data for the search contract: six products small enough to reason about by hand, shaped like
// the VSF1 product documents (sku, name, category list, configurable children), and the query
// parts of spec 000 §9 (text settings, price ranges). Used by search.contract.ts only.
import type { SearchDocument, SearchQuery, SearchResult, TextQuery } from './search.port.js'

export const fixtureProducts: SearchDocument[] = [
  {
    sku: 'P-1001',
    name: 'Rosa Hoodie',
    category: [{ category_id: 11, name: 'Sweaters' }],
    category_ids: [2, 11],
    color: 'red',
    final_price: 49.99,
    special_price: 39.99,
    created_at: '2026-03-01 10:00:00',
    configurable_children: [
      { sku: 'P-1001-S', size: 'S', color: 'red' },
      { sku: 'P-1001-M', size: 'M', color: 'red' },
    ],
  },
  {
    sku: 'P-1002',
    name: 'Denim Jacket',
    category: [{ category_id: 12, name: 'Jackets' }],
    category_ids: [2, 12],
    color: 'blue',
    final_price: 50,
    special_price: null,
    created_at: '2025-11-20 08:30:00',
    configurable_children: [
      { sku: 'P-1002-L', size: 'L', color: 'blue' },
      { sku: 'P-1002-XL', size: 'XL', color: 'blue' },
    ],
  },
  {
    sku: 'P-1003',
    name: 'Linen Shirt',
    category: [{ category_id: 13, name: 'Shirts' }],
    category_ids: [2, 13],
    color: 'white',
    final_price: 100,
    created_at: '2026-06-15 00:00:00',
    configurable_children: [
      { sku: 'P-1003-M', size: 'M', color: 'white' },
      { sku: 'P-1003-L', size: 'L', color: 'white' },
    ],
  },
  {
    sku: 'LINEN-7',
    name: 'Canvas Tote',
    category: [{ category_id: 14, name: 'Bags' }],
    category_ids: [2, 14],
    color: 'red',
    final_price: 150,
    created_at: '2024-12-31 23:59:59',
  },
  {
    sku: 'P-1005',
    name: 'Summer Scarf',
    category: [{ category_id: 15, name: 'Linen Goods' }],
    category_ids: [2, 15],
    color: 'blue',
    final_price: 99.99,
    created_at: '2026-01-01 00:00:00',
  },
  {
    sku: 'P-1006',
    name: 'Wool Beanie',
    category: [{ category_id: 16, name: 'Hats' }],
    category_ids: [2, 16],
    color: 'blue',
    created_at: '2026-02-01 12:00:00',
    configurable_children: [{ sku: 'P-1006-M', size: 'M', color: 'blue' }],
  },
]

/** spec 000 §9: fuzziness 2, minimum match 75 %, minimum score 0.02, boosts 4 / 2 / 1. */
export function buildTextQuery(text: string): TextQuery {
  return {
    text,
    fields: [
      { field: 'name', boost: 4 },
      { field: 'sku', boost: 2 },
      { field: 'category.name', boost: 1 },
    ],
    fuzziness: 2,
    minimumShouldMatch: 0.75,
    minScore: 0.02,
  }
}

/** spec 000 §9: price filter ranges 0-50, 50-100, 100-150, 150 and up. */
export const priceRanges = [
  { key: '0-50', from: 0, to: 50 },
  { key: '50-100', from: 50, to: 100 },
  { key: '100-150', from: 100, to: 150 },
  { key: '150-*', from: 150 },
] as const

export function buildQuery(parts: Partial<SearchQuery> = {}): SearchQuery {
  return {
    entity: 'product',
    filters: [],
    facetFilters: [],
    aggregations: [],
    sort: [],
    from: 0,
    size: 50,
    ...parts,
  }
}

export function listSkus(result: SearchResult): unknown[] {
  return result.hits.map((hit) => hit.sku)
}
