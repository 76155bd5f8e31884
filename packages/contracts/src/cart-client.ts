// Typed calls of the cart, coupon and stock API for the storefront (browser and server alike):
// each takes the BffClient, so the customer token (Bearer), the store code and the request id
// are its caller's. The guest cart is named by `cartId`, the token POST /api/cart/create answered
// (spec 000 §7 "The calls it makes"; vsf-api-contract §1.3, §1.4, §4.5). Errors arrive as
// BffError: 404 for an unknown cart (the caller then creates a new one), 400 with the server's
// message, e.g. 'Only {maxQuantity} products of this type are available!'.
import type { z } from 'zod'
import type { BffClient } from './bff-client.js'
import type {
  CartItem,
  CartItemInputSchema,
  CartTotals,
  CollectTotalsBodySchema,
  PaymentMethodSchema,
  ShippingAddressSchema,
  ShippingInformationBodySchema,
  ShippingMethodSchema,
} from './cart.js'
import type { CouponResult } from './coupons.js'
import { STOCK_BATCH_SIZE } from './stock-batch.js'
import type { StockRecord } from './stock.js'

type Client = Pick<BffClient, 'call'>

export type CartItemInput = z.input<typeof CartItemInputSchema>
export type ShippingAddress = z.input<typeof ShippingAddressSchema>
export type AddressInformation = z.input<typeof ShippingInformationBodySchema>['addressInformation']
export type CollectTotalsMethods = z.input<typeof CollectTotalsBodySchema>['methods']
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>
export type ShippingMethod = z.infer<typeof ShippingMethodSchema>

/** POST /api/cart/create: a new cart's id (a guest cart without a customer token). */
export function createCart(client: Client): Promise<string> {
  return client.call('/api/cart/create', { method: 'POST' })
}

/** POST /api/cart/update: adds a product (sku + product_option) or, with item_id, sets a quantity. */
export function updateCartItem(
  client: Client,
  cartId: string,
  cartItem: CartItemInput,
): Promise<CartItem> {
  return client.call('/api/cart/update', {
    method: 'POST',
    query: { cartId },
    body: { cartItem: { ...cartItem, quoteId: cartId } },
  })
}

/** POST /api/cart/delete: removes the line with this item id. */
export async function deleteCartItem(
  client: Client,
  cartId: string,
  cartItem: { item_id: number | string; sku?: string },
): Promise<void> {
  await client.call('/api/cart/delete', {
    method: 'POST',
    query: { cartId },
    body: { cartItem: { ...cartItem, quoteId: cartId } },
  })
}

/** GET /api/cart/pull: the cart's lines as the server has them. */
export function pullCart(client: Client, cartId: string): Promise<CartItem[]> {
  return client.call('/api/cart/pull', { query: { cartId } })
}

/** GET /api/cart/totals: row totals, discounts and the total segments. */
export function readCartTotals(client: Client, cartId: string): Promise<CartTotals> {
  return client.call('/api/cart/totals', { query: { cartId } })
}

/** GET /api/cart/payment-methods */
export function listPaymentMethods(client: Client, cartId: string): Promise<PaymentMethod[]> {
  return client.call('/api/cart/payment-methods', {
    query: { cartId },
  })
}

/** POST /api/cart/shipping-methods: the methods for an address. */
export function estimateShippingMethods(
  client: Client,
  cartId: string,
  address: ShippingAddress,
): Promise<ShippingMethod[]> {
  return client.call('/api/cart/shipping-methods', {
    method: 'POST',
    query: { cartId },
    body: { address },
  })
}

/** POST /api/cart/shipping-information: saves addresses and method; answers methods and totals. */
export function saveShippingInformation(
  client: Client,
  cartId: string,
  addressInformation: AddressInformation,
): Promise<{ payment_methods: PaymentMethod[]; totals: CartTotals }> {
  return client.call('/api/cart/shipping-information', {
    method: 'POST',
    query: { cartId },
    body: { addressInformation },
  })
}

/** POST /api/cart/collect-totals: chooses payment and shipping methods; answers the totals. */
export function collectTotals(
  client: Client,
  cartId: string,
  methods: CollectTotalsMethods,
): Promise<CartTotals> {
  return client.call('/api/cart/collect-totals', {
    method: 'POST',
    query: { cartId },
    body: { methods },
  })
}

/** POST /api/cart/apply-coupon: one code (every code must be usable, else 400). */
export async function applyCoupon(client: Client, cartId: string, coupon: string): Promise<void> {
  await client.call('/api/cart/apply-coupon', {
    method: 'POST',
    query: { cartId, coupon },
  })
}

/** POST /api/cart/delete-coupon: removes the cart's coupons. */
export async function deleteCoupon(client: Client, cartId: string): Promise<void> {
  await client.call('/api/cart/delete-coupon', {
    method: 'POST',
    query: { cartId },
  })
}

/** GET /api/ext/amasty-coupons/coupons: the codes on the cart. */
export function listCoupons(client: Client, cartId: string): Promise<CouponResult[]> {
  return client.call('/api/ext/amasty-coupons/coupons', {
    query: { cartId },
  })
}

/** POST /api/ext/amasty-coupons/coupons-apply: the usable codes replace the cart's; one result per code. */
export function applyCoupons(
  client: Client,
  cartId: string,
  couponCodes: readonly string[],
): Promise<CouponResult[]> {
  return client.call('/api/ext/amasty-coupons/coupons-apply', {
    method: 'POST',
    query: { cartId },
    body: { couponCodes: [...couponCodes] },
  })
}

/** GET /api/stock/check: the stock status of one sku (ok, volatile, out_of_stock). */
export function checkStock(client: Client, sku: string): Promise<StockRecord> {
  return client.call('/api/stock/check', { query: { sku } })
}

/** GET /api/stock/list: the stock of several skus, asked in batches of 15 (spec 000 §7, §9). */
export async function listStock(client: Client, skus: readonly string[]): Promise<StockRecord[]> {
  const records: StockRecord[] = []
  for (let start = 0; start < skus.length; start += STOCK_BATCH_SIZE) {
    const batch = skus.slice(start, start + STOCK_BATCH_SIZE)
    records.push(
      ...(await client.call('/api/stock/list', {
        query: { skus: batch.join(',') },
      })),
    )
  }
  return records
}
