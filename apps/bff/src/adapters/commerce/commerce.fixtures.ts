// A small hand-made catalogue with round prices for the commerce tests: a configurable tee with
// sizes (one size down to its last unit), a simple cap, a virtual gift card, a necklace with
// priced custom options and a bundle. Prices exclude tax (the store's source prices do), so with
// NL VAT 21 % the tee costs exactly €25.00 and the cap €20.00.
import {
  ProductSchema,
  type Product,
  type ProductDocument,
} from '@vitrine/contracts/catalog/product'
import { TaxRuleSchema, type TaxRule } from '@vitrine/contracts/catalog/tax-rule'

const stock = (qty: number, extra: Record<string, unknown> = {}) => ({
  qty,
  is_in_stock: qty > 0,
  manage_stock: true,
  ...extra,
})

/** A simple product with its own stock; `overrides` replaces any field. */
export function buildSimpleProduct(
  id: number,
  sku: string,
  price: number,
  qty: number,
  overrides: Partial<ProductDocument> = {},
): ProductDocument {
  return {
    id,
    sku,
    name: `Product ${sku}`,
    type_id: 'simple',
    status: 1,
    visibility: 4,
    price,
    tax_class_id: 2,
    stock: { ...stock(qty), product_id: id },
    ...overrides,
  }
}

export const fixtureProductDocuments: ProductDocument[] = [
  {
    id: 1,
    sku: 'TEE',
    name: 'Linen Tee',
    type_id: 'configurable',
    status: 1,
    visibility: 4,
    price: 20.66,
    tax_class_id: 2,
    stock: stock(0, { is_in_stock: true }),
    configurable_options: [
      {
        attribute_id: 142,
        attribute_code: 'size',
        label: 'Size',
        values: [
          { value_index: 5020, label: 'S' },
          { value_index: 5021, label: 'M' },
        ],
      },
    ],
    configurable_children: [
      { id: 2, sku: 'TEE-S', name: 'Linen Tee S', price: 20.66, size: 5020, stock: stock(10) },
      { id: 3, sku: 'TEE-M', name: 'Linen Tee M', price: 20.66, size: 5021, stock: stock(1) },
    ],
  },
  buildSimpleProduct(10, 'CAP', 16.53, 100, { name: 'Bucket Hat' }),
  buildSimpleProduct(20, 'GIFT', 25, 0, {
    name: 'Gift Card',
    type_id: 'virtual',
    tax_class_id: 0,
    stock: { qty: 0, is_in_stock: true, manage_stock: false },
    custom_options: [
      {
        option_id: 1,
        title: 'Personal message',
        type: 'area',
        price: 0,
        price_type: 'fixed',
      },
    ],
  }),
  buildSimpleProduct(30, 'NECK', 41.32, 5, {
    name: 'Pearl Necklace',
    custom_options: [
      {
        option_id: 2,
        title: 'Gift box',
        type: 'drop_down',
        values: [
          { option_type_id: 1, title: 'Gift box', price: 4.13, price_type: 'fixed' },
          { option_type_id: 2, title: 'Velvet box', price: 10, price_type: 'percent' },
        ],
      },
    ],
  }),
  {
    id: 40,
    sku: 'SET',
    name: 'Summer Set',
    type_id: 'bundle',
    status: 1,
    visibility: 4,
    price: 0,
    tax_class_id: 2,
    stock: stock(0, { is_in_stock: true }),
    bundle_options: [
      {
        option_id: 1,
        title: 'Hat',
        product_links: [{ id: 401, sku: 'CAP', qty: 1, is_default: true }],
      },
      {
        option_id: 2,
        title: 'Necklace',
        product_links: [{ id: 402, sku: 'NECK', qty: 1, is_default: true }],
      },
    ],
  },
]

export const fixtureTaxRuleDocuments = [
  {
    id: 1,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [
      { tax_country_id: 'NL', rate: 21, tax_region_id: 0 },
      { tax_country_id: 'DE', rate: 19, tax_region_id: 0 },
    ],
  },
  {
    id: 2,
    product_tax_class_ids: [7],
    customer_tax_class_ids: [3],
    rates: [
      { tax_country_id: 'NL', rate: 9, tax_region_id: 0 },
      { tax_country_id: 'DE', rate: 7, tax_region_id: 0 },
    ],
  },
]

export function parseProducts(documents: readonly ProductDocument[]): Product[] {
  return documents.map((document) => ProductSchema.parse(document))
}

export const fixtureCatalogue: { products: Product[]; taxRules: TaxRule[] } = {
  products: parseProducts(fixtureProductDocuments),
  taxRules: fixtureTaxRuleDocuments.map((rule) => TaxRuleSchema.parse(rule)),
}

/** The reference time of the commerce tests. */
export const fixtureNow = new Date('2026-11-10T12:00:00Z')
