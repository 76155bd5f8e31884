// Coupons in the commerce engine's tables: rules, the codes on a cart (on its row, in the order applied) and
// the atomic usage count (`times_used + 1 … WHERE times_used < usage_limit`, one UPDATE per code).
import { eq, inArray, sql } from 'drizzle-orm'
import type { CouponDefinition } from './coupon.types.js'
import type { CommerceDb } from '../db/database.js'
import { carts, coupons } from '../db/schema.js'
import { normalizeCouponCode, type CouponRow } from './coupon-rules.js'

function toCouponRow(definition: CouponDefinition): typeof coupons.$inferInsert {
  if (!Number.isSafeInteger(definition.amount) || definition.amount <= 0) {
    throw new RangeError(
      `A coupon amount must be a positive whole number, got ${definition.amount}`,
    )
  }
  return {
    code: normalizeCouponCode(definition.code),
    kind: definition.kind,
    amount: definition.amount,
    minSubtotalCents: definition.minSubtotalCents ?? 0,
    startsAt: definition.startsAt ?? null,
    endsAt: definition.endsAt ?? null,
    usageLimit: definition.usageLimit ?? null,
    isActive: definition.isActive ?? true,
    description: definition.description ?? '',
    boundMailbox: definition.boundMailbox ?? null,
  }
}

export async function saveCouponRow(db: CommerceDb, definition: CouponDefinition): Promise<void> {
  const row = toCouponRow(definition)
  const { code: _code, ...changes } = row
  await db
    .insert(coupons)
    .values(row)
    .onConflictDoUpdate({ target: coupons.code, set: { ...changes, updatedAt: sql`now()` } })
}

/** Inserts the coupons that do not exist yet; existing ones keep their settings and counts. */
export async function seedCouponRows(
  db: CommerceDb,
  definitions: readonly CouponDefinition[],
): Promise<void> {
  if (definitions.length === 0) return
  await db.insert(coupons).values(definitions.map(toCouponRow)).onConflictDoNothing()
}

/** Inserts one coupon; false when its code or its bound mailbox (D222) is taken already. */
export async function insertCouponRow(
  db: CommerceDb,
  definition: CouponDefinition,
): Promise<boolean> {
  const inserted = await db
    .insert(coupons)
    .values(toCouponRow(definition))
    .onConflictDoNothing()
    .returning({ code: coupons.code })
  return inserted.length > 0
}

export async function findCouponRows(
  db: CommerceDb,
  codes: readonly string[],
): Promise<Map<string, CouponRow>> {
  const normalized = [...new Set(codes.map(normalizeCouponCode))]
  if (normalized.length === 0) return new Map()
  const rows = await db.select().from(coupons).where(inArray(coupons.code, normalized))
  return new Map(rows.map((row) => [row.code, row]))
}

/** Sets a cart's coupon codes (normalized, in the order applied) on its row. */
export async function replaceCartCouponCodes(
  tx: CommerceDb,
  cartId: string,
  codes: readonly string[],
): Promise<void> {
  await tx
    .update(carts)
    .set({ couponCodes: [...codes], updatedAt: sql`now()` })
    .where(eq(carts.id, cartId))
}

export class CouponRedemptionFailed extends Error {
  constructor(readonly code: string) {
    super(`coupon ${code} cannot be redeemed`)
  }
}

/** Counts one use of each code inside the caller's transaction; throws to roll back on a miss. */
export async function redeemCouponsInTransaction(
  tx: CommerceDb,
  codes: readonly string[],
): Promise<void> {
  const sorted = [...new Set(codes.map(normalizeCouponCode))].sort()
  for (const code of sorted) {
    const updated = await tx
      .update(coupons)
      .set({ timesUsed: sql`${coupons.timesUsed} + 1`, updatedAt: sql`now()` })
      .where(
        sql`${coupons.code} = ${code} and ${coupons.isActive} and (${coupons.usageLimit} is null or ${coupons.timesUsed} < ${coupons.usageLimit})`,
      )
      .returning({ code: coupons.code })
    if (updated.length === 0) throw new CouponRedemptionFailed(code)
  }
}
