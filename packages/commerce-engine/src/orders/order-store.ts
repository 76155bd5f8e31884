// Reading placed orders (D26; spec 001's order history builds on it):
// a customer's orders, newest first, with their lines. Guest orders are never listed here.
import { asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { OrderPage, OrderSummary } from './order.types.js'
import type { CommerceDb } from '../db/database.js'
import { orderItems, orders } from '../db/schema.js'

export async function listCustomerOrderSummaries(
  db: CommerceDb,
  customerId: number,
  page?: OrderPage,
): Promise<OrderSummary[]> {
  const query = db
    .select()
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.id))
  const rows = page
    ? await query.limit(page.pageSize).offset((page.currentPage - 1) * page.pageSize)
    : await query
  if (rows.length === 0) return []
  const items = await db
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.id))
  return rows.map((row) => ({
    orderNumber: row.incrementId,
    backendOrderId: String(row.id),
    createdAt: row.createdAt,
    status: row.status,
    currency: row.currency,
    email: row.email,
    grandTotalCents: row.grandTotalCents,
    taxCents: row.taxCents,
    shippingCents: row.shippingCents,
    discountCents: row.discountCents,
    paymentMethodCode: row.paymentMethodCode,
    couponCodes: row.couponCodes,
    shippingMethodCode: row.shippingMethodCode,
    servicePoint: row.servicePoint,
    items: items
      .filter((item) => item.orderId === row.id)
      .map((item) => ({
        sku: item.sku,
        name: item.name,
        qty: item.qty,
        priceInclTaxCents: item.priceInclTaxCents,
        rowTotalInclTaxCents: item.rowTotalInclTaxCents,
        discountCents: item.discountCents,
      })),
  }))
}

export async function countCustomerOrders(db: CommerceDb, customerId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .where(eq(orders.customerId, customerId))
  return row?.total ?? 0
}
