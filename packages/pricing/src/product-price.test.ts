import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { PriceContext } from './product-price.js'
import { computeProductPrice } from './product-price.js'
import { MISSING_TAX_COUNTRY_MESSAGE } from './tax-country.js'
import type { TaxRule } from './tax-rules.js'

const taxRules: TaxRule[] = [
  {
    id: 1,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [3],
    rates: [
      { rate: 21, tax_country_id: 'NL', region_name: '*', tax_region_id: 0 },
      { rate: 19, tax_country_id: 'DE', region_name: '*', tax_region_id: 0 },
    ],
  },
  {
    id: 2,
    product_tax_class_ids: [2],
    customer_tax_class_ids: [4],
    rates: [{ rate: 0, tax_country_id: 'NL', region_name: '*', tax_region_id: 0 }],
  },
]

const now = new Date('2025-03-15T12:00:00Z')
const context: PriceContext = { taxRules, country: 'NL', sourcePriceIncludesTax: false, now }

function priceOf(product: Parameters<typeof computeProductPrice>[0], overrides = {}) {
  const result = computeProductPrice(product, { ...context, ...overrides })
  if (!result.ok) throw new Error(result.error)
  return result.price
}

describe('computeProductPrice: a product unit price incl. and excl. tax', () => {
  it('adds the country rate to a price excluding tax', () => {
    const price = priceOf({ price: 20.62, tax_class_id: 2 })
    expect(price.final).toEqual({ excl: 2062, tax: 433, incl: 2495 })
    expect(price.original).toEqual(price.final)
    expect(price.special).toBeNull()
    expect(price.tier).toBeNull()
    expect(price.ratePpm).toBe(210000)
    expect(price.taxRuleId).toBe(1)
  })

  it.each([
    ['the German rate for DE', { country: 'DE' }, { excl: 2062, tax: 392, incl: 2454 }],
    [
      'splits a price that includes tax',
      { sourcePriceIncludesTax: true },
      { excl: 1704, tax: 358, incl: 2062 },
    ],
    [
      'the customer tax class of the group selects its rule',
      { customerTaxClassId: 4 },
      { excl: 2062, tax: 0, incl: 2062 },
    ],
    ['no tax for a country without rates', { country: 'FR' }, { excl: 2062, tax: 0, incl: 2062 }],
  ])('%s', (_name, overrides, final) => {
    expect(priceOf({ price: 20.62, tax_class_id: 2 }, overrides).final).toEqual(final)
  })

  it('a product without tax class is not taxed and names no rule', () => {
    const price = priceOf({ price: 10 })
    expect(price.final).toEqual({ excl: 1000, tax: 0, incl: 1000 })
    expect(price).not.toHaveProperty('taxRuleId')
  })

  it('refuses to compute without a country, with the spec text', () => {
    expect(computeProductPrice({ price: 10 }, { ...context, country: undefined })).toEqual({
      ok: false,
      error: MISSING_TAX_COUNTRY_MESSAGE,
    })
  })

  it('an active special price becomes the final price; the original stays for display', () => {
    const price = priceOf({
      price: 30,
      special_price: 20,
      special_from_date: '2025-03-01',
      special_to_date: '2025-03-31',
      tax_class_id: 2,
    })
    expect(price.final).toEqual({ excl: 2000, tax: 420, incl: 2420 })
    expect(price.special).toEqual(price.final)
    expect(price.original).toEqual({ excl: 3000, tax: 630, incl: 3630 })
  })

  it('a special price outside its window is 0 (null) and the original price applies', () => {
    const price = priceOf({ price: 30, special_price: 20, special_to_date: '2025-03-01' })
    expect(price.special).toBeNull()
    expect(price.final.excl).toBe(3000)
  })

  it.each([
    ['tier prices are off by default', undefined, 3000, null],
    ['tier prices off when disabled', { enabled: false, groupId: 1, qty: 10 }, 3000, null],
    [
      'the tier price for the group and quantity',
      { enabled: true, groupId: 1, qty: 10 },
      2500,
      2500,
    ],
    [
      'below its quantity the tier does not apply',
      { enabled: true, groupId: 1, qty: 2 },
      3000,
      null,
    ],
    ['quantity 1 when none is given', { enabled: true, groupId: 1 }, 3000, null],
    [
      'a tier price above the special price leaves the special price',
      { enabled: true, groupId: 2, qty: 1 },
      2800,
      2900,
    ],
  ])('%s', (_name, tierPrices, finalExcl, tierExcl) => {
    const price = priceOf(
      {
        price: 30,
        special_price: tierExcl === 2900 ? 28 : null,
        tier_prices: [
          { customer_group_id: 1, qty: 5, value: 25 },
          { customer_group_id: 2, qty: 1, value: 29 },
        ],
      },
      { tierPrices },
    )
    expect(price.final.excl).toBe(finalExcl)
    expect(price.tier?.excl ?? null).toBe(tierExcl)
  })

  it('is flagged current with its refresh time, or not current when computed from a cache', () => {
    expect(priceOf({ price: 10 })).toMatchObject({
      isCurrent: true,
      refreshedAt: '2025-03-15T12:00:00.000Z',
    })
    expect(priceOf({ price: 10 }, { isCurrent: false }).isCurrent).toBe(false)
  })

  it('property: the final price is never above the original and incl = excl + tax', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.option(fc.integer({ min: 0, max: 1_000_000 })),
        fc.boolean(),
        fc.constantFrom('NL', 'DE', 'FR'),
        (price, special, includesTax, country) => {
          const result = priceOf(
            {
              price: price / 100,
              special_price: special === null ? null : special / 100,
              tax_class_id: 2,
            },
            { sourcePriceIncludesTax: includesTax, country },
          )
          expect(result.final.incl).toBeLessThanOrEqual(result.original.incl)
          for (const part of [result.final, result.original]) {
            expect(part.incl).toBe(part.excl + part.tax)
          }
        },
      ),
    )
  })
})
