// Reading placed orders (D26; spec 001's order history builds on it):
// a customer's orders, newest first, with their lines. Guest orders are never listed here.
import { and, asc, count, desc, eq, inArray } from 'drizzle-orm'
import type { OrderDetailRecord, OrderPage, OrderSummary } from './order.types.js'
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
  return summarize(db, rows)
}

type OrderRow = typeof orders.$inferSelect

async function summarize(db: CommerceDb, rows: OrderRow[]): Promise<OrderSummary[]> {
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

/**
 * One order with its addresses and method. `owner`: the customer it must belong to (another
 * customer's order, or a guest order, is null: not found); `any` only for the shop's own mail.
 */
export async function readOrderDetail(
  db: CommerceDb,
  orderId: number,
  owner: { customerId: number } | 'any',
): Promise<OrderDetailRecord | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        owner === 'any' ? undefined : eq(orders.customerId, owner.customerId),
      ),
    )
  if (!row) return null
  const [summary] = await summarize(db, [row])
  if (!summary) return null
  return {
    ...summary,
    storeCode: row.storeCode,
    customerId: row.customerId,
    subtotalInclTaxCents: summary.items.reduce((sum, item) => sum + item.rowTotalInclTaxCents, 0),
    billingAddress: row.billingAddress,
    shippingAddress: row.shippingAddress ?? null,
    shippingCarrierCode: row.shippingCarrierCode,
    shippingMethodCode: row.shippingMethodCode,
  }
}

export async function countCustomerOrders(db: CommerceDb, customerId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .where(eq(orders.customerId, customerId))
  return row?.total ?? 0
}
