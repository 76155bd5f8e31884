// The pickup point of a cart (spec 000 §4 "Pickup-point shipping"; select-servicepoint in §7): the
// BFF looks the chosen point up with the carrier and hands the engine what it found; the engine
// keeps it with the cart, and order placement carries it onto a servicepoint order.
import type { SelectedServicePoint } from '@vitrine/contracts/service-points'
import { eq, sql } from 'drizzle-orm'
import { carts } from '../db/schema.js'
import type { CartAccess } from './cart.types.js'
import type { CartEngine } from './cart-operations.js'
import { requireCart } from './cart-store.js'

/** Stores (or, with null, forgets) the cart's service point; answers what is stored. */
export async function selectServicePointIn(
  { db }: Pick<CartEngine, 'db'>,
  cartId: string,
  access: CartAccess,
  point: SelectedServicePoint | null,
): Promise<SelectedServicePoint | null> {
  const cart = await requireCart(db, cartId, access)
  await db
    .update(carts)
    .set({ servicePoint: point, updatedAt: sql`now()` })
    .where(eq(carts.id, cart.id))
  return point
}

/** The cart's stored service point, if any. */
export async function readServicePointIn(
  { db }: Pick<CartEngine, 'db'>,
  cartId: string,
  access: CartAccess,
): Promise<SelectedServicePoint | null> {
  return (await requireCart(db, cartId, access)).servicePoint ?? null
}
