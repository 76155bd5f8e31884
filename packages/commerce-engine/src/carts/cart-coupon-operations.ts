// Coupons on a cart (D21): apply several codes with a result per code, remove them,
// list them. Usage limits are enforced when an order redeems them (coupon-store.ts). A coupon
// bound to a mailbox (D222) is refused on a customer's cart of another e-mail; a guest cart knows
// no e-mail, so there the order decides.
import { eq } from 'drizzle-orm'
import { evaluateCart } from './cart-evaluation.js'
import type { CartEngine } from './cart-operations.js'
import { requireCart } from './cart-store.js'
import type { CartAccess, PricingScope } from './cart.types.js'
import type { CouponOutcome } from '../coupons/coupon.types.js'
import { checkCouponUsable, normalizeCouponCode } from '../coupons/coupon-rules.js'
import { findCouponRows, replaceCartCouponCodes } from '../coupons/coupon-store.js'
import type { CommerceDb } from '../db/database.js'
import { customers } from '../db/schema.js'

/** The e-mail addresses a cart is known by (D222): its customer's, none for a guest cart. */
export async function cartEmails(db: CommerceDb, customerId: number | null): Promise<string[]> {
  if (customerId === null) return []
  const rows = await db
    .select({ email: customers.email })
    .from(customers)
    .where(eq(customers.id, customerId))
  return rows.map((row) => row.email)
}

export function applyCouponsIn(
  { db, settings }: CartEngine,
  cartId: string,
  access: CartAccess,
  codes: readonly string[],
  scope: PricingScope,
  options: { requireAll?: boolean } = {},
): Promise<CouponOutcome[]> {
  return db.transaction(async (tx) => {
    const cart = await requireCart(tx, cartId, access, true)
    const evaluation = await evaluateCart(tx, cart, scope, settings)
    const rows = await findCouponRows(tx, codes)
    const bound = [...rows.values()].some((row) => row.boundMailbox !== null)
    const emails = bound ? await cartEmails(tx, cart.customerId) : []
    const now = settings.now()
    const accepted: string[] = []
    const outcomes = codes.map((code): CouponOutcome => {
      const normalized = normalizeCouponCode(code)
      const rejection = checkCouponUsable(rows.get(normalized), {
        now,
        subtotalInclTaxCents: evaluation.totals.subtotal.incl,
        lineCount: evaluation.lines.length,
        emails,
      })
      if (rejection) return { code, applied: false, reason: rejection }
      if (!accepted.includes(normalized)) accepted.push(normalized)
      return { code, applied: true }
    })
    if (options.requireAll && outcomes.some((outcome) => !outcome.applied)) return outcomes
    await replaceCartCouponCodes(tx, cart.id, accepted)
    return outcomes
  })
}

export function removeCouponsIn(
  { db }: CartEngine,
  cartId: string,
  access: CartAccess,
): Promise<void> {
  return db.transaction(async (tx) => {
    const cart = await requireCart(tx, cartId, access, true)
    await replaceCartCouponCodes(tx, cart.id, [])
  })
}

export async function listCartCouponsIn(
  { db }: CartEngine,
  cartId: string,
  access: CartAccess,
): Promise<string[]> {
  return (await requireCart(db, cartId, access)).couponCodes
}
