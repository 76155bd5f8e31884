// The wishlist rows (spec 001 §3): reads of a customer's lists with their items, and the lookups
// that check a list is the caller's own. Every query names the customer, so another customer's
// list id finds nothing (WishlistNotFoundError, the same as an unknown id).
import { randomBytes } from 'node:crypto'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { CommerceDb } from '../db/database.js'
import { wishlistItems, wishlists } from '../db/schema.js'
import { WishlistNotFoundError } from '../errors.js'
import type { WishlistItemRecord, WishlistRecord } from './wishlist.types.js'

export type WishlistRow = typeof wishlists.$inferSelect

/** D147: 16 random bytes (128 bits) in base64url, 22 characters; never derived from an id. */
export function createSharingCode(): string {
  return randomBytes(16).toString('base64url')
}

/**
 * A scalar subquery for one column of the item's product. Written out in full: Drizzle leaves
 * column names unqualified inside `sql`, which a subquery would read as its own table's.
 */
function productColumn(column: 'sku' | 'name') {
  return sql.raw(
    `select p.${column} from commerce_products p ` +
      'where p.product_id = commerce_wishlist_items.product_id ' +
      'order by p.parent_sku nulls first limit 1',
  )
}

/** The items of the given lists, oldest first, with the catalogue's sku and name. */
async function readItems(
  db: CommerceDb,
  wishlistIds: readonly number[],
): Promise<Map<number, WishlistItemRecord[]>> {
  const byList = new Map<number, WishlistItemRecord[]>()
  if (wishlistIds.length === 0) return byList
  const rows = await db
    .select({
      id: wishlistItems.id,
      wishlistId: wishlistItems.wishlistId,
      productId: wishlistItems.productId,
      createdAt: wishlistItems.createdAt,
      // The product's own row (a configurable parent before rows that name it as parent).
      sku: sql<string | null>`(${productColumn('sku')})`,
      name: sql<string | null>`(${productColumn('name')})`,
    })
    .from(wishlistItems)
    .where(inArray(wishlistItems.wishlistId, [...wishlistIds]))
    .orderBy(asc(wishlistItems.id))
  for (const row of rows) {
    const items = byList.get(row.wishlistId) ?? []
    items.push({
      id: row.id,
      productId: row.productId,
      qty: 1,
      sku: row.sku,
      name: row.name,
      addedAt: row.createdAt,
    })
    byList.set(row.wishlistId, items)
  }
  return byList
}

export function toWishlistRecord(row: WishlistRow, items: WishlistItemRecord[]): WishlistRecord {
  return {
    id: row.id,
    name: row.name,
    isDefault: row.isDefault,
    sharingCode: row.sharingCode,
    items,
  }
}

/** The customer's lists, the default first, then in the order they were made. */
export async function readCustomerWishlists(
  db: CommerceDb,
  customerId: number,
): Promise<WishlistRecord[]> {
  const rows = await db
    .select()
    .from(wishlists)
    .where(eq(wishlists.customerId, customerId))
    .orderBy(sql`${wishlists.isDefault} desc`, asc(wishlists.id))
  const items = await readItems(
    db,
    rows.map((row) => row.id),
  )
  return rows.map((row) => toWishlistRecord(row, items.get(row.id) ?? []))
}

/** One of the customer's lists with its items; another customer's id is not found. */
export async function readCustomerWishlist(
  db: CommerceDb,
  customerId: number,
  wishlistId: number,
): Promise<WishlistRecord> {
  const row = await requireOwnWishlistRow(db, customerId, wishlistId)
  const items = await readItems(db, [row.id])
  return toWishlistRecord(row, items.get(row.id) ?? [])
}

export async function requireOwnWishlistRow(
  db: CommerceDb,
  customerId: number,
  wishlistId: number,
  lock = false,
): Promise<WishlistRow> {
  const query = db
    .select()
    .from(wishlists)
    .where(and(eq(wishlists.id, wishlistId), eq(wishlists.customerId, customerId)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw new WishlistNotFoundError()
  return row
}

export async function readWishlistItems(
  db: CommerceDb,
  wishlistId: number,
): Promise<WishlistItemRecord[]> {
  return (await readItems(db, [wishlistId])).get(wishlistId) ?? []
}
