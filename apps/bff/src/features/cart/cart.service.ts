// The cart calls of vue-storefront-api (vsf-api-contract §1.3) on the commerce port: the caller
// (resolved before the handler, plugins/caller.ts) and one port call, mapped to vsf shapes. An
// unknown token still reaches guest carts (caller.ts toCartAccess).
import type { CartItem } from '@vitrine/contracts/cart'
import { COUPON_OTHER_EMAIL_MESSAGE } from '@vitrine/contracts/coupons'
import type {
  AddressInput,
  CouponOutcome,
  ProductOptionInput,
} from '../../adapters/commerce/commerce.port.js'
import { refuseUnknownToken, toCartAccess, type CommerceRequest } from '../../caller.js'
import { AppError, BadRequestError } from '../../errors.js'
import { toCartItem, toCartTotals, toPaymentMethod, toShippingMethod } from './cart.mappers.js'

export const INVALID_COUPON_MESSAGE = "The coupon code isn't valid. Verify the code and try again."

export async function createCart(context: CommerceRequest): Promise<string> {
  // vsf retries as a guest after a 401 (spec 000 §4 "Cart synchronisation")
  refuseUnknownToken(context.caller)
  return context.commerce.createCart({
    customerId: toCartAccess(context.caller).customerId,
    storeCode: context.storeView.storeCode,
  })
}

export async function updateCartItem(
  context: CommerceRequest,
  cartId: string,
  cartItem: {
    sku: string
    qty: number
    product_option?: ProductOptionInput | undefined
    item_id?: number | string | undefined
  },
): Promise<CartItem> {
  const access = toCartAccess(context.caller)
  const line = await context.commerce.saveCartLine(
    cartId,
    access,
    {
      sku: cartItem.sku,
      qty: cartItem.qty,
      ...(cartItem.product_option ? { productOption: cartItem.product_option } : {}),
      ...(cartItem.item_id === undefined ? {} : { itemId: Number(cartItem.item_id) }),
    },
    { storeView: context.storeView },
  )
  return toCartItem(line)
}

export async function deleteCartItem(
  context: CommerceRequest,
  cartId: string,
  itemId: number | string,
) {
  await context.commerce.removeCartLine(cartId, toCartAccess(context.caller), Number(itemId))
  return true as const
}

export async function pullCart(context: CommerceRequest, cartId: string): Promise<CartItem[]> {
  const lines = await context.commerce.listCartLines(cartId, toCartAccess(context.caller), {
    storeView: context.storeView,
  })
  return lines.map(toCartItem)
}

export async function readCartTotals(context: CommerceRequest, cartId: string) {
  const totals = await context.commerce.collectTotals(cartId, toCartAccess(context.caller), {
    storeView: context.storeView,
  })
  return toCartTotals(totals)
}

export async function listPaymentMethods(context: CommerceRequest, cartId: string) {
  const methods = await context.commerce.listPaymentMethods(cartId, toCartAccess(context.caller))
  return methods.map(toPaymentMethod)
}

export async function estimateShippingMethods(
  context: CommerceRequest,
  cartId: string,
  address: AddressInput,
) {
  const methods = await context.commerce.estimateShippingMethods(
    cartId,
    toCartAccess(context.caller),
    { ...address, country_id: address.country_id.toUpperCase() },
    { storeView: context.storeView },
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
  context: CommerceRequest,
  cartId: string,
  information: {
    shippingAddress: CheckoutAddress
    billingAddress?: CheckoutAddress | undefined
    shippingCarrierCode?: string | undefined
    shippingMethodCode?: string | undefined
  },
) {
  const saved = await context.commerce.saveShippingInformation(
    cartId,
    toCartAccess(context.caller),
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
    { storeView: context.storeView },
  )
  return {
    payment_methods: saved.paymentMethods.map(toPaymentMethod),
    totals: toCartTotals(saved.totals),
  }
}

export async function collectTotals(
  context: CommerceRequest,
  cartId: string,
  methods: {
    paymentMethod?: { method: string } | undefined
    shippingCarrierCode?: string | undefined
    shippingMethodCode?: string | undefined
  },
) {
  const totals = await context.commerce.selectMethods(
    cartId,
    toCartAccess(context.caller),
    {
      ...(methods.paymentMethod ? { paymentMethodCode: methods.paymentMethod.method } : {}),
      ...(methods.shippingCarrierCode === undefined
        ? {}
        : { carrierCode: methods.shippingCarrierCode }),
      ...(methods.shippingMethodCode === undefined
        ? {}
        : { methodCode: methods.shippingMethodCode }),
    },
    { storeView: context.storeView },
  )
  return toCartTotals(totals)
}

/** Splits `A,B` (Amasty's comma list on the standard coupon call, vsf-api-contract §4.5). */
export function splitCouponCodes(text: string): string[] {
  return [...new Set(text.split(',').map((code) => code.trim()))].filter(Boolean)
}

/** The standard call: every code must be usable, else nothing changes and the answer is 400. */
export async function applyCoupon(context: CommerceRequest, cartId: string, coupon: string) {
  const codes = splitCouponCodes(coupon)
  if (codes.length === 0) throw new BadRequestError(INVALID_COUPON_MESSAGE)
  const outcomes = await context.commerce.applyCoupons(
    cartId,
    toCartAccess(context.caller),
    codes,
    { storeView: context.storeView },
    { requireAll: true },
  )
  if (outcomes.some((outcome) => !outcome.applied)) {
    // D222: a newsletter coupon on a customer's cart of another mailbox says why.
    const otherEmail = outcomes.some((outcome) => outcome.reason === 'other-email')
    const message = otherEmail ? COUPON_OTHER_EMAIL_MESSAGE : INVALID_COUPON_MESSAGE
    throw new AppError(400, message, [{ field: 'query.coupon', message }])
  }
  return true as const
}

export async function deleteCoupon(context: CommerceRequest, cartId: string) {
  await context.commerce.removeCoupons(cartId, toCartAccess(context.caller))
  return true as const
}

export async function readCouponCodes(context: CommerceRequest, cartId: string): Promise<string[]> {
  return context.commerce.listCartCoupons(cartId, toCartAccess(context.caller))
}

/** The multi-coupon call: the usable codes replace the cart's coupons; a result per code. */
export async function applyCoupons(
  context: CommerceRequest,
  cartId: string,
  codes: readonly string[],
): Promise<Array<Pick<CouponOutcome, 'code' | 'applied'>>> {
  const outcomes = await context.commerce.applyCoupons(
    cartId,
    toCartAccess(context.caller),
    codes,
    { storeView: context.storeView },
  )
  return outcomes.map(({ code, applied }) => ({ code, applied }))
}
