// Choosing the tax rate of a product from the catalogue's tax rules (spec 000 §3 "Tax rule").
// A rule applies when it lists the product's tax class and, when a customer tax class is given
// (customer-group tax active, spec 000 §6), that class too. Within the applicable rules, in order,
// the first rate for the country whose region matches wins: same region name, or a rate for the
// whole country (tax_region_id 0 or no region name). Products without a tax class (0 or missing)
// and products no rate matches are taxed at 0.
import type { CatalogueDecimal } from './money.js'
import { parseTaxPercentage } from './tax.js'

export interface TaxRuleRate {
  readonly rate: CatalogueDecimal
  readonly tax_country_id: string
  readonly region_name?: string | null
  readonly tax_region_id?: number | null
}

export interface TaxRule {
  readonly id: number | string
  readonly product_tax_class_ids: readonly number[]
  readonly customer_tax_class_ids: readonly number[]
  readonly rates: readonly TaxRuleRate[]
}

export interface TaxRateQuery {
  readonly productTaxClassId: number | string | null | undefined
  /** The customer tax class from the customer group; omit when group tax is not active. */
  readonly customerTaxClassId?: number | null
  readonly country: string
  readonly region?: string | null
}

export interface SelectedTaxRate {
  /** Parts per million of the price (21 % → 210000); 0 when no rule applies. */
  readonly ratePpm: number
  /** The rule the rate came from; undefined when no rule applies. */
  readonly ruleId?: number | string
}

function matchesRegion(rate: TaxRuleRate, region: string): boolean {
  return rate.region_name === region || rate.tax_region_id === 0 || !rate.region_name
}

/** Selects the tax rate for a product, a customer tax class, a country and a region. */
export function selectTaxRate(rules: readonly TaxRule[], query: TaxRateQuery): SelectedTaxRate {
  const productClass = Number(query.productTaxClassId)
  if (!Number.isInteger(productClass) || productClass <= 0) return { ratePpm: 0 }
  const customerClass = query.customerTaxClassId
  const country = query.country.toUpperCase()
  const region = query.region ?? ''
  for (const rule of rules) {
    if (!rule.product_tax_class_ids.includes(productClass)) continue
    if (typeof customerClass === 'number' && !rule.customer_tax_class_ids.includes(customerClass)) {
      continue
    }
    const rate = rule.rates.find(
      (candidate) =>
        candidate.tax_country_id.toUpperCase() === country && matchesRegion(candidate, region),
    )
    if (rate) return { ratePpm: parseTaxPercentage(rate.rate), ruleId: rule.id }
  }
  return { ratePpm: 0 }
}
