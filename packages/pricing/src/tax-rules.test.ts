import { describe, expect, it } from 'vitest'
import type { TaxRule } from './tax-rules.js'
import { selectTaxRate } from './tax-rules.js'

const rules: TaxRule[] = [
  {
    id: 1,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [
      { rate: 21, tax_country_id: 'NL', region_name: '*', tax_region_id: 0 },
      { rate: '19.0000', tax_country_id: 'DE', region_name: '', tax_region_id: 0 },
      { rate: 23, tax_country_id: 'PL', region_name: 'Mazowieckie', tax_region_id: 7 },
      { rate: 22, tax_country_id: 'PL', region_name: null, tax_region_id: null },
    ],
  },
  {
    id: 2,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [5],
    rates: [{ rate: 0, tax_country_id: 'NL', region_name: '*', tax_region_id: 0 }],
  },
  {
    id: 3,
    product_tax_class_ids: [4],
    customer_tax_class_ids: [3, 5],
    rates: [
      { rate: 9, tax_country_id: 'NL', region_name: 'Utrecht', tax_region_id: 12 },
      { rate: 7, tax_country_id: 'DE', tax_region_id: 0 },
    ],
  },
]

describe('selectTaxRate: rate by product class, customer class, country and region', () => {
  it.each([
    ['the country rate for the product class', { productTaxClassId: 2, country: 'NL' }, 210000, 1],
    ['another country of the same rule', { productTaxClassId: 2, country: 'DE' }, 190000, 1],
    ['a product class given as text', { productTaxClassId: '2', country: 'nl' }, 210000, 1],
    [
      'the customer tax class picks the rule',
      { productTaxClassId: 2, customerTaxClassId: 5, country: 'NL' },
      0,
      2,
    ],
    [
      'the default customer class',
      { productTaxClassId: 2, customerTaxClassId: 3, country: 'NL' },
      210000,
      1,
    ],
    [
      'a matching region name',
      { productTaxClassId: 2, country: 'PL', region: 'Mazowieckie' },
      230000,
      1,
    ],
    [
      'a whole-country rate for another region',
      { productTaxClassId: 2, country: 'PL', region: 'Opolskie' },
      220000,
      1,
    ],
    [
      'a region-specific rate only for its region',
      { productTaxClassId: 4, country: 'NL', region: 'Utrecht' },
      90000,
      3,
    ],
    [
      'a rate without region fields covers the country',
      { productTaxClassId: 4, country: 'DE' },
      70000,
      3,
    ],
  ])('%s', (_name, query, ratePpm, ruleId) => {
    expect(selectTaxRate(rules, query)).toEqual({ ratePpm, ruleId })
  })

  it.each([
    ['a product without tax class', { productTaxClassId: 0, country: 'NL' }],
    ['a missing tax class', { productTaxClassId: null, country: 'NL' }],
    ['an unreadable tax class', { productTaxClassId: 'none', country: 'NL' }],
    ['an unknown product class', { productTaxClassId: 9, country: 'NL' }],
    ['a country without rates', { productTaxClassId: 2, country: 'FR' }],
    [
      'a customer class no rule lists',
      { productTaxClassId: 2, customerTaxClassId: 8, country: 'NL' },
    ],
    [
      'a region rate for another region',
      { productTaxClassId: 4, country: 'NL', region: 'Zeeland' },
    ],
  ])('%s is taxed at 0', (_name, query) => {
    expect(selectTaxRate(rules, query)).toEqual({ ratePpm: 0 })
  })
})
