// Returns in the engine's tables (spec 001 §3, §4, §9; D163–D166). A return belongs to an order
// and, when a customer asked, to that customer; a guest reaches an order by its number and the
// billing last name, and a wrong pair is the same "not found" as an unknown order (D164). Units
// are counted under a lock of the order row, so two requests at once never return more than was
// ordered. Requests after the free-return window (30 days from the order) are refused (D165).
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { CommerceDb } from '../db/database.js'
import { orderItems, orders, products, returnItems, returns } from '../db/schema.js'
import {
  ReturnItemError,
  ReturnNotFoundError,
  ReturnReasonError,
  ReturnTransitionError,
  ReturnWindowClosedError,
} from '../errors.js'
import { isActiveReasonIn } from './return-reasons.js'
import { canMoveReturn, holdsUnits } from './return-transitions.js'
import type {
  ReturnableOrder,
  ReturnOwner,
  ReturnPage,
  ReturnRecord,
  ReturnRequestInput,
  ReturnStatus,
} from './return.types.js'

/** spec 001 §9: free returns within 30 days. */
export const FREE_RETURN_DAYS = 30
const DAY_MS = 24 * 3600 * 1000

export function returnableUntil(orderCreatedAt: Date): Date {
  return new Date(orderCreatedAt.getTime() + FREE_RETURN_DAYS * DAY_MS)
}

/** The order the owner may return, or null (unknown, another customer's, or a wrong pair). */
async function findOwnedOrder(
  db: CommerceDb,
  orderId: number | null,
  owner: ReturnOwner,
  lock = false,
) {
  const ownerCondition =
    'customerId' in owner
      ? and(eq(orders.id, orderId ?? -1), eq(orders.customerId, owner.customerId))
      : and(
          eq(orders.incrementId, owner.orderNumber),
          sql`lower(trim(${orders.billingAddress}->>'lastname')) = lower(trim(${owner.lastName}))`,
          orderId === null ? undefined : eq(orders.id, orderId),
        )
  const query = db
    .select({ id: orders.id, incrementId: orders.incrementId, createdAt: orders.createdAt })
    .from(orders)
    .where(ownerCondition)
  const [row] = lock ? await query.for('update') : await query
  return row ?? null
}

async function readSizes(db: CommerceDb, parentSkus: readonly string[]) {
  const sizes = new Map<string, string[]>()
  if (parentSkus.length === 0) return sizes
  const rows = await db
    .select({ sku: products.sku, options: products.options })
    .from(products)
    .where(inArray(products.sku, [...new Set(parentSkus)]))
  for (const row of rows) {
    const size = row.options.configurableOptions?.find((option) => option.attributeCode === 'size')
    sizes.set(row.sku, size ? size.values.map((value) => value.label) : [])
  }
  return sizes
}

/** Units of each order line already in returns that hold them. */
async function readReturnedUnits(db: CommerceDb, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ orderItemId: returnItems.orderItemId, qty: returnItems.qty, status: returns.status })
    .from(returnItems)
    .innerJoin(returns, eq(returns.id, returnItems.returnId))
    .where(eq(returns.orderId, orderId))
  const units = new Map<number, number>()
  for (const row of rows) {
    if (!holdsUnits(row.status)) continue
    units.set(row.orderItemId, (units.get(row.orderItemId) ?? 0) + row.qty)
  }
  return units
}

async function buildReturnable(
  db: CommerceDb,
  order: { id: number; incrementId: string; createdAt: Date },
  now: Date,
): Promise<ReturnableOrder> {
  const lines = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.id))
  const [returned, sizes] = await Promise.all([
    readReturnedUnits(db, order.id),
    readSizes(
      db,
      lines.flatMap((line) => (line.parentSku ? [line.parentSku] : [])),
    ),
  ])
  const until = returnableUntil(order.createdAt)
  return {
    orderId: order.id,
    orderNumber: order.incrementId,
    createdAt: order.createdAt,
    isReturnable: now <= until,
    returnableUntil: until,
    items: lines.map((line) => ({
      orderItemId: line.id,
      sku: line.sku,
      name: line.name,
      qtyOrdered: line.qty,
      qtyReturnable: Math.max(0, line.qty - (returned.get(line.id) ?? 0)),
      priceInclTaxCents: line.priceInclTaxCents,
      sizes: line.parentSku ? (sizes.get(line.parentSku) ?? []) : [],
    })),
  }
}

/** The order with what is left to return; null when the owner may not see it. */
export async function readReturnableOrderIn(
  db: CommerceDb,
  orderId: number | null,
  owner: ReturnOwner,
  now: Date,
): Promise<ReturnableOrder | null> {
  const order = await findOwnedOrder(db, orderId, owner)
  return order ? buildReturnable(db, order, now) : null
}

export async function createReturnIn(
  db: CommerceDb,
  input: ReturnRequestInput,
  now: Date,
): Promise<ReturnRecord> {
  if (!(await isActiveReasonIn(db, input.reasonCode))) throw new ReturnReasonError()
  const returnId = await db.transaction(async (tx) => {
    const order = await findOwnedOrder(tx, input.orderId, input.owner, true)
    if (!order) throw new ReturnNotFoundError()
    const returnable = await buildReturnable(tx, order, now)
    if (!returnable.isReturnable) throw new ReturnWindowClosedError()
    const wanted = new Map<number, number>()
    input.lines.forEach((line, index) => {
      const item = returnable.items.find((candidate) => candidate.orderItemId === line.orderItemId)
      if (!item) throw new ReturnItemError(index, 'This item is not part of the order.')
      const total = (wanted.get(line.orderItemId) ?? 0) + line.qty
      if (!Number.isSafeInteger(line.qty) || line.qty < 1 || total > item.qtyReturnable) {
        throw new ReturnItemError(
          index,
          item.qtyReturnable > 0
            ? `Quantity must be below ${item.qtyReturnable + 1}`
            : 'This item has already been returned.',
        )
      }
      if (line.exchangeSize && !item.sizes.includes(line.exchangeSize)) {
        throw new ReturnItemError(index, 'Please select a size')
      }
      wanted.set(line.orderItemId, total)
    })
    const [created] = await tx
      .insert(returns)
      .values({
        orderId: order.id,
        customerId: 'customerId' in input.owner ? input.owner.customerId : null,
        storeCode: input.storeCode,
        reasonCode: input.reasonCode,
        comment: input.comment,
        isFree: true,
      })
      .returning({ id: returns.id })
    if (!created) throw new Error('the return was not stored')
    await tx.insert(returnItems).values(
      input.lines.map((line) => {
        const item = returnable.items.find(
          (candidate) => candidate.orderItemId === line.orderItemId,
        )
        return {
          returnId: created.id,
          orderItemId: line.orderItemId,
          sku: item?.sku ?? '',
          name: item?.name ?? '',
          qty: line.qty,
          exchangeSize: line.exchangeSize ?? null,
        }
      }),
    )
    return created.id
  })
  const record = await readReturnIn(db, returnId, 'any')
  if (!record) throw new Error('the return just stored is missing')
  return record
}

type ReturnRow = typeof returns.$inferSelect

async function toRecords(db: CommerceDb, rows: ReturnRow[]): Promise<ReturnRecord[]> {
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.id)
  const [items, orderRows] = await Promise.all([
    db
      .select()
      .from(returnItems)
      .where(inArray(returnItems.returnId, ids))
      .orderBy(asc(returnItems.id)),
    db
      .select({ id: orders.id, incrementId: orders.incrementId })
      .from(orders)
      .where(inArray(orders.id, [...new Set(rows.map((row) => row.orderId))])),
  ])
  const numbers = new Map(orderRows.map((row) => [row.id, row.incrementId]))
  return rows.map((row) => ({
    id: row.id,
    orderId: row.orderId,
    orderNumber: numbers.get(row.orderId) ?? '',
    customerId: row.customerId,
    storeCode: row.storeCode,
    status: row.status,
    reasonCode: row.reasonCode,
    comment: row.comment,
    isFree: row.isFree,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    items: items
      .filter((item) => item.returnId === row.id)
      .map((item) => ({
        id: item.id,
        orderItemId: item.orderItemId,
        sku: item.sku,
        name: item.name,
        qty: item.qty,
        exchangeSize: item.exchangeSize,
      })),
  }))
}

/** One return; `owner` must be its customer (else null), `any` only for the shop's own use. */
export async function readReturnIn(
  db: CommerceDb,
  returnId: number,
  owner: { customerId: number } | 'any',
): Promise<ReturnRecord | null> {
  const rows = await db
    .select()
    .from(returns)
    .where(
      and(
        eq(returns.id, returnId),
        owner === 'any' ? undefined : eq(returns.customerId, owner.customerId),
      ),
    )
  const [record] = await toRecords(db, rows)
  return record ?? null
}

/** The customer's returns, newest first. */
export async function listCustomerReturnsIn(
  db: CommerceDb,
  customerId: number,
  page: ReturnPage,
): Promise<{ items: ReturnRecord[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(returns)
      .where(eq(returns.customerId, customerId))
      .orderBy(desc(returns.id))
      .limit(page.pageSize)
      .offset((page.currentPage - 1) * page.pageSize),
    db.select({ total: count() }).from(returns).where(eq(returns.customerId, customerId)),
  ])
  return { items: await toRecords(db, rows), total: counted?.total ?? 0 }
}

/** An operator's status change: only along the transition table, one change at a time. */
export async function changeReturnStatusIn(
  db: CommerceDb,
  returnId: number,
  to: ReturnStatus,
): Promise<ReturnRecord> {
  const current = await readReturnIn(db, returnId, 'any')
  if (!current) throw new ReturnNotFoundError()
  if (!canMoveReturn(current.status, to)) throw new ReturnTransitionError(current.status, to)
  const moved = await db
    .update(returns)
    .set({ status: to, updatedAt: sql`now()` })
    .where(and(eq(returns.id, returnId), eq(returns.status, current.status)))
    .returning({ id: returns.id })
  // Another change came first: judge again against what it left.
  if (moved.length === 0) return changeReturnStatusIn(db, returnId, to)
  const record = await readReturnIn(db, returnId, 'any')
  if (!record) throw new ReturnNotFoundError()
  return record
}
