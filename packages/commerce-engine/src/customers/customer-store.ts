// Customers and their tokens in the commerce engine's tables (D26). E-mail addresses
// are unique without regard to case (a unique index on lower(email)). Tokens are 256 random bits;
// only their sha256 is stored, so a copy of the database holds no usable token. A refresh token
// is used once: refreshing deletes it and issues a new pair.
import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, sql } from 'drizzle-orm'
import { EmailTakenError } from '../errors.js'
import type {
  CustomerRecord,
  CustomerSignUp,
  CustomerTokens,
  TokenLifetimes,
} from './customer.types.js'
import type { CommerceDb } from '../db/database.js'
import { customers, customerTokens } from '../db/schema.js'
import { hashPassword } from './customer-passwords.js'

type CustomerRow = typeof customers.$inferSelect

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

export function toCustomerRecord(row: CustomerRow): CustomerRecord {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    groupId: row.groupId,
    storeCode: row.storeCode,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

export async function findCustomerRowByEmail(
  db: CommerceDb,
  email: string,
): Promise<CustomerRow | undefined> {
  const [row] = await db
    .select()
    .from(customers)
    .where(sql`lower(${customers.email}) = ${email.trim().toLowerCase()}`)
  return row
}

/**
 * Inserts a customer inside the caller's transaction. A taken e-mail is found by a read first; a
 * concurrent sign-up with the same e-mail fails on the unique index (the caller retries).
 */
export async function insertCustomer(
  tx: CommerceDb,
  input: CustomerSignUp,
): Promise<CustomerRecord> {
  if (await findCustomerRowByEmail(tx, input.email)) throw new EmailTakenError()
  const [row] = await tx
    .insert(customers)
    .values({
      email: input.email.trim(),
      passwordHash: await hashPassword(input.password),
      firstname: input.firstname.trim(),
      lastname: input.lastname.trim(),
      storeCode: input.storeCode,
    })
    .returning()
  if (!row) throw new Error('the customer was not stored')
  return toCustomerRecord(row)
}

export async function readCustomerRow(
  db: CommerceDb,
  customerId: number,
): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.id, customerId))
  return row
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
