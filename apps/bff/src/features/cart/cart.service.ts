// The cart calls of vue-storefront-api (vsf-api-contract §1.3) on the commerce port: who the
// caller is (a guest, or the customer a token names), then one port call, mapped to vsf shapes.
import type { CartItem } from '@vitrine/contracts/cart'
import type { StoreView } from '@vitrine/contracts/store-views'
import type {
  AddressInput,
  CartAccess,
  CommercePort,
  CouponOutcome,
  ProductOptionInput,
} from '../../adapters/commerce/commerce.port.js'
import { AppError, BadRequestError, UnauthorizedError } from '../../errors.js'
import { toCartItem, toCartTotals, toPaymentMethod, toShippingMethod } from './cart.mappers.js'

/** Magento's answer to a customer token it does not know (vsf-api-contract §0). */
export const UNAUTHORIZED_TOKEN_MESSAGE = "The consumer isn't authorized to access self."
export const INVALID_COUPON_MESSAGE = "The coupon code isn't valid. Verify the code and try again."

export interface CartCaller {
  commerce: CommercePort
  token: string | null
  storeView: StoreView
}

/**
 * A guest without a token; with a token, the customer it names. An unknown token still reaches
 * guest carts (vsf-api-contract §0: a masked cart id is used as a guest cart whatever the token).
 */
export async function resolveCartAccess(caller: CartCaller): Promise<CartAccess> {
  if (!caller.token) return { customerId: null }
  return { customerId: await caller.commerce.findCustomerIdByToken(caller.token) }
}

export async function createCart(caller: CartCaller): Promise<string> {
  const access = await resolveCartAccess(caller)
  // vsf retries as a guest after a 401 (spec 000 §4 "Cart synchronisation")
  if (caller.token && access.customerId === null)
    throw new UnauthorizedError(UNAUTHORIZED_TOKEN_MESSAGE)
  return caller.commerce.createCart({
    customerId: access.customerId,
    storeCode: caller.storeView.storeCode,
  })
}

export async function updateCartItem(
  caller: CartCaller,
  cartId: string,
  cartItem: {
    sku: string
    qty: number
    product_option?: ProductOptionInput | undefined
    item_id?: number | string | undefined
  },
): Promise<CartItem> {
  const access = await resolveCartAccess(caller)
  const line = await caller.commerce.saveCartLine(
    cartId,
    access,
    {
      sku: cartItem.sku,
      qty: cartItem.qty,
      ...(cartItem.product_option ? { productOption: cartItem.product_option } : {}),
      ...(cartItem.item_id === undefined ? {} : { itemId: Number(cartItem.item_id) }),
    },
    { storeView: caller.storeView },
  )
  return toCartItem(line)
}

export async function deleteCartItem(caller: CartCaller, cartId: string, itemId: number | string) {
  await caller.commerce.removeCartLine(cartId, await resolveCartAccess(caller), Number(itemId))
  return true as const
}

export async function pullCart(caller: CartCaller, cartId: string): Promise<CartItem[]> {
  const lines = await caller.commerce.listCartLines(cartId, await resolveCartAccess(caller), {
    storeView: caller.storeView,
  })
  return lines.map(toCartItem)
}

export async function readCartTotals(caller: CartCaller, cartId: string) {
  const totals = await caller.commerce.collectTotals(cartId, await resolveCartAccess(caller), {
    storeView: caller.storeView,
  })
  return toCartTotals(totals)
}

export async function listPaymentMethods(caller: CartCaller, cartId: string) {
  const methods = await caller.commerce.listPaymentMethods(cartId, await resolveCartAccess(caller))
  return methods.map(toPaymentMethod)
}

export async function estimateShippingMethods(
  caller: CartCaller,
  cartId: string,
  address: AddressInput,
) {
  const methods = await caller.commerce.estimateShippingMethods(
    cartId,
    await resolveCartAccess(caller),
    { ...address, country_id: address.country_id.toUpperCase() },
    { storeView: caller.storeView },
  )
  return methods.map(toShippingMethod)
}

interface CheckoutAddress {
  countryId?: string | undefined
  country_id?: string | undefined
  [field: string]: unknown
}

function toAddressInput(address: CheckoutAddress): AddressInput {
  const { countryId, country_id: countryIdSnake, ...rest } = address
  return { ...rest, country_id: (countryId ?? countryIdSnake ?? '').toUpperCase() }
}

export async function saveShippingInformation(
  caller: CartCaller,
  cartId: string,
  information: {
    shippingAddress: CheckoutAddress
    billingAddress?: CheckoutAddress | undefined
    shippingCarrierCode?: string | undefined
    shippingMethodCode?: string | undefined
  },
) {
  const saved = await caller.commerce.saveShippingInformation(
    cartId,
    await resolveCartAccess(caller),
    {
      shippingAddress: toAddressInput(information.shippingAddress),
      ...(information.billingAddress
        ? { billingAddress: toAddressInput(information.billingAddress) }
        : {}),
      ...(information.shippingCarrierCode === undefined
        ? {}
        : { carrierCode: information.shippingCarrierCode }),
      ...(information.shippingMethodCode === undefined
        ? {}
        : { methodCode: information.shippingMethodCode }),
    },
    { storeView: caller.storeView },
  )
  return {
    payment_methods: saved.paymentMethods.map(toPaymentMethod),
    totals: toCartTotals(saved.totals),
  }
}

export async function collectTotals(
  caller: CartCaller,
  cartId: string,
  methods: {
    paymentMethod?: { method: string } | undefined
    shippingCarrierCode?: string | undefined
    shippingMethodCode?: string | undefined
  },
) {
  const totals = await caller.commerce.selectMethods(
    cartId,
    await resolveCartAccess(caller),
    {
      ...(methods.paymentMethod ? { paymentMethodCode: methods.paymentMethod.method } : {}),
      ...(methods.shippingCarrierCode === undefined
        ? {}
        : { carrierCode: methods.shippingCarrierCode }),
      ...(methods.shippingMethodCode === undefined
        ? {}
        : { methodCode: methods.shippingMethodCode }),
    },
    { storeView: caller.storeView },
  )
  return toCartTotals(totals)
}

/** Splits `A,B` (Amasty's comma list on the standard coupon call, vsf-api-contract §4.5). */
export function splitCouponCodes(text: string): string[] {
  return [...new Set(text.split(',').map((code) => code.trim()))].filter(Boolean)
}

/** The standard call: every code must be usable, else nothing changes and the answer is 400. */
export async function applyCoupon(caller: CartCaller, cartId: string, coupon: string) {
  const codes = splitCouponCodes(coupon)
  if (codes.length === 0) throw new BadRequestError(INVALID_COUPON_MESSAGE)
  const outcomes = await caller.commerce.applyCoupons(
    cartId,
    await resolveCartAccess(caller),
    codes,
    { storeView: caller.storeView },
    { requireAll: true },
  )
  if (outcomes.some((outcome) => !outcome.applied)) {
    const message = INVALID_COUPON_MESSAGE
    throw new AppError(400, message, [{ field: 'query.coupon', message }])
  }
  return true as const
}

export async function deleteCoupon(caller: CartCaller, cartId: string) {
  await caller.commerce.removeCoupons(cartId, await resolveCartAccess(caller))
  return true as const
}

export async function readCouponCodes(caller: CartCaller, cartId: string): Promise<string[]> {
  return caller.commerce.listCartCoupons(cartId, await resolveCartAccess(caller))
}

/** The multi-coupon call: the usable codes replace the cart's coupons; a result per code. */
export async function applyCoupons(
  caller: CartCaller,
  cartId: string,
  codes: readonly string[],
): Promise<Array<Pick<CouponOutcome, 'code' | 'applied'>>> {
  const outcomes = await caller.commerce.applyCoupons(
    cartId,
    await resolveCartAccess(caller),
    codes,
    { storeView: caller.storeView },
  )
  return outcomes.map(({ code, applied }) => ({ code, applied }))
}
