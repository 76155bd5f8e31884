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
import { dress, priced, taxed } from './dress-fixture.test-helpers'
import { readProducts } from './product-document'
import { formatSizeGuidePath } from './size-guide'

describe('configurable products', () => {
  it('start with the cheapest variant colour and no size; a child sku chooses everything', () => {
    expect(createInitialConfiguration(dress, null)).toEqual({ color: '5005', size: null })
    expect(createInitialConfiguration(dress, 'DRS-RED-M')).toEqual({ color: '5005', size: '5021' })
  })

  it('resolve a full configuration to its variant and its price', () => {
    const outcome = resolveConfiguration(dress, { color: '5005', size: '5020' })
    expect(outcome).toMatchObject({ ok: true, complete: true, variant: { sku: 'DRS-RED-S' } })
    expect(selectShownPrices(dress, outcome)?.final.incl).toBe(7995)
  })

  it("answer 'No such configuration' for a combination no variant has", () => {
    expect(resolveConfiguration(dress, { color: '5003', size: '5021' })).toEqual({
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
