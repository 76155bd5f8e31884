import { describe, expect, it } from 'vitest'
import {
  applyCustomOptionChoices,
  computeBundleShownPrice,
  createInitialBundleChoices,
  createInitialConfiguration,
  createInitialCustomChoices,
  resolveConfiguration,
  selectShownPrices,
} from './product-configuration'
import { readProducts } from './product-document'
import { formatSizeGuidePath } from './size-guide'

const taxed = (incl: number) => ({ excl: incl, tax: 0, incl })
const priced = (incl: number) => ({ final: taxed(incl), original: taxed(incl), special: null })
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
const [dress] = readProducts([
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

describe('configurable products', () => {
  it('start with the cheapest variant colour and no size; a child sku chooses everything', () => {
    expect(createInitialConfiguration(dress!, null)).toEqual({ color: '5005', size: null })
    expect(createInitialConfiguration(dress!, 'DRS-RED-M')).toEqual({ color: '5005', size: '5021' })
  })

  it('resolve a full configuration to its variant and its price', () => {
    const outcome = resolveConfiguration(dress!, { color: '5005', size: '5020' })
    expect(outcome).toMatchObject({ ok: true, complete: true, variant: { sku: 'DRS-RED-S' } })
    expect(selectShownPrices(dress!, outcome)?.final.incl).toBe(7995)
  })

  it("answer 'No such configuration' for a combination no variant has", () => {
    expect(resolveConfiguration(dress!, { color: '5003', size: '5021' })).toEqual({
      ok: false,
      error:
        'No such configuration for the product. Please do choose another combination of attributes.',
    })
  })
})

const [set, earring, cap] = readProducts([
  {
    id: 31,
    sku: 'SET-0001',
    name: 'City Gift Set',
    type_id: 'bundle',
    status: 1,
    visibility: 4,
    price: 86.73,
    bundle_options: [
      {
        option_id: 1,
        product_links: [
          { id: 3100, sku: 'EAR-0001', qty: 1, is_default: true },
          { id: 3101, sku: 'CAP-0001', qty: 2, is_default: false },
        ],
      },
    ],
    custom_options: [
      {
        option_id: 2,
        title: 'Gift box',
        type: 'radio',
        values: [
          { option_type_id: 1, title: 'Gift box', price: 10, price_type: 'percent' },
          {
            option_type_id: 2,
            title: 'With card',
            price: 1,
            price_type: 'fixed',
            price_incl_tax: 1.21,
          },
        ],
      },
    ],
  },
  {
    id: 23,
    sku: 'EAR-0001',
    name: 'Earrings',
    type_id: 'simple',
    status: 1,
    visibility: 4,
    price: 1,
    prices: priced(7999),
  },
  {
    id: 14,
    sku: 'CAP-0001',
    name: 'Cap',
    type_id: 'simple',
    status: 1,
    visibility: 4,
    price: 1,
    prices: priced(2495),
  },
])

describe('bundle and custom option prices', () => {
  it('sum the chosen bundle links from the BFF prices and follow a new choice', () => {
    const choices = createInitialBundleChoices(set!)
    expect(choices).toEqual({ '1': '3100' })
    expect(computeBundleShownPrice(set!, [earring!, cap!], choices)?.incl).toBe(7999)
    expect(computeBundleShownPrice(set!, [earring!, cap!], { '1': '3101' })?.incl).toBe(4990)
  })

  it('add the chosen custom option values; a radio starts on its first value', () => {
    const choices = createInitialCustomChoices(set!)
    expect(choices).toEqual({ '2': ['1'] })
    expect(applyCustomOptionChoices(taxed(5000), set!, choices).incl).toBe(5500)
    expect(applyCustomOptionChoices(taxed(5000), set!, { '2': ['2'] }).incl).toBe(5121)
  })
})

describe('formatSizeGuidePath (spec 001 §2)', () => {
  it('lower-cases the label and turns spaces into hyphens', () => {
    expect(formatSizeGuidePath('Summer Hats')).toBe('size-guide/summer-hats')
  })
})
