// The checkout's analytics events (spec 000 §7) in GA4's e-commerce shape: begin_checkout,
// add_shipping_info (shipping_tier as `{carrier_code}_{method_code}`), add_payment_info and
// purchase (transaction_id, value, tax, shipping, coupon, currency, items). Builders are pure
// (amounts in integer cents in, decimals out through centsToAmount); the push helpers send them
// through the one data-layer module.
import {
  centsToAmount,
  pushEcommerceEvent,
  withCategories,
  type DataLayerEntry,
  type DataLayerItem,
} from './data-layer'

/** A cart line as the checkout events need it; amounts in cents. */
export interface CheckoutEventLine {
  sku: string
  /** The configurable parent of a child line: the item is named by its product (cart-events.ts). */
  parentSku?: string | null
  /** The chosen variant's labels, e.g. 'Black / 57'. */
  variant?: string | null
  name: string
  qty: number
  /** Row total incl. tax before the discount, in cents. */
  rowTotalInclTax: number
  /** Category names, top level first, when known. */
  categories?: readonly string[]
}

export interface CheckoutEventCart {
  currency: string
  lines: readonly CheckoutEventLine[]
  /** Grand total in cents. */
  value: number
  coupons: readonly string[]
}

export interface PurchaseTotals {
  /** Grand total in cents. */
  value: number
  /** Tax in cents. */
  tax: number
  /** Shipping incl. tax in cents. */
  shipping: number
}

/**
 * GA4 items, named like the cart and catalogue events: the product's sku as item_id (a
 * configurable line's parent), the chosen variant as item_variant. The unit price is the row
 * total divided over the quantity, rounded to a cent.
 */
export function buildCheckoutItems(lines: readonly CheckoutEventLine[]): DataLayerItem[] {
  return lines.map((line, index) => {
    const parent = line.parentSku && line.parentSku !== line.sku ? line.parentSku : null
    const variant = line.variant || (parent ? line.sku : null)
    return withCategories(
      {
        item_id: parent ?? line.sku,
        item_name: line.name,
        price: centsToAmount(line.qty > 0 ? Math.round(line.rowTotalInclTax / line.qty) : 0),
        quantity: line.qty,
        index,
        ...(variant ? { item_variant: variant } : {}),
      },
      line.categories ?? [],
    )
  })
}

function couponOf(coupons: readonly string[]): Record<string, string> {
  return coupons.length > 0 ? { coupon: coupons.join(',') } : {}
}

function cartEntry(cart: CheckoutEventCart): DataLayerEntry {
  return {
    currency: cart.currency,
    value: centsToAmount(cart.value),
    ...couponOf(cart.coupons),
    items: buildCheckoutItems(cart.lines),
  }
}

export function buildBeginCheckout(cart: CheckoutEventCart): DataLayerEntry {
  return cartEntry(cart)
}

/** spec 000 §7: the shipping tier is the carrier and method, `{carrier_code}_{method_code}`. */
export function buildAddShippingInfo(
  cart: CheckoutEventCart,
  method: { carrier_code: string; method_code: string },
): DataLayerEntry {
  return { ...cartEntry(cart), shipping_tier: `${method.carrier_code}_${method.method_code}` }
}

export function buildAddPaymentInfo(cart: CheckoutEventCart, paymentCode: string): DataLayerEntry {
  return { ...cartEntry(cart), payment_type: paymentCode }
}

export function buildPurchase(
  cart: CheckoutEventCart,
  transactionId: string,
  totals: PurchaseTotals,
): DataLayerEntry {
  return {
    transaction_id: transactionId,
    value: centsToAmount(totals.value),
    tax: centsToAmount(totals.tax),
    shipping: centsToAmount(totals.shipping),
    ...couponOf(cart.coupons),
    currency: cart.currency,
    items: buildCheckoutItems(cart.lines),
  }
}

// The push helpers take the window to push to (tests pass their own); the browser's by default.
type Target = Window | undefined

export function pushBeginCheckout(cart: CheckoutEventCart, target?: Target): void {
  pushEcommerceEvent('begin_checkout', buildBeginCheckout(cart), ...targetArg(target))
}

export function pushAddShippingInfo(
  cart: CheckoutEventCart,
  method: { carrier_code: string; method_code: string },
  target?: Target,
): void {
  pushEcommerceEvent('add_shipping_info', buildAddShippingInfo(cart, method), ...targetArg(target))
}

export function pushAddPaymentInfo(
  cart: CheckoutEventCart,
  paymentCode: string,
  target?: Target,
): void {
  pushEcommerceEvent(
    'add_payment_info',
    buildAddPaymentInfo(cart, paymentCode),
    ...targetArg(target),
  )
}

export function pushPurchase(
  cart: CheckoutEventCart,
  transactionId: string,
  totals: PurchaseTotals,
  target?: Target,
): void {
  pushEcommerceEvent('purchase', buildPurchase(cart, transactionId, totals), ...targetArg(target))
}

/** No target given: the data layer module's own default (the browser window, none on the server). */
function targetArg(target: Target): [] | [Window] {
  return target ? [target] : []
}
