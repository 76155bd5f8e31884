// Signing customers in (D26, D218): checking a password, finding the customer behind an
// access token, trading a refresh token (rotated, reuse detected) for a new pair, logging out.
import { and, eq, gt } from 'drizzle-orm'
import type { CustomerRecord, CustomerTokens, TokenLifetimes } from './customer.types.js'
import type { CommerceDb } from '../db/database.js'
import { customerTokens } from '../db/schema.js'
import { burnPasswordCheck, verifyPassword } from './customer-passwords.js'
import { findCustomerRowByEmail, toCustomerRecord } from './customer-store.js'
import {
  deleteFamily,
  findFamilyOfToken,
  hashToken,
  insertTokenPair,
  rotateRefreshToken,
} from './customer-tokens.js'

/**
 * The customer whose password this is; null (after the same work) when there is none. The caller
 * refuses a customer that is not confirmed (`isConfirmed`) with its own text.
 */
export async function authenticateCustomerIn(
  db: CommerceDb,
  email: string,
  password: string,
): Promise<CustomerRecord | null> {
  const row = await findCustomerRowByEmail(db, email)
  if (!row?.passwordHash) {
    await burnPasswordCheck(password)
    return null
  }
  return (await verifyPassword(password, row.passwordHash)) ? toCustomerRecord(row) : null
}

/** The customer an unexpired access token belongs to. */
export async function findCustomerIdByAccessToken(
  db: CommerceDb,
  token: string,
  now: Date,
): Promise<number | null> {
  const [row] = await db
    .select({ customerId: customerTokens.customerId })
    .from(customerTokens)
    .where(
      and(
        eq(customerTokens.tokenHash, hashToken(token)),
        eq(customerTokens.kind, 'access'),
        gt(customerTokens.expiresAt, now),
      ),
    )
  return row?.customerId ?? null
}

export function refreshTokenPair(
  db: CommerceDb,
  refreshToken: string,
  lifetimes: TokenLifetimes,
  now: Date,
): Promise<{ customerId: number; tokens: CustomerTokens } | null> {
  return db.transaction(async (tx) => {
    const session = await rotateRefreshToken(tx, refreshToken, now)
    if (session === null) return null
    const { customerId, familyId } = session
    return { customerId, tokens: await insertTokenPair(tx, customerId, lifetimes, now, familyId) }
  })
}

/** Logs out (D218): ends the session this access or refresh token belongs to; false if none. */
export function revokeSessionOfToken(db: CommerceDb, token: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const session = await findFamilyOfToken(tx, token, now)
    if (session === null) return false
    await deleteFamily(tx, session.familyId)
    return true
  })
}
