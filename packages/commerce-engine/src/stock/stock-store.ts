// Stock in the commerce engine. Available units are `qty - reserved` (never below 0). Reserving is
// one conditional UPDATE per sku (`… WHERE qty - reserved >= n`), so two concurrent orders for the
// last unit cannot both win: the database re-checks the condition on the row it locks.
import { and, eq, sql } from 'drizzle-orm'
import type { StockLevel, StockLine, StockReservation } from './stock.types.js'
import type { CommerceDb } from '../db/database.js'
import { stockItems } from '../db/schema.js'
import { queryRows } from '../db/sql-rows.js'

export type StockRow = Omit<typeof stockItems.$inferSelect, 'createdAt' | 'updatedAt'>

/** The columns of commerce_stock_items as a StockRow (sql-rows.ts). */
export const STOCK_COLUMNS = `sku, product_id AS "productId", qty, reserved,
  manage_stock AS "manageStock", is_in_stock AS "isInStock"`

const READ_STOCK = `SELECT ${STOCK_COLUMNS} FROM commerce_stock_items WHERE sku = ANY($1)`

export function toStockLevel(row: StockRow): StockLevel {
  return {
    sku: row.sku,
    productId: row.productId,
    qty: Math.max(0, row.qty - row.reserved),
    isInStock: row.isInStock,
    manageStock: row.manageStock,
  }
}

/** How many units of a sku a cart may hold; Infinity when stock is not managed. */
export function readSellableQty(level: StockLevel | undefined): number {
  if (!level || !level.isInStock) return 0
  return level.manageStock ? level.qty : Number.POSITIVE_INFINITY
}

export async function readStockLevels(
  db: CommerceDb,
  skus: readonly string[],
): Promise<StockLevel[]> {
  if (skus.length === 0) return []
  // Hand-written (sql-rows.ts): every cart write reads the stock of its line.
  const rows = await queryRows<StockRow>(db, READ_STOCK, [[...new Set(skus)]])
  const bySku = new Map(rows.map((row) => [row.sku, toStockLevel(row)]))
  return skus.flatMap((sku) => {
    const level = bySku.get(sku)
    return level ? [level] : []
  })
}

/** Adds up the quantities per sku, so one sku asked twice is reserved once for the sum. */
function sumLines(lines: readonly StockLine[]): StockLine[] {
  const sums = new Map<string, number>()
  for (const line of lines) sums.set(line.sku, (sums.get(line.sku) ?? 0) + line.qty)
  // Sorted, so concurrent reservations lock rows in the same order and never deadlock.
  return [...sums]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([sku, qty]) => ({ sku, qty }))
}

/** Reserves every line inside the caller's transaction; throws to roll back on the first miss. */
export async function reserveStockInTransaction(
  tx: CommerceDb,
  lines: readonly StockLine[],
): Promise<StockReservation> {
  for (const line of sumLines(lines)) {
    const updated = await tx
      .update(stockItems)
      .set({ reserved: sql`${stockItems.reserved} + ${line.qty}`, updatedAt: sql`now()` })
      .where(
        and(
          eq(stockItems.sku, line.sku),
          sql`(not ${stockItems.manageStock} or ${stockItems.qty} - ${stockItems.reserved} >= ${line.qty})`,
          eq(stockItems.isInStock, true),
        ),
      )
      .returning({ sku: stockItems.sku })
    if (updated.length === 0) {
      const [row] = await tx.select().from(stockItems).where(eq(stockItems.sku, line.sku))
      return row
        ? {
            ok: false,
            sku: line.sku,
            available: readSellableQty(toStockLevel(row)),
            reason: 'insufficient',
          }
        : { ok: false, sku: line.sku, available: 0, reason: 'unknown-sku' }
    }
  }
  return { ok: true }
}

export class StockReservationFailed extends Error {
  constructor(readonly outcome: Exclude<StockReservation, { ok: true }>) {
    super(`stock reservation failed for ${outcome.sku}`)
  }
}

export async function reserveStock(
  db: CommerceDb,
  lines: readonly StockLine[],
): Promise<StockReservation> {
  try {
    return await db.transaction(async (tx) => {
      const outcome = await reserveStockInTransaction(tx, lines)
      if (!outcome.ok) throw new StockReservationFailed(outcome)
      return outcome
    })
  } catch (error) {
    if (error instanceof StockReservationFailed) return error.outcome
    throw error
  }
}

export async function releaseStock(db: CommerceDb, lines: readonly StockLine[]): Promise<void> {
  await db.transaction(async (tx) => {
    for (const line of sumLines(lines)) {
      await tx
        .update(stockItems)
        .set({
          reserved: sql`greatest(0, ${stockItems.reserved} - ${line.qty})`,
          updatedAt: sql`now()`,
        })
        .where(eq(stockItems.sku, line.sku))
    }
  })
}
