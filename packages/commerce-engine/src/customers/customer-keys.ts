// One-time customer keys (D104): the account confirmation key and the password reset token. Each
// is 256 random bits, mailed to the customer and stored only as its sha256 beside the session
// tokens (kind `confirmation` or `reset`), with an expiry. Issuing a key deletes the customer's
// earlier keys of that kind, so only the newest mail works; using one deletes it (single use).
import { randomBytes } from 'node:crypto'
import { and, eq, gt, inArray } from 'drizzle-orm'
import type { CommerceDb } from '../db/database.js'
import { customerTokens } from '../db/schema.js'
import { hashToken } from './customer-tokens.js'

export type CustomerKeyKind = 'confirmation' | 'reset'

/** D104: a confirmation key works for 7 days, a password reset token for 2 hours. */
export const DEFAULT_KEY_SECONDS: Record<CustomerKeyKind, number> = {
  confirmation: 7 * 24 * 3600,
  reset: 2 * 3600,
}

export interface KeyPolicy {
  now: Date
  seconds: number
}

export async function issueCustomerKey(
  tx: CommerceDb,
  customerId: number,
  kind: CustomerKeyKind,
  policy: KeyPolicy,
): Promise<string> {
  await tx
    .delete(customerTokens)
    .where(and(eq(customerTokens.customerId, customerId), eq(customerTokens.kind, kind)))
  const key = randomBytes(32).toString('base64url')
  await tx.insert(customerTokens).values({
    tokenHash: hashToken(key),
    customerId,
    kind,
    expiresAt: new Date(policy.now.getTime() + policy.seconds * 1000),
  })
  return key
}

/** Deletes the customer's live key of this kind; whether there was one. */
export async function consumeCustomerKey(
  tx: CommerceDb,
  customerId: number,
  kind: CustomerKeyKind,
  key: string,
  now: Date,
): Promise<boolean> {
  const deleted = await tx
    .delete(customerTokens)
    .where(
      and(
        eq(customerTokens.tokenHash, hashToken(key)),
        eq(customerTokens.customerId, customerId),
        eq(customerTokens.kind, kind),
        gt(customerTokens.expiresAt, now),
      ),
    )
    .returning({ customerId: customerTokens.customerId })
  return deleted.length > 0
}

/** Logs the customer out everywhere: every access and refresh token is deleted. */
export async function revokeSessionTokens(tx: CommerceDb, customerId: number): Promise<void> {
  await tx
    .delete(customerTokens)
    .where(
      and(
        eq(customerTokens.customerId, customerId),
        inArray(customerTokens.kind, ['access', 'refresh']),
      ),
    )
}
