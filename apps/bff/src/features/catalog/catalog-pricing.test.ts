import { describe, expect, it } from 'vitest'
import { priceProductDocument, type CatalogPricingContext } from './catalog-pricing.js'
import { addProductIndexFields, stripIndexFields } from './catalog-index-fields.js'

const taxRules = [
  {
    id: 1,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [
      { tax_country_id: 'NL', rate: 21 },
      { tax_country_id: 'DE', rate: 19 },
    ],
  },
]
const now = new Date('2026-11-01T12:00:00Z')
const nl: CatalogPricingContext = {
  taxRules,
  country: 'NL',
  sourcePriceIncludesTax: false,
  now,
  timeZone: 'Europe/Amsterdam',
}

const child = (sku: string, price: number, inStock: boolean, extra: object = {}) => ({
  sku,
  status: 1,
  price,
  tax_class_id: 2,
  stock: { is_in_stock: inStock },
  ...extra,
})

describe('priceProductDocument', () => {
  it('adds the Dutch shelf price including 21 % VAT in cents and as VSF decimals', () => {
    const priced = priceProductDocument(
      { sku: 'CAP', type_id: 'simple', price: 20.62, tax_class_id: 2 },
      nl,
    )
    expect(priced.prices).toEqual({
      currency: 'EUR',
      final: { excl: 2062, tax: 433, incl: 2495 },
      original: { excl: 2062, tax: 433, incl: 2495 },
      special: null,
    })
    expect(priced).toMatchObject({
      price_incl_tax: 24.95,
      final_price_incl_tax: 24.95,
      price: 20.62,
    })
  })

  it('uses the German rate for the German tax country and a running special price', () => {
    const priced = priceProductDocument(
      {
        sku: 'DRS',
        type_id: 'simple',
        price: 50,
        special_price: 40,
        special_from_date: '2026-10-01 00:00:00',
        special_to_date: null,
        tax_class_id: 2,
      },
      { ...nl, country: 'DE' },
    )
    expect(priced).toMatchObject({
      final_price_incl_tax: 47.6,
      original_price_incl_tax: 59.5,
      special_price_incl_tax: 47.6,
    })
  })

  it('ends a special price at the shop’s local time (STORE_TIME_ZONE, D90), not at UTC', () => {
    const product = {
      sku: 'CAP',
      type_id: 'simple',
      price: 50,
      special_price: 40,
      special_to_date: '2026-03-29 01:30:00',
      tax_class_id: 2,
    }
    // 01:00 UTC on the spring DST change is 03:00 in Amsterdam: the offer ended at 00:30 UTC.
    const at = new Date('2026-03-29T01:00:00Z')
    expect(priceProductDocument(product, { ...nl, now: at })).toMatchObject({
      special_price_incl_tax: null,
      final_price_incl_tax: 60.5,
    })
    expect(
      priceProductDocument(product, { ...nl, now: at, timeZone: 'America/New_York' }),
    ).toMatchObject({ special_price_incl_tax: 48.4 })
  })

  it('shows a configurable parent at its cheapest available child and prices every child', () => {
    const priced = priceProductDocument(
      {
        sku: 'SHT',
        type_id: 'configurable',
        price: 90,
        tax_class_id: 2,
        configurable_children: [
          child('SHT-S', 10, false),
          child('SHT-M', 30, true),
          child('SHT-L', 20, true, { status: 2 }),
        ],
      },
      nl,
    )
    expect(priced.price_incl_tax).toBe(36.3)
    const children = priced.configurable_children as Array<Record<string, unknown>>
    expect(children.map((entry) => entry.price_incl_tax)).toEqual([12.1, 36.3, 24.2])
  })
})

describe('index fields', () => {
  it('index a configurable with its available children values and shelf prices, and callers never see them', () => {
    const indexed = addProductIndexFields(
      {
        sku: 'SHT',
        type_id: 'configurable',
        price: 30,
        tax_class_id: 2,
        gender: 5035,
        configurable_children: [
          child('SHT-RED-S', 30, true, {
            custom_attributes: [{ attribute_code: 'color', value: '5005' }],
          }),
          child('SHT-BLUE-S', 30, false, { color: 5004 }),
        ],
      },
      {
        facetCodes: ['color', 'gender', 'size'],
        countries: ['NL', 'DE'],
        pricing: { taxRules, sourcePriceIncludesTax: false, now, timeZone: 'Europe/Amsterdam' },
      },
    )
    expect(indexed.search_facets).toEqual({ color: [5005], gender: [5035] })
    expect(indexed.search_prices).toEqual({ NL: 36.3, DE: 35.7 })
    const shown = stripIndexFields(indexed)
    expect(shown).not.toHaveProperty('search_facets')
    expect(shown).not.toHaveProperty('search_prices')
    expect(shown.sku).toBe('SHT')
  })
})
