// Server-side prices of product documents (spec 000 §4 "Prices", §6; ARCHITECTURE §3: prices are
// always computed by the server). Each product and each configurable child gets its prices for the
// store view's tax country and the caller's customer group, computed in cents by @vitrine/pricing:
// `prices` ({ final, original, special } as { excl, tax, incl } cents) and, for VSF1 callers, the
// decimal fields `price_incl_tax`, `price_tax`, `original_price_incl_tax`, `final_price_incl_tax`,
// `final_price_tax` and `special_price_incl_tax`. A configurable parent shows its cheapest
// available child (availability from @vitrine/variants).
import { selectCheapestAvailableChild } from '@vitrine/pricing/configurable-price'
import { convertMinorToDecimal } from '@vitrine/pricing/money'
import { computeProductPrice, type ProductPrice } from '@vitrine/pricing/product-price'
import type { TaxRule } from '@vitrine/pricing/tax-rules'
import { isVariantAvailable } from '@vitrine/variants/variant-child'

export interface CatalogPricingContext {
  taxRules: readonly TaxRule[]
  country: string
  sourcePriceIncludesTax: boolean
  /** The customer tax class when customer-group tax is active; undefined for guests. */
  customerTaxClassId?: number
  now: Date
  /** The shop's time zone: catalogue dates are its wall-clock times (D90). */
  timeZone: string
}

type Doc = Record<string, unknown>

const CURRENCY = 'EUR'

function readPrice(doc: Doc): number | string | undefined {
  const price = doc.price
  return typeof price === 'number' || typeof price === 'string' ? price : undefined
}

function readDate(value: unknown): string | number | null | undefined {
  return typeof value === 'string' || typeof value === 'number' || value === null
    ? value
    : undefined
}

/** The unit prices of one document (product or child), or undefined when it has no price. */
export function computeDocumentPrice(
  doc: Doc,
  context: CatalogPricingContext,
  inheritedTaxClassId?: unknown,
): ProductPrice | undefined {
  const price = readPrice(doc)
  if (price === undefined) return undefined
  const special = doc.special_price
  const taxClass = doc.tax_class_id ?? inheritedTaxClassId
  const result = computeProductPrice(
    {
      price,
      special_price: typeof special === 'number' || typeof special === 'string' ? special : null,
      special_from_date: readDate(doc.special_from_date),
      special_to_date: readDate(doc.special_to_date),
      tax_class_id: typeof taxClass === 'number' || typeof taxClass === 'string' ? taxClass : null,
    },
    {
      taxRules: context.taxRules,
      country: context.country,
      sourcePriceIncludesTax: context.sourcePriceIncludesTax,
      now: context.now,
      timeZone: context.timeZone,
      ...(context.customerTaxClassId === undefined
        ? {}
        : { customerTaxClassId: context.customerTaxClassId }),
    },
  )
  return result.ok ? result.price : undefined
}

function describePrice(price: ProductPrice): Doc {
  return {
    prices: {
      currency: CURRENCY,
      final: price.final,
      original: price.original,
      special: price.special,
    },
    price_incl_tax: convertMinorToDecimal(price.final.incl),
    price_tax: convertMinorToDecimal(price.final.tax),
    original_price_incl_tax: convertMinorToDecimal(price.original.incl),
    final_price_incl_tax: convertMinorToDecimal(price.final.incl),
    final_price_tax: convertMinorToDecimal(price.final.tax),
    special_price_incl_tax: price.special ? convertMinorToDecimal(price.special.incl) : null,
  }
}

function readChildren(doc: Doc): Doc[] | undefined {
  const children = doc.configurable_children
  return Array.isArray(children)
    ? children.filter((child): child is Doc => typeof child === 'object' && child !== null)
    : undefined
}

/** The price a product is shown with: a configurable's cheapest available child, else its own. */
export function computeShownPrice(
  doc: Doc,
  context: CatalogPricingContext,
): ProductPrice | undefined {
  const children = readChildren(doc)
  return selectShownPrice(doc, context, children, priceChildren(doc, children, context))
}

function priceChildren(
  doc: Doc,
  children: readonly Doc[] | undefined,
  context: CatalogPricingContext,
): (ProductPrice | undefined)[] | undefined {
  return children?.map((child) => computeDocumentPrice(child, context, doc.tax_class_id))
}

function selectShownPrice(
  doc: Doc,
  context: CatalogPricingContext,
  children: readonly Doc[] | undefined,
  childPrices: readonly (ProductPrice | undefined)[] | undefined,
): ProductPrice | undefined {
  const own = computeDocumentPrice(doc, context)
  if (doc.type_id !== 'configurable' || !children || !childPrices) return own
  const priced = children.flatMap((child, index) => {
    const price = childPrices[index]
    const available = isVariantAvailable({
      status: typeof child.status === 'number' ? child.status : null,
      stock: child.stock as { is_in_stock?: boolean } | null | undefined,
    })
    return price ? [{ available, price: price.final, full: price }] : []
  })
  return selectCheapestAvailableChild(priced)?.full ?? own
}

/** A copy of a product document with its prices and its children's prices added. */
export function priceProductDocument(doc: Doc, context: CatalogPricingContext): Doc {
  const children = readChildren(doc)
  // Each child is priced once, for the parent's shown price and for the child itself.
  const childPrices = priceChildren(doc, children, context)
  const shown = selectShownPrice(doc, context, children, childPrices)
  const priced: Doc = { ...doc, ...(shown ? describePrice(shown) : {}) }
  if (children && childPrices) {
    priced.configurable_children = children.map((child, index) => {
      const price = childPrices[index]
      return price ? { ...child, ...describePrice(price) } : child
    })
  }
  return priced
}
