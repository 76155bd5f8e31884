// The unit price of one product (spec 000 §4 "Prices", §6): the tax rate chosen from the tax rules
// for the product, customer group, country and region; the original price with tax; the special
// price when it applies; the customer group's tier price when tier pricing is enabled. The price a
// shopper pays (`final`) is the lowest of these. Totals refuse to compute without a country.
import type { CatalogueDecimal } from './money.js'
import { parseDecimalToMinor } from './money.js'
import type { PriceFreshness } from './price-freshness.js'
import { formatRefreshTime } from './price-freshness.js'
import type { SpecialPriceInput } from './special-price.js'
import { resolveSpecialPrice } from './special-price.js'
import type { TaxedPrice } from './tax.js'
import { computeTaxedPrice } from './tax.js'
import type { MISSING_TAX_COUNTRY_MESSAGE } from './tax-country.js'
import { requireTaxCountry } from './tax-country.js'
import type { TaxRule } from './tax-rules.js'
import { selectTaxRate } from './tax-rules.js'
import type { TierPrice } from './tier-price.js'
import { selectTierPrice } from './tier-price.js'

export interface PricedProduct extends SpecialPriceInput {
  readonly price: CatalogueDecimal
  readonly tax_class_id?: number | string | null
  readonly tier_prices?: readonly TierPrice[] | null
}

export interface PriceContext {
  readonly taxRules: readonly TaxRule[]
  /** The tax country: the shipping country or the store's resolved tax country. */
  readonly country: string | null | undefined
  readonly region?: string | null
  /** From resolveCustomerTaxClassId when group tax is active; omit otherwise. */
  readonly customerTaxClassId?: number | null
  /** True when catalogue prices include tax (store tax setting `sourcePriceIncludesTax`). */
  readonly sourcePriceIncludesTax: boolean
  readonly now: Date
  /** The shop's IANA time zone, in which catalogue dates are read (D90); Europe/Amsterdam if unset. */
  readonly timeZone?: string
  /** Tier prices apply only when `enabled` (off by default). */
  readonly tierPrices?: {
    readonly enabled?: boolean
    readonly groupId: number | undefined
    readonly qty?: number
  }
  /** False when the inputs came from a cache rather than fresh server data. */
  readonly isCurrent?: boolean
}

export interface ProductPrice extends PriceFreshness {
  /** What the shopper pays per unit: the lowest of original, special and tier price. */
  readonly final: TaxedPrice
  /** The regular price, shown struck through when `final` is lower. */
  readonly original: TaxedPrice
  /** The active special price, or null (spec: "otherwise the special price is 0"). */
  readonly special: TaxedPrice | null
  /** The applicable tier price, or null. */
  readonly tier: TaxedPrice | null
  /** Parts per million (21 % → 210000). */
  readonly ratePpm: number
  readonly taxRuleId?: number | string
}

export type ProductPriceResult =
  | { readonly ok: true; readonly price: ProductPrice }
  | { readonly ok: false; readonly error: typeof MISSING_TAX_COUNTRY_MESSAGE }

function lowerOf(a: TaxedPrice, b: TaxedPrice | null): TaxedPrice {
  return b !== null && b.incl < a.incl ? b : a
}

/** Computes a product's unit prices including and excluding tax. */
export function computeProductPrice(
  product: PricedProduct,
  context: PriceContext,
): ProductPriceResult {
  const country = requireTaxCountry(context.country)
  if (!country.ok) return country
  const { ratePpm, ruleId } = selectTaxRate(context.taxRules, {
    productTaxClassId: product.tax_class_id,
    customerTaxClassId: context.customerTaxClassId,
    country: country.country,
    region: context.region,
  })
  const taxed = (amount: number) =>
    computeTaxedPrice(amount, ratePpm, context.sourcePriceIncludesTax)

  const original = taxed(parseDecimalToMinor(product.price))
  const specialAmount = resolveSpecialPrice(product, context.now, context.timeZone)
  const special = specialAmount > 0 ? taxed(specialAmount) : null
  const tierAmount = context.tierPrices
    ? selectTierPrice(product.tier_prices, {
        enabled: context.tierPrices.enabled,
        groupId: context.tierPrices.groupId,
        qty: context.tierPrices.qty ?? 1,
      })
    : undefined
  const tier = tierAmount === undefined ? null : taxed(tierAmount)
  const final = lowerOf(lowerOf(original, special), tier)
  // Built as one literal (what stampPrice adds, without copying): every listed product and child
  // is priced on each catalogue answer.
  const isCurrent = context.isCurrent ?? true
  const refreshedAt = formatRefreshTime(context.now)
  const price =
    ruleId === undefined
      ? { final, original, special, tier, ratePpm, isCurrent, refreshedAt }
      : { final, original, special, tier, ratePpm, taxRuleId: ruleId, isCurrent, refreshedAt }
  return { ok: true, price }
}
