// Evaluates a stored cart the way every cart answer needs it: each line resolved and priced for
// the tax country (the shipping address country, else the store view's tax country; spec 000 §5,
// §9), the usable coupons, the shipping and payment methods on offer, and the totals.
import { resolveTaxCountry } from '@vitrine/pricing/tax-country'
import { selectTaxRate } from '@vitrine/pricing/tax-rules'
import type { CatalogueReferenceCache } from '../catalogue/catalogue-reference-cache.js'
import { priceCartLine, type LinePrice, type LinePricingContext } from './cart-line-pricing.js'
import { resolveCartLine, type CatalogueLookup, type ResolvedLine } from './cart-line-resolution.js'
import {
  loadCatalogueRows,
  loadTaxRules,
  readCartItemRows,
  type CartItemRow,
  type CartRow,
} from './cart-store.js'
import {
  computeCartTotals,
  computeSubtotal,
  offerPaymentMethods,
  offerShippingMethods,
  type ShippingSettings,
} from './cart-totals.js'
import type {
  CartLine,
  CartTotals,
  PaymentMethodOffer,
  PricingScope,
  ProductOptionInput,
  ShippingMethodOffer,
} from './cart.types.js'
import type { CommerceDb } from '../db/database.js'
import { findCouponRows } from '../coupons/coupon-store.js'
import { checkCouponUsable, computeCouponDiscount } from '../coupons/coupon-rules.js'

export interface EngineSettings extends ShippingSettings {
  /** The product tax class whose rate shipping and payment costs carry. */
  shippingTaxClassId: number
  now: () => Date
  /** STORE_TIME_ZONE: special price windows are the shop's wall-clock times (D90). */
  timeZone: string
  /** Product rows and tax rules kept in memory for cart answers; absent: always read fresh. */
  reference?: CatalogueReferenceCache
}

/** The settings without the reference cache: order placement prices with fresh catalogue rows. */
export function withFreshCatalogue(settings: EngineSettings): EngineSettings {
  const fresh = { ...settings }
  delete fresh.reference
  return fresh
}

export interface CartEvaluation {
  country: string
  /** Every stored line, priced or not (a line whose product left the catalogue is not). */
  items: CartItemRow[]
  /** What the lines were priced with, to price one more line the same way. */
  pricing: LinePricingContext
  lines: CartLine[]
  resolved: Map<number, ResolvedLine>
  shippingMethods: ShippingMethodOffer[]
  paymentMethods: PaymentMethodOffer[]
  totals: CartTotals
}

export function resolveCartCountry(cart: CartRow, scope: PricingScope): string {
  return (cart.shippingAddress?.country_id ?? resolveTaxCountry(scope.storeView.tax)).toUpperCase()
}

/** A stored line as the cart shows it, priced with `price`. */
export function toCartLine(
  item: Pick<CartItemRow, 'itemId' | 'cartId' | 'sku' | 'parentSku' | 'qty' | 'productType'> & {
    productOption: unknown
  },
  line: ResolvedLine,
  price: LinePrice,
): CartLine {
  return {
    itemId: item.itemId,
    cartId: item.cartId,
    sku: item.sku,
    parentSku: item.parentSku,
    name: line.name,
    qty: item.qty,
    productType: item.productType,
    productOption: item.productOption as ProductOptionInput | null,
    unitPrice: price.unitPrice,
    taxPercentPpm: price.ratePpm,
    options: line.labels,
  }
}

/** Lines whose product left the catalogue (or was disabled) are not shown, priced or sold. */
function resolveStoredLine(item: CartItemRow, catalogue: CatalogueLookup) {
  try {
    return resolveCartLine(item.sku, item.productOption, catalogue)
  } catch {
    return null
  }
}

export interface EvaluationOptions {
  /** The tax country instead of the cart's (shipping estimates for an address). */
  countryOverride?: string | undefined
  /** The cart's lines when already read (requireCartWithItems); else read here. */
  items?: CartItemRow[] | undefined
}

/** A cart's stored lines resolved against the catalogue, with what they are priced with. */
export interface ResolvedCartItems {
  country: string
  catalogue: CatalogueLookup
  pricing: LinePricingContext
  /** The lines still sold, by item id (a line whose product left the catalogue is not). */
  resolved: Map<number, ResolvedLine>
}

/** Resolves a cart's stored lines and sets up their pricing (the catalogue rows, tax country). */
export async function resolveCartItems(
  db: CommerceDb,
  cart: CartRow,
  items: readonly CartItemRow[],
  scope: PricingScope,
  settings: EngineSettings,
  countryOverride?: string,
): Promise<ResolvedCartItems> {
  const [catalogue, taxRules] = await Promise.all([
    loadCatalogueRows(
      db,
      items.map((item) => item.sku),
      settings.reference,
    ),
    loadTaxRules(db, settings.reference),
  ])
  const country = (countryOverride ?? resolveCartCountry(cart, scope)).toUpperCase()
  const pricing: LinePricingContext = {
    taxRules,
    country,
    sourcePriceIncludesTax: scope.storeView.tax.sourcePriceIncludesTax,
    now: settings.now(),
    timeZone: settings.timeZone,
  }
  const resolved = new Map<number, ResolvedLine>()
  for (const item of items) {
    const line = resolveStoredLine(item, catalogue)
    if (line) resolved.set(item.itemId, line)
  }
  return { country, catalogue, pricing, resolved }
}

export async function evaluateCart(
  db: CommerceDb,
  cart: CartRow,
  scope: PricingScope,
  settings: EngineSettings,
  options: EvaluationOptions = {},
): Promise<CartEvaluation> {
  const items = options.items ?? (await readCartItemRows(db, cart.id))
  const couponCodes = cart.couponCodes
  const { country, catalogue, pricing, resolved } = await resolveCartItems(
    db,
    cart,
    items,
    scope,
    settings,
    options.countryOverride,
  )
  const { taxRules, now } = pricing
  const lines: CartLine[] = []
  for (const item of items) {
    const line = resolved.get(item.itemId)
    if (line) lines.push(toCartLine(item, line, priceCartLine(line, catalogue, pricing)))
  }

  const subtotal = computeSubtotal(lines)
  const couponRows = await findCouponRows(db, couponCodes)
  const usable = couponCodes.flatMap((code) => {
    const row = couponRows.get(code)
    return row && checkCouponUsable(row, { now, subtotalInclTaxCents: subtotal.incl }) === null
      ? [row]
      : []
  })
  const discountCents = computeCouponDiscount(usable, subtotal.incl)
  const shippingRatePpm = selectTaxRate(taxRules, {
    productTaxClassId: settings.shippingTaxClassId,
    country,
  }).ratePpm
  const shippingMethods = offerShippingMethods({
    lines,
    country,
    subtotalAfterDiscountInclTaxCents: subtotal.incl - discountCents,
    shippingRatePpm,
    settings,
  })
  const paymentMethods = offerPaymentMethods(lines, settings)
  // A chosen method that is no longer offered (e.g. free shipping below the threshold) no longer
  // counts; placing the order will ask for a valid one.
  const shipping =
    shippingMethods.find(
      (method) =>
        method.carrierCode === cart.shippingCarrierCode &&
        method.methodCode === cart.shippingMethodCode,
    ) ?? null
  const payment = paymentMethods.find((method) => method.code === cart.paymentMethodCode) ?? null
  const totals = computeCartTotals({
    lines,
    discountCents,
    couponCodes: usable.map((row) => row.code),
    shipping,
    payment,
    shippingRatePpm,
  })
  return {
    country,
    items,
    pricing,
    lines,
    resolved,
    shippingMethods,
    paymentMethods,
    totals,
  }
}
