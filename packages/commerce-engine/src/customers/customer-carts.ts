// A customer's cart (D26): one active cart per customer (a partial unique index), so
// creating a cart with a customer token answers the cart they already have, as Magento's
// /V1/carts/mine does. On login a guest cart can be merged into it (spec 000 §4 "Cart
// synchronisation": quantities merged): a line with the same product and options (@vitrine/cart
// checksum, as stored) adds its quantity, capped at what the stock allows; lines that find no
// stock at all, or whose product left the catalogue, are left out. The guest cart's coupons join the customer's; the guest cart closes.
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import { CommerceError, InsufficientStockError } from '../errors.js'
import type { EngineSettings } from '../carts/cart-evaluation.js'
import { writeCartLine } from '../carts/cart-line-writer.js'
import { generateCartId, readCartItemRows, requireCart, type CartRow } from '../carts/cart-store.js'
import type { PricingScope, ProductOptionInput } from '../carts/cart.types.js'
import type { CommerceDb } from '../db/database.js'
import { carts } from '../db/schema.js'
import { replaceCartCouponCodes } from '../coupons/coupon-store.js'

async function findActiveCustomerCart(
  db: CommerceDb,
  customerId: number,
  lock: boolean,
): Promise<CartRow | undefined> {
  const query = db
    .select()
    .from(carts)
    .where(
      and(
        eq(carts.customerId, customerId),
        eq(carts.status, 'active'),
        isNotNull(carts.customerId),
      ),
    )
    .orderBy(asc(carts.createdAt))
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** The customer's active cart, created when missing; concurrent calls end with one cart. */
export async function findOrCreateCustomerCart(
  db: CommerceDb,
  customerId: number,
  storeCode: string,
  lock = false,
): Promise<CartRow> {
  const existing = await findActiveCustomerCart(db, customerId, lock)
  if (existing) return existing
  await db
    .insert(carts)
    .values({ id: generateCartId(), customerId, storeCode })
    .onConflictDoNothing()
  const created = await findActiveCustomerCart(db, customerId, lock)
  if (!created) throw new Error('the customer cart was not stored')
  return created
}

export async function mergeGuestCartInTransaction(
  tx: CommerceDb,
  guestCartId: string,
  customerId: number,
  scope: PricingScope,
  settings: EngineSettings,
): Promise<string> {
  // Anyone holding a guest cart's id may use it; another customer's cart is a 404 (D21).
  const guest = await requireCart(tx, guestCartId, { customerId }, true)
  const target = await findOrCreateCustomerCart(tx, customerId, scope.storeView.storeCode, true)
  if (guest.id === target.id) return target.id

  for (const item of await readCartItemRows(tx, guest.id)) {
    const line = {
      sku: item.sku,
      productOption: (item.productOption ?? undefined) as ProductOptionInput | undefined,
    }
    try {
      await writeCartLine(tx, target, { ...line, qty: item.qty }, scope, settings)
    } catch (error) {
      if (!(error instanceof InsufficientStockError)) {
        // A product that left the catalogue (or an option that no longer exists) is left out.
        if (error instanceof CommerceError) continue
        throw error
      }
      const held = (await readCartItemRows(tx, target.id)).find(
        (row) => row.sku === item.sku && row.checksum === item.checksum,
      )
      const room = error.maxQuantity - (held?.qty ?? 0)
      if (room > 0) await writeCartLine(tx, target, { ...line, qty: room }, scope, settings)
    }
  }
  const codes = [...target.couponCodes]
  for (const code of guest.couponCodes) {
    if (!codes.includes(code)) codes.push(code)
  }
  await replaceCartCouponCodes(tx, target.id, codes)
  await tx
    .update(carts)
    .set({ status: 'merged', updatedAt: sql`now()` })
    .where(eq(carts.id, guest.id))
  return target.id
}
