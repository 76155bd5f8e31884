// The catalogue bench's scenarios, built from the generated catalogue itself so
// each rotates through many distinct requests: text search, a category listing with three filters
// and aggregations, a sku lookup. Shared by catalog.bench.mjs and profiling runs.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export function readNdjson(seedDir, file) {
  return readFileSync(join(seedDir, file), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line))
}

/** Simple, enabled, in-stock products with at least 50 units: skus a bench can put in carts. */
export function pickSellableSkus(seedDir, limit = Infinity) {
  return readNdjson(seedDir, 'product.ndjson')
    .filter(
      (p) =>
        p.type_id === 'simple' &&
        Number(p.status) === 1 &&
        p.stock?.is_in_stock !== false &&
        Number(p.stock?.qty ?? 0) >= 50,
    )
    .map((p) => p.sku)
    .slice(0, limit)
}

/**
 * What a listing or search asks for: vue-storefront 1's default `entities.productList.includeFields`
 * (the fields a product tile shows and prices with), not whole documents. A product page (the sku
 * lookup) asks for the whole document.
 */
export const LISTING_INCLUDE_FIELDS = [
  'type_id',
  'sku',
  'product_links',
  'tax_class_id',
  'special_price',
  'special_to_date',
  'special_from_date',
  'name',
  'price',
  'price_incl_tax',
  'original_price_incl_tax',
  'original_price',
  'special_price_incl_tax',
  'id',
  'image',
  'sale',
  'new',
  'url_path',
  'url_key',
  'status',
  'tier_prices',
  'configurable_children.sku',
  'configurable_children.price',
  'configurable_children.special_price',
  'configurable_children.price_incl_tax',
  'configurable_children.special_price_incl_tax',
  'configurable_children.original_price',
  'configurable_children.original_price_incl_tax',
]

/** Many distinct requests per scenario, taken from the generated catalogue itself. */
export function buildCatalogScenarios(seedDir) {
  const products = readNdjson(seedDir, 'product.ndjson')
  const categories = readNdjson(seedDir, 'category.ndjson')
  const attributes = readNdjson(seedDir, 'attribute.ndjson')
  const optionIds = (code) =>
    (attributes.find((a) => a.attribute_code === code)?.options ?? []).map((o) => o.value)
  const colors = optionIds('color')
  const sizes = optionIds('size')
  const listed = products.filter((p) => Number(p.visibility) >= 2 && Number(p.status) === 1)
  const words = [...new Set(listed.flatMap((p) => String(p.name).toLowerCase().split(/\s+/)))]
    .filter((w) => w.length >= 4)
    .slice(0, 200)
  const leafCategories = categories.filter((c) => Number(c.level) >= 3).slice(0, 100)
  const post = (body) => ({
    method: 'POST',
    path: '/api/catalog',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  return {
    'text search': words.map((text) =>
      post({
        type: 'product',
        query: { text },
        size: 18,
        includeFields: LISTING_INCLUDE_FIELDS,
      }),
    ),
    'category listing, 3 filters + aggregations': leafCategories.flatMap((category, i) =>
      [0, 1].map((shift) =>
        post({
          type: 'product',
          use: 'listing',
          query: {
            filters: [{ field: 'category_ids', op: 'in', values: [Number(category.id)] }],
            facets: [
              { field: 'color', values: [colors[(i + shift) % colors.length]] },
              { field: 'size', values: [sizes[(i + 2 * shift) % sizes.length]] },
            ],
          },
          size: 50,
          includeFields: LISTING_INCLUDE_FIELDS,
        }),
      ),
    ),
    'sku lookup': listed.slice(0, 500).map((product) =>
      post({
        type: 'product',
        use: 'single',
        query: { filters: [{ field: 'sku', op: 'eq', value: product.sku }] },
        size: 1,
      }),
    ),
  }
}
