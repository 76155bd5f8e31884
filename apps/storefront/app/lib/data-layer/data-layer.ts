// The analytics data layer (spec 000 §7, 001 §7): events in Google Analytics 4's e-commerce shape
// pushed to `window.dataLayer`, which a tag manager container reads. Every feature pushes through
// this one module; amounts arrive as integer cents and leave as decimal numbers, because that is
// what GA4 reads (the only place cents become a JavaScript number with a fraction).

/** spec 000 §1: every store view sells in EUR. */
export const DATA_LAYER_CURRENCY = 'EUR'

/** One product as GA4 describes it. Up to five category levels (spec 000 §7). */
export interface DataLayerItem {
  item_id: string
  item_name: string
  price?: number
  quantity?: number
  index?: number
  item_variant?: string
  item_list_id?: string
  item_list_name?: string
  coupon?: string
  item_category?: string
  item_category2?: string
  item_category3?: string
  item_category4?: string
  item_category5?: string
}

export type DataLayerEntry = Record<string, unknown>

declare global {
  interface Window {
    dataLayer?: DataLayerEntry[]
  }
}

/** spec 000 §7: at most five category levels per item. */
export const MAX_ITEM_CATEGORY_LEVELS = 5

const CATEGORY_KEYS = [
  'item_category',
  'item_category2',
  'item_category3',
  'item_category4',
  'item_category5',
] as const

/** Spreads category names (top level first) over GA4's item_category…item_category5. */
export function withCategories(
  item: DataLayerItem,
  categoryNames: readonly string[],
): DataLayerItem {
  const next: DataLayerItem = { ...item }
  categoryNames.slice(0, MAX_ITEM_CATEGORY_LEVELS).forEach((name, level) => {
    next[CATEGORY_KEYS[level]!] = name
  })
  return next
}

/** Integer cents as the decimal number GA4 expects (1999 → 19.99), built from digits, not division. */
export function centsToAmount(cents: number): number {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Expected integer cents, got ${cents}`)
  const sign = cents < 0 ? '-' : ''
  const digits = String(Math.abs(cents)).padStart(3, '0')
  return Number(`${sign}${digits.slice(0, -2)}.${digits.slice(-2)}`)
}

function layer(target: Window | undefined): DataLayerEntry[] | null {
  if (!target) return null
  target.dataLayer ??= []
  return target.dataLayer
}

function browserWindow(): Window | undefined {
  return typeof window === 'undefined' ? undefined : window
}

/**
 * Pushes a GA4 e-commerce event. The previous `ecommerce` object is cleared first, as Google
 * recommends, so values of one event never leak into the next. Does nothing on the server.
 */
export function pushEcommerceEvent(
  event: string,
  ecommerce: DataLayerEntry,
  target: Window | undefined = browserWindow(),
): void {
  const dataLayer = layer(target)
  if (!dataLayer) return
  dataLayer.push({ ecommerce: null })
  dataLayer.push({ event, ecommerce })
}

/** Pushes a plain (non e-commerce) event such as `search` or `use_product_filter`. */
export function pushEvent(
  event: string,
  params: DataLayerEntry = {},
  target: Window | undefined = browserWindow(),
): void {
  layer(target)?.push({ event, ...params })
}
