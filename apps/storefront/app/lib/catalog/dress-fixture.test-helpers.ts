// The seed's showcase dress in small, for the tests of the product page's configuration: colours
// Navy (5003) and Red (5005), sizes S (5020) and M (5021); Navy M does not exist.
import { readProducts } from './product-document'

export const taxed = (incl: number) => ({ excl: incl, tax: 0, incl })
export const priced = (incl: number) => ({
  final: taxed(incl),
  original: taxed(incl),
  special: null,
})
const child = (sku: string, color: string, size: string, inStock = true, incl = 8195) => ({
  sku,
  status: 1,
  price_incl_tax: incl / 100,
  prices: priced(incl),
  stock: { qty: inStock ? 3 : 0, is_in_stock: inStock },
  custom_attributes: [
    { attribute_code: 'color', value: color },
    { attribute_code: 'size', value: size },
  ],
})
const [first] = readProducts([
  {
    id: 1,
    sku: 'DRS-0001',
    name: 'Summer Slip Dress',
    type_id: 'configurable',
    status: 1,
    visibility: 4,
    price: 67.73,
    prices: priced(8195),
    configurable_options: [
      {
        attribute_id: 93,
        attribute_code: 'color',
        label: 'Colour',
        values: [
          { value_index: 5003, label: 'Navy' },
          { value_index: 5005, label: 'Red' },
        ],
      },
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
      child('DRS-NAVY-S', '5003', '5020'),
      child('DRS-RED-S', '5005', '5020', true, 7995),
      child('DRS-RED-M', '5005', '5021'),
    ],
  },
])

export const dress = first!
