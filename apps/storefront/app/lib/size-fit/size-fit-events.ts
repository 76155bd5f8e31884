// The size-fitting service's add-to-cart events (spec 000 §7: "A size-fitting service receives
// add-to-cart events (product permalink) ... when a tenant id is configured, client side only").
// With a tenant id (STOREFRONT_SIZE_FIT_TENANT_ID) each added line is
// - dispatched as a window CustomEvent `size-fit:add-to-cart`, for the service's own
//   integration script, and
// - sent with navigator.sendBeacon to STOREFRONT_SIZE_FIT_ENDPOINT when one is configured (a
//   beacon survives the page being left right after the click and never holds the page up).
// Without a tenant id nothing happens. Order events belong to the checkout.

export const SIZE_FIT_ADD_TO_CART_EVENT = 'size-fit:add-to-cart'

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

/** Sends one event per line; does nothing without a configuration or outside the browser. */
export function sendSizeFitAddToCart(
  config: SizeFitConfig | null,
  lines: ReadonlyArray<{ sku: string; qty: number; permalink: string }>,
  target: SizeFitWindow | undefined = typeof window === 'undefined' ? undefined : window,
): void {
  if (!config || !target) return
  for (const line of lines) {
    const payload = buildSizeFitAddToCart(config, line)
    target.dispatchEvent(new CustomEvent(SIZE_FIT_ADD_TO_CART_EVENT, { detail: payload }))
    if (config.endpoint && typeof target.navigator.sendBeacon === 'function') {
      const body = new Blob([JSON.stringify(payload)], { type: 'application/json' })
      target.navigator.sendBeacon(config.endpoint, body)
    }
  }
}
