// Session tokens (D26, D218): an access token and a refresh token, 256 random bits each; only their
// sha256 is stored, so a copy of the database holds no usable token. Every login starts a session
// (a family id) that its tokens belong to. Refreshing rotates: the refresh token is marked used
// (kept until it expires), the session's access tokens are retired and a new pair joins the same
// family. A rotated refresh token used again ends the whole session, unless the reuse comes
// within the grace of the rotation (two tabs or workers refreshing at once): then it is only
// refused. Ending a session deletes all its tokens, so the next lookup refuses them.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm'
import type { CustomerTokens, TokenLifetimes } from './customer.types.js'
import type { CommerceDb } from '../db/database.js'
import { customerTokens } from '../db/schema.js'

/** D218: a rotated refresh token used again within this many seconds is refused, not punished. */
export const REFRESH_REUSE_GRACE_SECONDS = 10

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function newFamilyId(): string {
  return randomBytes(16).toString('hex')
}

export async function insertTokenPair(
  tx: CommerceDb,
  customerId: number,
  lifetimes: TokenLifetimes,
  now: Date,
  familyId: string = newFamilyId(),
): Promise<CustomerTokens> {
  const accessToken = randomBytes(32).toString('base64url')
  const refreshToken = randomBytes(32).toString('base64url')
  const at = now.getTime()
  await tx.insert(customerTokens).values([
    {
      tokenHash: hashToken(accessToken),
      customerId,
      kind: 'access',
      familyId,
      expiresAt: new Date(at + lifetimes.accessSeconds * 1000),
    },
    {
      tokenHash: hashToken(refreshToken),
      customerId,
      kind: 'refresh',
      familyId,
      expiresAt: new Date(at + lifetimes.refreshSeconds * 1000),
    },
  ])
  return { accessToken, refreshToken }
}

/** Deletes every token of a session. */
export async function deleteFamily(tx: CommerceDb, familyId: string): Promise<void> {
  await tx.delete(customerTokens).where(eq(customerTokens.familyId, familyId))
}

/**
 * Rotates a live, unused refresh token (D218): marks it used, retires its session's access tokens
 * and answers the session to issue the new pair in. A token rotated before answers null; after the
 * grace its whole session ends too. Unknown or expired: null.
 */
export async function rotateRefreshToken(
  tx: CommerceDb,
  refreshToken: string,
  now: Date,
): Promise<{ customerId: number; familyId: string } | null> {
  const [row] = await tx
    .select({
      tokenHash: customerTokens.tokenHash,
      customerId: customerTokens.customerId,
      familyId: customerTokens.familyId,
      usedAt: customerTokens.usedAt,
    })
    .from(customerTokens)
    .where(
      and(
        eq(customerTokens.tokenHash, hashToken(refreshToken)),
        eq(customerTokens.kind, 'refresh'),
        gt(customerTokens.expiresAt, now),
      ),
    )
    .for('update')
  if (!row?.familyId) return null
  if (row.usedAt) {
    const sinceRotation = now.getTime() - row.usedAt.getTime()
    if (sinceRotation > REFRESH_REUSE_GRACE_SECONDS * 1000) await deleteFamily(tx, row.familyId)
    return null
  }
  await tx
    .update(customerTokens)
    .set({ usedAt: now })
    .where(eq(customerTokens.tokenHash, row.tokenHash))
  await tx
    .delete(customerTokens)
    .where(and(eq(customerTokens.familyId, row.familyId), eq(customerTokens.kind, 'access')))
  return { customerId: row.customerId, familyId: row.familyId }
}

/** The session a live access or refresh token belongs to; null when unknown or expired. */
export async function findFamilyOfToken(
  tx: CommerceDb,
  token: string,
  now: Date,
): Promise<{ customerId: number; familyId: string } | null> {
  const [row] = await tx
    .select({ customerId: customerTokens.customerId, familyId: customerTokens.familyId })
    .from(customerTokens)
    .where(
      and(
        eq(customerTokens.tokenHash, hashToken(token)),
        inArray(customerTokens.kind, ['access', 'refresh']),
        gt(customerTokens.expiresAt, now),
      ),
    )
  return row?.familyId ? { customerId: row.customerId, familyId: row.familyId } : null
}

/** Ends every session of the customer but `keepFamilyId` (every one when null). */
export async function revokeOtherFamilies(
  tx: CommerceDb,
  customerId: number,
  keepFamilyId: string | null,
): Promise<void> {
  await tx
    .delete(customerTokens)
    .where(
      and(
        eq(customerTokens.customerId, customerId),
        inArray(customerTokens.kind, ['access', 'refresh']),
        keepFamilyId === null
          ? undefined
          : or(isNull(customerTokens.familyId), ne(customerTokens.familyId, keepFamilyId)),
      ),
    )
}
