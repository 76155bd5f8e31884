// GET /api/user/order-history (vsf-api-contract §1.6): the token's customer's orders as Magento's
// order search result — a page of orders newest first, `total_count` over all of them. Amounts
// leave as decimals converted from cents; a guest (no or an unknown token) gets a 401.
import type { OrderHistoryEnvelope, OrderHistoryOrder } from '@vitrine/contracts/order-history'
import { convertMinorToDecimal } from '@vitrine/pricing/money'
import type { OrderPage, OrderSummary } from '../../adapters/commerce/commerce.port.js'
import { requireCustomer, type CommerceRequest } from '../../caller.js'

const money = (cents: number) => convertMinorToDecimal(cents)

/** Magento's timestamp format: `2026-11-22 09:15:00` (UTC). */
export function toMagentoTimestamp(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

export function toHistoryOrder(summary: OrderSummary): OrderHistoryOrder {
  return {
    entity_id: Number(summary.backendOrderId),
    increment_id: summary.orderNumber,
    created_at: toMagentoTimestamp(summary.createdAt),
    customer_email: summary.email,
    order_currency_code: summary.currency,
    status: summary.status,
    grand_total: money(summary.grandTotalCents),
    tax_amount: money(summary.taxCents),
    shipping_incl_tax: money(summary.shippingCents),
    discount_amount: money(summary.discountCents),
    coupon_code: summary.couponCodes.length > 0 ? summary.couponCodes.join(',') : null,
    payment: { method: summary.paymentMethodCode },
    // vsf-api-contract §5.2: Magento's DHL module keeps the point's id on the order (D160).
    ...(summary.servicePoint
      ? {
          dhlparcel_shipping_servicepoint_id: summary.servicePoint.id,
          dhlparcel_shipping_servicepoint: summary.servicePoint,
        }
      : {}),
    items: summary.items.map((item) => ({
      sku: item.sku,
      name: item.name,
      qty_ordered: item.qty,
      price_incl_tax: money(item.priceInclTaxCents),
      row_total_incl_tax: money(item.rowTotalInclTaxCents),
      discount_amount: money(item.discountCents),
    })),
  }
}

export async function readOrderHistory(
  context: CommerceRequest,
  page: OrderPage,
): Promise<OrderHistoryEnvelope> {
  const customerId = requireCustomer(context.caller)
  const [orders, totalCount] = await Promise.all([
    context.commerce.listCustomerOrders(customerId, page),
    context.commerce.countCustomerOrders(customerId),
  ])
  return {
    code: 200,
    result: {
      items: orders.map(toHistoryOrder),
      search_criteria: { page_size: page.pageSize, current_page: page.currentPage },
      total_count: totalCount,
    },
  }
}
