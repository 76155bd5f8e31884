// The wishlist operations (spec 001 §4, §7): create (at most 5, enforced atomically: the customer
// row is locked while the lists are counted, so two creates at 4 lists end with exactly one new
// list; D146), rename, delete (never the default), share (an unguessable code, D147), read by
// sharing code (name and items only), add a product (quantity 1, once per list) and remove an item.
import { FIELD_REQUIRED_MESSAGE } from '@vitrine/contracts/customer-address'
import { WISHLIST_NAME_TOO_LONG_MESSAGE } from '@vitrine/contracts/wishlist'
import { and, count, eq, isNull } from 'drizzle-orm'
import type { CommerceDb } from '../db/database.js'
import { customers, products, wishlistItems, wishlists } from '../db/schema.js'
import {
  DefaultWishlistDeleteError,
  ProductNotFoundError,
  WishlistItemNotFoundError,
  WishlistLimitError,
  WishlistNameError,
  WishlistNotFoundError,
} from '../errors.js'
import {
  createSharingCode,
  readCustomerWishlists,
  readWishlistItems,
  requireOwnWishlistRow,
  toWishlistRecord,
} from './wishlist-store.js'
import {
  DEFAULT_WISHLIST_NAME,
  MAX_WISHLISTS,
  WISHLIST_NAME_MAX_LENGTH,
  type SharedWishlistRecord,
  type WishlistItemRecord,
  type WishlistRecord,
} from './wishlist.types.js'

/** spec 001 §5: a name is required and at most 50 characters (after trimming). */
export function assertWishlistName(name: string): string {
  const trimmed = name.trim()
  if (trimmed.length === 0) throw new WishlistNameError(FIELD_REQUIRED_MESSAGE)
  if (trimmed.length > WISHLIST_NAME_MAX_LENGTH) {
    throw new WishlistNameError(WISHLIST_NAME_TOO_LONG_MESSAGE)
  }
  return trimmed
}

/** Locks the customer's row: every change to the number of their lists waits for the others. */
async function lockCustomer(tx: CommerceDb, customerId: number): Promise<void> {
  const [row] = await tx
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update')
  if (!row) throw new WishlistNotFoundError()
}

/** Creates the default list when the customer has none (inside a transaction holding the lock). */
async function ensureDefaultIn(tx: CommerceDb, customerId: number): Promise<void> {
  const [existing] = await tx
    .select({ id: wishlists.id })
    .from(wishlists)
    .where(and(eq(wishlists.customerId, customerId), eq(wishlists.isDefault, true)))
  if (existing) return
  await tx.insert(wishlists).values({ customerId, name: DEFAULT_WISHLIST_NAME, isDefault: true })
}

/** The customer's lists; the first read creates the default list (spec 001 §4). */
export async function listWishlistsIn(
  db: CommerceDb,
  customerId: number,
): Promise<WishlistRecord[]> {
  const lists = await readCustomerWishlists(db, customerId)
  if (lists.some((list) => list.isDefault)) return lists
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId)
    await ensureDefaultIn(tx, customerId)
    return readCustomerWishlists(tx, customerId)
  })
}

export function createWishlistIn(
  db: CommerceDb,
  customerId: number,
  name: string,
): Promise<WishlistRecord> {
  const checkedName = assertWishlistName(name)
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customerId)
    await ensureDefaultIn(tx, customerId)
    const [counted] = await tx
      .select({ lists: count() })
      .from(wishlists)
      .where(eq(wishlists.customerId, customerId))
    if ((counted?.lists ?? 0) >= MAX_WISHLISTS) throw new WishlistLimitError()
    const [row] = await tx
      .insert(wishlists)
      .values({ customerId, name: checkedName, isDefault: false })
      .returning()
    if (!row) throw new Error('the wishlist was not stored')
    return toWishlistRecord(row, [])
  })
}

export async function renameWishlistIn(
  db: CommerceDb,
  customerId: number,
  wishlistId: number,
  name: string,
): Promise<WishlistRecord> {
  const checkedName = assertWishlistName(name)
  const [row] = await db
    .update(wishlists)
    .set({ name: checkedName, updatedAt: new Date() })
    .where(and(eq(wishlists.id, wishlistId), eq(wishlists.customerId, customerId)))
    .returning()
  if (!row) throw new WishlistNotFoundError()
  return toWishlistRecord(row, await readWishlistItems(db, row.id))
}

/** Deletes one of the customer's lists with its items; the default list stays (spec 001 §4). */
export function deleteWishlistIn(
  db: CommerceDb,
  customerId: number,
  wishlistId: number,
): Promise<void> {
  return db.transaction(async (tx) => {
    const row = await requireOwnWishlistRow(tx, customerId, wishlistId, true)
    if (row.isDefault) throw new DefaultWishlistDeleteError()
    await tx.delete(wishlists).where(eq(wishlists.id, row.id))
  })
}

/** The list's sharing code, made on the first share and kept after (the link stays valid). */
export async function shareWishlistIn(
  db: CommerceDb,
  customerId: number,
  wishlistId: number,
): Promise<string> {
  const row = await requireOwnWishlistRow(db, customerId, wishlistId)
  if (row.sharingCode) return row.sharingCode
  // Conditional: of two shares at once, the first code stays and both answer it.
  await db
    .update(wishlists)
    .set({ sharingCode: createSharingCode(), updatedAt: new Date() })
    .where(and(eq(wishlists.id, row.id), isNull(wishlists.sharingCode)))
  const shared = await requireOwnWishlistRow(db, customerId, wishlistId)
  if (!shared.sharingCode) throw new Error('the sharing code was not stored')
  return shared.sharingCode
}

/** The shared list's name and items; an unknown code is not found. */
export async function readSharedWishlistIn(
  db: CommerceDb,
  sharingCode: string,
): Promise<SharedWishlistRecord> {
  const [row] = await db
    .select({ id: wishlists.id, name: wishlists.name, sharingCode: wishlists.sharingCode })
    .from(wishlists)
    .where(eq(wishlists.sharingCode, sharingCode))
  if (!row?.sharingCode) throw new WishlistNotFoundError()
  return {
    name: row.name,
    sharingCode: row.sharingCode,
    items: await readWishlistItems(db, row.id),
  }
}

async function assertProductExists(db: CommerceDb, productId: number): Promise<void> {
  const [row] = await db
    .select({ sku: products.sku })
    .from(products)
    .where(eq(products.productId, productId))
    .limit(1)
  if (!row) throw new ProductNotFoundError(String(productId))
}

/** Adds the product to the list (quantity 1); a product already on the list stays as it is. */
export async function addWishlistItemIn(
  db: CommerceDb,
  customerId: number,
  wishlistId: number,
  productId: number,
): Promise<WishlistItemRecord> {
  const row = await requireOwnWishlistRow(db, customerId, wishlistId)
  await assertProductExists(db, productId)
  await db
    .insert(wishlistItems)
    .values({ wishlistId: row.id, productId, qty: 1 })
    .onConflictDoNothing()
  const item = (await readWishlistItems(db, row.id)).find((entry) => entry.productId === productId)
  // The list was deleted between the insert and the read.
  if (!item) throw new WishlistNotFoundError()
  return item
}

export async function removeWishlistItemIn(
  db: CommerceDb,
  customerId: number,
  wishlistId: number,
  itemId: number,
): Promise<void> {
  const row = await requireOwnWishlistRow(db, customerId, wishlistId)
  const removed = await db
    .delete(wishlistItems)
    .where(and(eq(wishlistItems.id, itemId), eq(wishlistItems.wishlistId, row.id)))
    .returning({ id: wishlistItems.id })
  if (removed.length === 0) throw new WishlistItemNotFoundError()
}
