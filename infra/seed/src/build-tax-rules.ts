// NL and DE VAT (spec 000 §9: default tax country NL) as VSF1 tax rule documents. One rule per
// product tax class carrying both countries' rates, because the VSF1 tax calculator takes the first
// rule matching the product's class and then looks for the store's country among its rates.
import type { TaxRuleDocument } from '@vitrine/contracts/catalog/tax-rule'

/** Magento's product tax classes used by the seed (0 = none, for gift cards). */
export const taxClasses = { none: 0, standard: 2, reduced: 7 } as const
/** Magento's "Retail Customer" customer tax class. */
export const retailCustomerTaxClass = 3

/** The VAT percentages per country and class; NL is the shelf-price country. */
export const vatRates = {
  NL: { standard: 21, reduced: 9 },
  DE: { standard: 19, reduced: 7 },
} as const

export function buildTaxRules(): TaxRuleDocument[] {
  const rule = (
    id: number,
    code: string,
    taxClass: 'standard' | 'reduced',
    firstRateId: number,
  ) => ({
    id,
    code,
    priority: 0,
    position: 0,
    customer_tax_class_ids: [retailCustomerTaxClass],
    product_tax_class_ids: [taxClasses[taxClass]],
    tax_rate_ids: [firstRateId, firstRateId + 1],
    calculate_subtotal: false,
    rates: (['NL', 'DE'] as const).map((country, index) => ({
      id: firstRateId + index,
      tax_country_id: country,
      tax_region_id: 0,
      region_name: null,
      tax_postcode: '*',
      rate: vatRates[country][taxClass],
      code: `VAT${vatRates[country][taxClass]}-${country}`,
      titles: [],
    })),
  })
  return [rule(1, 'Standard VAT', 'standard', 1), rule(2, 'Reduced VAT', 'reduced', 3)]
}
