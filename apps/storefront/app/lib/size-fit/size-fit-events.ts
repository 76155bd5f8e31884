// The size-fitting service's add-to-cart events (spec 000 §7: "A size-fitting service receives
// add-to-cart events (product permalink) ... when a tenant id is configured, client side only").
// With a tenant id (STOREFRONT_SIZE_FIT_TENANT_ID) each added line is
// - dispatched as a window CustomEvent `size-fit:add-to-cart`, for the service's own
//   integration script, and
// - sent with navigator.sendBeacon to STOREFRONT_SIZE_FIT_ENDPOINT when one is configured (a
//   beacon survives the page being left right after the click and never holds the page up).
// Without a tenant id nothing happens. Placed orders go the same two ways as `size-fit:order`
// (orderId, currency defaulting to EUR, country, items with permalink, price, quantity, size,
// feedProductId, sku), sent by the checkout.

export const SIZE_FIT_ADD_TO_CART_EVENT = 'size-fit:add-to-cart'
export const SIZE_FIT_ORDER_EVENT = 'size-fit:order'
/** spec 000 §7: the order event's currency when none is known. */
export const SIZE_FIT_DEFAULT_CURRENCY = 'EUR'

export interface SizeFitConfig {
  tenantId: string
  /** Where the beacons go; null: only the window event is dispatched. */
  endpoint: string | null
}

export interface SizeFitAddToCart {
  tenantId: string
  event: 'add_to_cart'
  /** The product page's absolute URL. */
  permalink: string
  sku: string
  quantity: number
}

/** The configuration from raw settings; null (switched off) without a tenant id. */
export function readSizeFitConfig(settings: {
  tenantId?: string | null | undefined
  endpoint?: string | null | undefined
}): SizeFitConfig | null {
  const tenantId = settings.tenantId?.trim()
  if (!tenantId) return null
  const endpoint = settings.endpoint?.trim()
  return { tenantId, endpoint: endpoint ? endpoint : null }
}

export function buildSizeFitAddToCart(
  config: SizeFitConfig,
  line: { sku: string; qty: number; permalink: string },
): SizeFitAddToCart {
  return {
    tenantId: config.tenantId,
    event: 'add_to_cart',
    permalink: line.permalink,
    sku: line.sku,
    quantity: line.qty,
  }
}

type SizeFitWindow = Pick<Window, 'dispatchEvent'> & {
  navigator: Pick<Navigator, 'sendBeacon'>
}

export interface SizeFitOrderItem {
  permalink: string
  /** Unit price including tax, as a decimal amount. */
  price: number
  quantity: number
  size: string | null
  /** The product in the service's feed: the configurable parent, or the product itself. */
  feedProductId: string
  sku: string
}

export interface SizeFitOrder {
  tenantId: string
  event: 'order'
  orderId: string
  currency: string
  country: string | null
  items: SizeFitOrderItem[]
}

export function buildSizeFitOrder(
  config: SizeFitConfig,
  order: {
    orderId: string
    currency?: string | null
    country?: string | null
    items: readonly SizeFitOrderItem[]
  },
): SizeFitOrder {
  return {
    tenantId: config.tenantId,
    event: 'order',
    orderId: order.orderId,
    currency: order.currency || SIZE_FIT_DEFAULT_CURRENCY,
    country: order.country ?? null,
    items: [...order.items],
  }
}

function send(target: SizeFitWindow, config: SizeFitConfig, name: string, payload: object): void {
  target.dispatchEvent(new CustomEvent(name, { detail: payload }))
  if (config.endpoint && typeof target.navigator.sendBeacon === 'function') {
    const body = new Blob([JSON.stringify(payload)], { type: 'application/json' })
    target.navigator.sendBeacon(config.endpoint, body)
  }
}

/** Sends a placed order; does nothing without a configuration or outside the browser. */
export function sendSizeFitOrder(
  config: SizeFitConfig | null,
  order: Parameters<typeof buildSizeFitOrder>[1],
  target: SizeFitWindow | undefined = typeof window === 'undefined' ? undefined : window,
): void {
  if (!config || !target) return
  send(target, config, SIZE_FIT_ORDER_EVENT, buildSizeFitOrder(config, order))
}

/** Sends one event per line; does nothing without a configuration or outside the browser. */
export function sendSizeFitAddToCart(
  config: SizeFitConfig | null,
  lines: ReadonlyArray<{ sku: string; qty: number; permalink: string }>,
  target: SizeFitWindow | undefined = typeof window === 'undefined' ? undefined : window,
): void {
  if (!config || !target) return
  for (const line of lines) {
    send(target, config, SIZE_FIT_ADD_TO_CART_EVENT, buildSizeFitAddToCart(config, line))
  }
}
