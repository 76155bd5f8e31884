// Adding products to the local cart (spec 000 §4 "Add to cart", §5 quantity parsing):
// grouped products are split into their associated products, the stock check status decides
// whether a product is added, an existing line grows by the added quantity and a new line starts
// at the given quantity (1 when none is given).
import { computeCartItemChecksum } from './cart-item-checksum.js'
import { isSameCartItem } from './cart-item-identity.js'
import type { CartItem } from './cart-item.types.js'
import {
  OUT_OF_STOCK_ADD_MESSAGE,
  PRODUCT_ADDED_MESSAGE,
  PRODUCT_QUANTITY_UPDATED_MESSAGE,
  UNSAFE_QUANTITY_MESSAGE,
  type CartNotification,
} from './cart-messages.js'

/** A product as it is handed to "add to cart"; `qty` may come from a text field. */
export type AddableProduct = Omit<CartItem, 'qty'> & { qty?: number | string | null }

/** A product link of a grouped product (spec 000 §3 product_links). */
export interface GroupedProductLink<P extends AddableProduct = AddableProduct> {
  link_type: string
  linked_product_sku?: string
  /** The linked product, when the app has loaded it. */
  product?: P | null
}

export interface GroupedProduct<P extends AddableProduct = AddableProduct> {
  sku: string
  type_id?: string
  product_links?: readonly GroupedProductLink<P>[]
}

/**
 * spec 000 §5: a quantity given as text is parsed to an integer. Anything that does not give a
 * whole number of at least 1 falls back to the default quantity 1.
 */
export function parseQuantity(value: number | string | null | undefined): number {
  const parsed = typeof value === 'number' ? Math.trunc(value) : Number.parseInt(value ?? '', 10)
  return Number.isSafeInteger(parsed) && parsed >= 1 ? parsed : 1
}

export interface SplitProducts<P> {
  products: P[]
  /** Skus of associated links whose product was not loaded (spec 000 §8: logged only). */
  missingSkus: string[]
}

/** spec 000 §4: a grouped product is added as its associated products; others as themselves. */
export function splitGroupedProduct<P extends AddableProduct>(
  product: P | GroupedProduct<P>,
): SplitProducts<P> {
  if (product.type_id !== 'grouped') return { products: [product as P], missingSkus: [] }
  const links = (product as GroupedProduct<P>).product_links ?? []
  const products: P[] = []
  const missingSkus: string[] = []
  for (const link of links) {
    if (link.link_type !== 'associated') continue
    if (link.product) products.push(link.product)
    else missingSkus.push(link.linked_product_sku ?? '')
  }
  return { products, missingSkus }
}

/** The quantity the stock check is asked about: the line after this add. */
export function readQuantityToCheck(items: readonly CartItem[], product: AddableProduct): number {
  const line = items.find((item) => isSameCartItem(item, product))
  return (line?.qty ?? 0) + parseQuantity(product.qty)
}

export type StockStatus = 'ok' | 'volatile' | 'out_of_stock' | (string & {})

export type StockDecision =
  | { kind: 'add'; notification: null }
  | { kind: 'add'; notification: CartNotification & { message: typeof UNSAFE_QUANTITY_MESSAGE } }
  | {
      kind: 'not-added'
      notification: CartNotification & { message: typeof OUT_OF_STOCK_ADD_MESSAGE }
    }
  | { kind: 'not-added'; notification: null }

/** spec 000 §4 "Add to cart": what the stock check status means for the add. */
export function decideStockOutcome(
  status: StockStatus,
  options: { allowOutOfStockInCart: boolean },
): StockDecision {
  switch (status) {
    case 'ok':
      return { kind: 'add', notification: null }
    case 'volatile':
      // Shops that accept out-of-stock items need not warn about an uncertain quantity.
      return options.allowOutOfStockInCart
        ? { kind: 'add', notification: null }
        : { kind: 'add', notification: { type: 'warning', message: UNSAFE_QUANTITY_MESSAGE } }
    case 'out_of_stock':
      return {
        kind: 'not-added',
        notification: { type: 'error', message: OUT_OF_STOCK_ADD_MESSAGE },
      }
    default:
      return { kind: 'not-added', notification: null }
  }
}

export type LineChange = 'added' | 'updated'

/** spec 000 §8: a new line is announced as added, a grown line as a quantity update. */
export function chooseAddNotification(change: LineChange): CartNotification {
  return change === 'added'
    ? { type: 'success', message: PRODUCT_ADDED_MESSAGE }
    : { type: 'success', message: PRODUCT_QUANTITY_UPDATED_MESSAGE }
}

export interface AddCartItemResult<T> {
  items: T[]
  change: LineChange
}

/** Puts one product into the cart: the same item grows, a new one is appended. */
export function addCartItem<T extends CartItem>(
  items: readonly T[],
  product: Omit<T, 'qty'> & { qty?: number | string | null },
): AddCartItemResult<T> {
  const qty = parseQuantity(product.qty)
  const index = items.findIndex((item) => isSameCartItem(item, product))
  const existing = items[index]
  if (existing) {
    const next = [...items]
    next[index] = { ...existing, qty: existing.qty + qty }
    return { items: next, change: 'updated' }
  }
  const checksum = product.checksum ?? computeCartItemChecksum(product.product_option)
  const line = { ...product, qty, checksum } as T
  return { items: [...items, line], change: 'added' }
}

export interface ProductToAdd<P> {
  product: P
  stockStatus: StockStatus
}

export interface AddProductsResult<T> {
  items: T[]
  added: { sku: string; change: LineChange }[]
  notifications: CartNotification[]
}

/**
 * Adds already validated products with their stock status, in order. The notifications are the
 * stock warnings and notices, then one success notification for the last product added.
 */
export function addProductsToCart<T extends CartItem>(
  items: readonly T[],
  products: readonly ProductToAdd<Omit<T, 'qty'> & { qty?: number | string | null }>[],
  options: { allowOutOfStockInCart: boolean },
): AddProductsResult<T> {
  let current: T[] = [...items]
  const added: { sku: string; change: LineChange }[] = []
  const notifications: CartNotification[] = []
  for (const { product, stockStatus } of products) {
    const decision = decideStockOutcome(stockStatus, options)
    if (decision.notification) notifications.push(decision.notification)
    if (decision.kind !== 'add') continue
    const result = addCartItem(current, product)
    current = result.items
    added.push({ sku: product.sku, change: result.change })
  }
  const last = added.at(-1)
  if (last) notifications.push(chooseAddNotification(last.change))
  return { items: current, added, notifications }
}
