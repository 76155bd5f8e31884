import { describe, expect, it } from 'vitest'
import {
  createInitialConfiguration,
  resolveConfiguration,
} from '~/lib/catalog/product-configuration'
import type { ProductCardView } from '~/lib/catalog/product-card'
import { readProducts, type ShownProduct } from '~/lib/catalog/product-document'
import type { ProductPageData } from '~/lib/catalog/product-page-data'
import { buildConfigurableToAdd } from '~/lib/cart/product-to-add'
import { trimProductPageData } from './product-page-trim.server'

const taxed = (incl: number) => ({ excl: incl - 100, tax: 100, incl })
const priced = (incl: number) => ({ final: taxed(incl), original: taxed(incl), special: null })

const child = (sku: string, size: number, incl: number, inStock = true) => ({
  id: 7,
  sku,
  name: `Dress ${sku}`,
  status: 1,
  visibility: 1,
  price: 67.73,
  final_price: 67.73,
  special_price: null,
  special_from_date: '2026-10-17 00:00:00',
  special_to_date: '2026-11-15 23:59:59',
  regular_price: 67.73,
  price_tax: 14.22,
  price_incl_tax: incl / 100,
  original_price_incl_tax: 81.95,
  final_price_incl_tax: 81.95,
  final_price_tax: 14.22,
  special_price_incl_tax: null,
  tax_class_id: 2,
  url_key: `dress-${sku}`,
  slug: `dress-${sku}-7`,
  image: `/d/r/${sku}.jpg`,
  small_image: `/d/r/${sku}.jpg`,
  thumbnail: `/d/r/${sku}.jpg`,
  stock: {
    product_id: 7,
    item_id: 7,
    qty: inStock ? 3 : 0,
    is_in_stock: inStock,
    max_sale_qty: 10,
  },
  color: 5003,
  size,
  custom_attributes: [
    { attribute_code: 'color', value: '5003' },
    { attribute_code: 'size', value: String(size) },
  ],
  prices: priced(incl),
})

const [dress, member, sibling] = readProducts([
  {
    id: 1,
    sku: 'DRS-0001',
    name: 'Summer Slip Dress',
    type_id: 'configurable',
    status: 1,
    visibility: 4,
    prices: priced(8195),
    configurable_options: [
      {
        attribute_id: 93,
        attribute_code: 'color',
        label: 'Colour',
        values: [{ value_index: 5003, label: 'Navy' }],
      },
      {
        attribute_id: 142,
        attribute_code: 'size',
        label: 'Size',
        values: [
          { value_index: 5019, label: 'XS' },
          { value_index: 5020, label: 'S' },
        ],
      },
    ],
    configurable_children: [
      child('DRS-NAVY-XS', 5019, 8195, false),
      child('DRS-NAVY-S', 5020, 7995),
    ],
    product_links: [
      { sku: 'DRS-0001', link_type: 'colorrelation', linked_product_sku: 'DRS-0002' },
      { sku: 'DRS-0001', link_type: 'associated', linked_product_sku: 'CAP-0001' },
    ],
  },
  { sku: 'CAP-0001', name: 'Cap', type_id: 'simple', status: 1, visibility: 4 },
  { sku: 'DRS-0002', name: 'Red Summer Slip Dress', type_id: 'configurable', status: 1 },
]) as [ShownProduct, ShownProduct, ShownProduct]

const metadata = [
  {
    attribute_id: 93,
    attribute_code: 'color',
    frontend_input: 'select',
    label: 'Kleur',
    is_filterable: true,
    options: [
      { value: '5001', label: 'Zwart' },
      { value: '5003', label: 'Marineblauw' },
    ],
  },
  {
    attribute_id: 142,
    attribute_code: 'size',
    frontend_input: 'select',
    label: 'Maat',
    is_filterable: true,
    options: [
      { value: '5019', label: 'XS' },
      { value: '5020', label: 'S' },
      { value: '5021', label: 'M' },
    ],
  },
  {
    attribute_id: 200,
    attribute_code: 'product_tags',
    frontend_input: 'multiselect',
    label: 'Tags',
    is_filterable: false,
    options: [{ value: '1', label: 'Vintage' }],
  },
]

const page: ProductPageData = {
  product: dress,
  errors: {},
  specialUntil: null,
  linked: [member, sibling],
  metadata,
  breadcrumbs: [],
  childSku: null,
  sizeGuidePath: null,
  colours: [],
  card: { sku: 'DRS-0001' } as ProductCardView,
  reviews: null,
}

describe('the product page data the browser gets', () => {
  const trimmed = trimProductPageData(page)
  const [outOfStock, inStock] = trimmed.product.configurable_children ?? []

  it('keeps what the variant rules, the price and the cart line read of each child', () => {
    expect(inStock).toEqual({
      sku: 'DRS-NAVY-S',
      name: 'Dress DRS-NAVY-S',
      status: 1,
      price_incl_tax: 79.95,
      image: '/d/r/DRS-NAVY-S.jpg',
      stock: { qty: 3, is_in_stock: true },
      color: 5003,
      size: 5020,
      custom_attributes: [
        { attribute_code: 'color', value: '5003' },
        { attribute_code: 'size', value: '5020' },
      ],
      prices: priced(7995),
    })
    expect(outOfStock?.stock).toEqual({ qty: 0, is_in_stock: false })
  })

  it('still chooses, prices and adds the same variant as the whole document', () => {
    for (const product of [dress, trimmed.product]) {
      const configuration = createInitialConfiguration(product, 'DRS-NAVY-S')
      const outcome = resolveConfiguration(product, configuration)
      expect(outcome).toMatchObject({ ok: true, complete: true, variant: { sku: 'DRS-NAVY-S' } })
      if (!outcome.ok) continue
      expect(buildConfigurableToAdd(product, outcome.variant)).toMatchObject({
        sku: 'DRS-NAVY-S',
        image: '/d/r/DRS-NAVY-S.jpg',
        price_incl_tax: 7995,
        product_option: {
          extension_attributes: {
            configurable_item_options: [
              { option_id: 93, option_value: '5003' },
              { option_id: 142, option_value: '5020' },
            ],
          },
        },
      })
    }
  })

  it("leaves out the other store views' slugs, which became the page's alternates (D180)", () => {
    const withSlugs = { ...page, product: { ...dress, store_slugs: { default: 'a', nl: 'b' } } }
    expect(trimProductPageData(withSlugs).product).not.toHaveProperty('store_slugs')
  })

  it('keeps the grouped members and leaves out the colour siblings (linked through colours)', () => {
    expect(trimmed.linked.map((product) => product.sku)).toEqual(['CAP-0001'])
  })

  it("keeps the labels of the pickers' attributes and offered values only", () => {
    expect(trimmed.metadata.map((attribute) => attribute.attribute_code)).toEqual(['color', 'size'])
    expect(trimmed.metadata[0]?.options).toEqual([{ value: '5003', label: 'Marineblauw' }])
    expect(trimmed.metadata[1]?.options.map((option) => option.label)).toEqual(['XS', 'S'])
  })

  it('leaves the product itself and the rest of the page as they are', () => {
    const { configurable_children: _children, ...rest } = trimmed.product
    const { configurable_children: _whole, ...whole } = dress
    expect(rest).toEqual(whole)
    expect(trimmed.card).toBe(page.card)
  })
})
