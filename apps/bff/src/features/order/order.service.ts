// POST /api/order (vsf-api-contract §2; spec 000 §4 "Order placement"): who orders (the customer a
// token names, or a guest), what (the body's lines; their prices are ignored), where to (addresses,
// method codes) — then one commerce call that places it in one transaction. The order hash is
// @vitrine/orders' sha3-224 of the body without its per-attempt stamps and without the password.
import type { OrderBody, PlacedOrder } from '@vitrine/contracts/order'
import { findStoreView, type StoreView } from '@vitrine/contracts/store-views'
import { hashOrder } from '@vitrine/orders/order-hash'
import type {
  AddressInput,
  CartAccess,
  OrderPlacement,
  ProductOptionInput,
} from '../../adapters/commerce/commerce.port.js'
import {
  refuseUnknownToken,
  requireCustomer,
  toCartAccess,
  type Caller,
  type CommerceRequest,
} from '../../caller.js'
import { ForbiddenError, ValidationError } from '../../errors.js'
import { sendMailQuietly, type MailContext } from '../mail/mail-delivery.js'
import { renderOrderMail } from '../mail/order-mail.js'

export const FOREIGN_USER_MESSAGE = 'The order belongs to another customer.'

/**
 * The caller's access. `user_id` is never trusted on its own (vue-storefront-api did): a customer
 * order needs that customer's token; a token of someone else is a 403.
 */
export function resolveOrderAccess(
  caller: Caller,
  userId: string | number | undefined,
): CartAccess {
  // vsf refreshes its token on a 401 and sends again (spec 000 §4 "Sync queue")
  refuseUnknownToken(caller)
  const claimed = String(userId ?? '').trim()
  if (claimed !== '' && claimed !== '0') {
    if (claimed !== String(requireCustomer(caller))) throw new ForbiddenError(FOREIGN_USER_MESSAGE)
  }
  return toCartAccess(caller)
}

/** The store view named in the body (vsf adds `store_code` in multistore), else the request's. */
export function resolveOrderStoreView(body: OrderBody, fallback: StoreView): StoreView {
  if (!body.store_code) return fallback
  const view = findStoreView(body.store_code)
  if (!view) {
    throw new ValidationError([{ field: 'body.store_code', message: 'Unknown store code.' }])
  }
  return view
}

/** The order hash: the body without stamps (hashOrder) and without the account password. */
export function hashOrderBody(body: OrderBody): string {
  const { personalDetails, ...rest } = body
  if (!personalDetails) return hashOrder(rest)
  const { password: _password, ...details } = personalDetails
  return hashOrder({ ...rest, personalDetails: details })
}

function toAddress(address: Record<string, unknown> & { country_id: string }): AddressInput {
  return { ...address, country_id: address.country_id.toUpperCase() }
}

export function buildOrderPlacement(
  body: OrderBody,
  access: CartAccess,
  idempotencyKey: string | null,
): OrderPlacement {
  const info = body.addressInformation
  const details = body.personalDetails
  const email = details?.emailAddress ?? info.shippingAddress?.email ?? info.billingAddress.email
  if (email === undefined) {
    throw new ValidationError([
      { field: 'body.personalDetails.emailAddress', message: 'Field is required' },
    ])
  }
  const cartId = String(body.cart_id ?? '').trim()
  const createAccount =
    details?.createAccount && details.password !== undefined
      ? {
          email,
          firstname: details.firstName || info.billingAddress.firstname,
          lastname: details.lastName || info.billingAddress.lastname,
          password: details.password,
          storeCode: body.store_code ?? 'default',
        }
      : undefined
  return {
    access,
    cartId: cartId === '' ? null : cartId,
    lines: body.products.map((product) => ({
      sku: product.sku,
      qty: product.qty,
      ...(product.product_option
        ? { productOption: product.product_option as ProductOptionInput }
        : {}),
    })),
    shippingAddress: info.shippingAddress ? toAddress(info.shippingAddress) : null,
    billingAddress: toAddress(info.billingAddress),
    ...(info.shipping_carrier_code === undefined
      ? {}
      : { carrierCode: info.shipping_carrier_code }),
    ...(info.shipping_method_code === undefined ? {} : { methodCode: info.shipping_method_code }),
    paymentMethodCode: info.payment_method_code,
    email,
    orderHash: hashOrderBody(body),
    idempotencyKey,
    ...(createAccount ? { createAccount } : {}),
  }
}

/**
 * Places the order; a first placement (not a repeat) mails the order confirmation, with the
 * confirmation link of the account it created (spec 001 §6). A mail failure is only logged.
 */
export async function placeOrder(
  context: CommerceRequest,
  mail: MailContext,
  body: OrderBody,
  idempotencyKey: string | null,
): Promise<PlacedOrder> {
  const access = resolveOrderAccess(context.caller, body.user_id)
  const storeView = resolveOrderStoreView(body, context.storeView)
  const placement = buildOrderPlacement(body, access, idempotencyKey)
  if (placement.createAccount) placement.createAccount.storeCode = storeView.storeCode
  const outcome = await context.commerce.placeOrder(placement, { storeView })
  if (outcome.firstPlacement) {
    const order = await context.commerce.readOrderForShop(Number(outcome.backendOrderId))
    if (order) {
      await sendMailQuietly(
        { ...mail, storeView },
        renderOrderMail({
          storeView,
          storefrontUrl: mail.storefrontUrl,
          order,
          accountConfirmationKey: outcome.createdAccount?.confirmationKey ?? null,
        }),
      )
    }
  }
  return {
    orderNumber: outcome.orderNumber,
    backendOrderId: outcome.backendOrderId,
    transferedAt: outcome.transferedAt,
  }
}
