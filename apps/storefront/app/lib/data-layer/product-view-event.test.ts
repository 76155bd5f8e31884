import { describe, expect, it } from 'vitest'
import { readProducts } from '../catalog/product-document'
import { describeViewedProduct } from './product-view-event'

const taxed = (incl: number) => ({ excl: incl, tax: 0, incl })
const priced = (incl: number) => ({ final: taxed(incl), original: taxed(incl), special: null })
const child = (sku: string, size: string, incl: number, inStock: boolean) => ({
  sku,
  status: 1,
  prices: priced(incl),
  stock: { qty: inStock ? 3 : 0, is_in_stock: inStock },
  custom_attributes: [{ attribute_code: 'size', value: size }],
})
const [dress] = readProducts([
  {
    id: 1,
    sku: 'DRS-1',
    name: 'Dress',
    type_id: 'configurable',
    status: 1,
    visibility: 4,
    price: 60,
    prices: priced(8195),
    category: [
      { category_id: 3, name: 'Women', slug: 'women-3', path: '1/2/3' },
      { category_id: 4, name: 'Clothing', slug: 'clothing-4', path: '1/2/3/4' },
    ],
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
      child('DRS-1-S', '5020', 7995, true),
      child('DRS-1-M', '5021', 8195, false),
    ],
  },
])

describe('the viewed product of view_item', () => {
  it('is the product at its first shown price with its category trail', () => {
    expect(
      describeViewedProduct({ product: dress!, linked: [], errors: {}, childSku: null }),
    ).toEqual({
      sku: 'DRS-1',
      name: 'Dress',
      priceCents: 8195,
      variantSku: null,
      categories: ['Women', 'Clothing'],
    })
  })

  it('takes the variant of the URL and its price', () => {
    expect(
      describeViewedProduct({ product: dress!, linked: [], errors: {}, childSku: 'DRS-1-S' }),
    ).toMatchObject({ priceCents: 7995, variantSku: 'DRS-1-S' })
  })
})
