// The unit price of a resolved cart line, computed only with @vitrine/pricing (spec 000 §4
// "Prices"): the sold product's price with its special price window and tax rate for the tax
// country; a bundle's price summed from its chosen links; custom option prices on top.
import { computeBundlePrice } from '@vitrine/pricing/bundle-price'
import { applyCustomOptions, type CustomOptionValue } from '@vitrine/pricing/custom-options'
import { formatMinorAsDecimal, parseDecimalToMinor } from '@vitrine/pricing/money'
import { computeProductPrice } from '@vitrine/pricing/product-price'
import { computeTaxedPrice, type TaxedPrice } from '@vitrine/pricing/tax'
import type { TaxRule } from '@vitrine/pricing/tax-rules'
import type { CatalogueLookup, ProductRow, ResolvedLine } from './cart-line-resolution.js'

export interface LinePricingContext {
  taxRules: readonly TaxRule[]
  country: string
  sourcePriceIncludesTax: boolean
  now: Date
  /** The shop's time zone, in which special price windows are read (D90). */
  timeZone: string
}

export interface LinePrice {
  unitPrice: TaxedPrice
  ratePpm: number
}

function priceProduct(row: ProductRow, context: LinePricingContext) {
  const result = computeProductPrice(
    {
      price: formatMinorAsDecimal(row.priceCents),
      special_price:
        row.specialPriceCents === null ? null : formatMinorAsDecimal(row.specialPriceCents),
      special_from_date: row.specialFromDate,
      special_to_date: row.specialToDate,
      tax_class_id: row.taxClassId,
    },
    {
      taxRules: context.taxRules,
      country: context.country,
      sourcePriceIncludesTax: context.sourcePriceIncludesTax,
      now: context.now,
      timeZone: context.timeZone,
    },
  )
  // The engine always passes a country, so this only guards a broken store configuration.
  if (!result.ok) throw new Error(result.error)
  return result.price
}

function toOptionValue(
  value: ResolvedLine['customValues'][number],
  ratePpm: number,
  context: LinePricingContext,
): CustomOptionValue {
  if (value.priceType === 'percent') {
    return { option_type_id: value.optionTypeId, price_type: 'percent', price: value.price }
  }
  const taxed = computeTaxedPrice(
    parseDecimalToMinor(value.price),
    ratePpm,
    context.sourcePriceIncludesTax,
  )
  return {
    option_type_id: value.optionTypeId,
    price_type: 'fixed',
    price: formatMinorAsDecimal(taxed.excl),
    price_incl_tax: formatMinorAsDecimal(taxed.incl),
  }
}

function priceBundle(
  line: ResolvedLine,
  ratePpm: number,
  catalogue: CatalogueLookup,
  context: LinePricingContext,
): TaxedPrice {
  const options = (line.sold.options.bundleOptions ?? []).map((option) => ({
    option_id: option.optionId,
    product_links: option.links.map((link) => {
      const cents =
        link.price !== undefined
          ? parseDecimalToMinor(link.price)
          : (catalogue.get(link.sku)?.priceCents ?? 0)
      return {
        id: /^\d+$/.test(link.id) ? Number(link.id) : null,
        is_default: link.isDefault,
        qty: link.qty,
        unitPrice: computeTaxedPrice(cents, ratePpm, context.sourcePriceIncludesTax),
      }
    }),
  }))
  const selections = line.bundleSelections.map((selection) => ({
    option_id: selection.optionId,
    option_qty: selection.qty ?? null,
    option_selections: selection.selections.map(Number),
  }))
  return computeBundlePrice(options, selections)
}

export function priceCartLine(
  line: ResolvedLine,
  catalogue: CatalogueLookup,
  context: LinePricingContext,
): LinePrice {
  const product = priceProduct(line.sold, context)
  const base =
    line.sold.typeId === 'bundle'
      ? priceBundle(line, product.ratePpm, catalogue, context)
      : product.final
  const values = line.customValues.map((value) => toOptionValue(value, product.ratePpm, context))
  return { unitPrice: applyCustomOptions(base, values), ratePpm: product.ratePpm }
}
