// Signing customers in (D26): checking a password, finding the customer behind an
// access token, and trading a refresh token (used once) for a new pair.
import { and, eq, gt } from 'drizzle-orm'
import type { CustomerRecord, CustomerTokens, TokenLifetimes } from './customer.types.js'
import type { CommerceDb } from '../db/database.js'
import { customerTokens } from '../db/schema.js'
import { burnPasswordCheck, verifyPassword } from './customer-passwords.js'
import { findCustomerRowByEmail, toCustomerRecord } from './customer-store.js'
import { consumeRefreshToken, hashToken, insertTokenPair } from './customer-tokens.js'

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
    const customerId = await consumeRefreshToken(tx, refreshToken, now)
    if (customerId === null) return null
    return { customerId, tokens: await insertTokenPair(tx, customerId, lifetimes, now) }
  })
}
