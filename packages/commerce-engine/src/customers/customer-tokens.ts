// Session tokens (D26): an access token and a refresh token, 256 random bits each; only their
// sha256 is stored, so a copy of the database holds no usable token. A refresh token is used
// once: refreshing deletes it and issues a new pair.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt } from 'drizzle-orm'
import type { CustomerTokens, TokenLifetimes } from './customer.types.js'
import type { CommerceDb } from '../db/database.js'
import { customerTokens } from '../db/schema.js'

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export async function insertTokenPair(
  tx: CommerceDb,
  customerId: number,
  lifetimes: TokenLifetimes,
  now: Date,
): Promise<CustomerTokens> {
  const accessToken = randomBytes(32).toString('base64url')
  const refreshToken = randomBytes(32).toString('base64url')
  const at = now.getTime()
  await tx.insert(customerTokens).values([
    {
      tokenHash: hashToken(accessToken),
      customerId,
      kind: 'access',
      expiresAt: new Date(at + lifetimes.accessSeconds * 1000),
    },
    {
      tokenHash: hashToken(refreshToken),
      customerId,
      kind: 'refresh',
      expiresAt: new Date(at + lifetimes.refreshSeconds * 1000),
    },
  ])
  return { accessToken, refreshToken }
}

/** Deletes a live refresh token and answers its customer; null when unknown or expired. */
export async function consumeRefreshToken(
  tx: CommerceDb,
  refreshToken: string,
  now: Date,
): Promise<number | null> {
  const [row] = await tx
    .delete(customerTokens)
    .where(
      and(
        eq(customerTokens.tokenHash, hashToken(refreshToken)),
        eq(customerTokens.kind, 'refresh'),
        gt(customerTokens.expiresAt, now),
      ),
    )
    .returning({ customerId: customerTokens.customerId })
  return row?.customerId ?? null
}
