// GET /api/user/order-detail (spec 001 §2 `/my-account/orders/{orderId}`): one of the caller's
// orders with its addresses and method. Another customer's order, a guest's or an unknown id all
// answer the same 404, so an id tells nothing about orders that are not the caller's.
import type { OrderDetail } from '@vitrine/contracts/order-history'
import { convertMinorToDecimal } from '@vitrine/pricing/money'
import type { StoredAddress } from '../../adapters/commerce/commerce.port.js'
import { requireCustomer, type CommerceRequest } from '../../caller.js'
import { NotFoundError } from '../../errors.js'
import { toHistoryOrder } from './order-history.service.js'

/** Magento's text for an entity the caller may not see. */
export const ORDER_NOT_FOUND_MESSAGE =
  "The entity that was requested doesn't exist. Verify the entity and try again."

function toOrderAddress(address: StoredAddress): OrderDetail['billing_address'] {
  const text = (key: string) => (typeof address[key] === 'string' ? (address[key] as string) : '')
  const optional = (key: string) =>
    typeof address[key] === 'string' ? { [key]: address[key] as string } : {}
  return {
    firstname: text('firstname'),
    lastname: text('lastname'),
    ...optional('company'),
    street: Array.isArray(address.street) ? (address.street as unknown[]).map(String) : [],
    city: text('city'),
    postcode: text('postcode'),
    country_id: address.country_id,
    ...optional('telephone'),
    ...optional('email'),
  }
}

export async function readOrderDetail(
  context: CommerceRequest,
  orderId: number,
): Promise<OrderDetail> {
  const order = await context.commerce.readCustomerOrder(requireCustomer(context.caller), orderId)
  if (!order) throw new NotFoundError(ORDER_NOT_FOUND_MESSAGE)
  return {
    ...toHistoryOrder(order),
    subtotal_incl_tax: convertMinorToDecimal(order.subtotalInclTaxCents),
    billing_address: toOrderAddress(order.billingAddress),
    shipping_address: order.shippingAddress ? toOrderAddress(order.shippingAddress) : null,
    shipping_method:
      order.shippingCarrierCode && order.shippingMethodCode
        ? `${order.shippingCarrierCode}_${order.shippingMethodCode}`
        : null,
  }
}
