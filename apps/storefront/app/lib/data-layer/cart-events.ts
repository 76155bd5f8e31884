// The cart's analytics events (spec 000 §7) in GA4's e-commerce shape: add_to_cart,
// remove_from_cart and view_cart (when the mini-cart opens). An item is named by its product
// (the parent sku of a configurable line, like the catalogue events) with the chosen variant as
// item_variant; prices arrive as integer cents and leave through centsToAmount. Pure builders;
// the `push*` functions send them through the one data-layer module.
import {
  DATA_LAYER_CURRENCY,
  centsToAmount,
  pushEcommerceEvent,
  type DataLayerEntry,
  type DataLayerItem,
} from './data-layer'

/** A cart line as the cart events need it; the unit price in cents. */
export interface CartEventLine {
  sku: string
  parentSku?: string | null
  name?: string | null
  /** The chosen variant's labels, e.g. 'Black / 57'. */
  variant?: string | null
  /** Unit price including tax, in cents. */
  unitPriceInclTax: number
  qty: number
}

/** One line as a GA4 item: product id, name, unit price, quantity and variant. */
export function buildCartItem(line: CartEventLine): DataLayerItem {
  const parent = line.parentSku && line.parentSku !== line.sku ? line.parentSku : null
  // A variant without labels is still told apart by its own sku.
  const variant = line.variant || (parent ? line.sku : null)
  return {
    item_id: parent ?? line.sku,
    item_name: line.name || line.sku,
    price: centsToAmount(line.unitPriceInclTax),
    quantity: line.qty,
    ...(variant ? { item_variant: variant } : {}),
  }
}

/** currency, value (the sum of unit price × quantity, in cents until the end) and items. */
export function buildCartPayload(
  lines: readonly CartEventLine[],
  currency: string = DATA_LAYER_CURRENCY,
): DataLayerEntry {
  const value = lines.reduce((sum, line) => sum + line.unitPriceInclTax * line.qty, 0)
  return { currency, value: centsToAmount(value), items: lines.map(buildCartItem) }
}

export function pushAddToCart(lines: readonly CartEventLine[], target?: Window): void {
  if (lines.length === 0) return
  pushEcommerceEvent('add_to_cart', buildCartPayload(lines), target)
}

export function pushRemoveFromCart(lines: readonly CartEventLine[], target?: Window): void {
  if (lines.length === 0) return
  pushEcommerceEvent('remove_from_cart', buildCartPayload(lines), target)
}

/** view_cart: the mini-cart opened with these lines (an empty cart is reported too). */
export function pushViewCart(lines: readonly CartEventLine[], target?: Window): void {
  pushEcommerceEvent('view_cart', buildCartPayload(lines), target)
}
