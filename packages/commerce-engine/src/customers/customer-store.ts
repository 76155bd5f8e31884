// Customers in the commerce engine's tables (D26, D103). E-mail addresses are unique without
// regard to case (a unique index on lower(email)). A new account is not confirmed: it gets a
// confirmation key (customer-keys.ts) and cannot log in until the key comes back (spec 001 §4).
import { asc, eq, sql } from 'drizzle-orm'
import { EmailTakenError } from '../errors.js'
import type {
  CustomerProfile,
  CustomerRecord,
  CustomerSignUp,
  CustomerSignUpResult,
} from './customer.types.js'
import type { CommerceDb } from '../db/database.js'
import { customerAddresses, customers } from '../db/schema.js'
import { replaceCustomerAddresses, toAddressRecord } from './customer-addresses.js'
import { issueCustomerKey, type KeyPolicy } from './customer-keys.js'
import { hashPassword } from './customer-passwords.js'
import { assertNewPassword } from './password-rules.js'

export type CustomerRow = typeof customers.$inferSelect

export function toCustomerRecord(row: CustomerRow): CustomerRecord {
  return {
    id: row.id,
    email: row.email,
    firstname: row.firstname,
    lastname: row.lastname,
    groupId: row.groupId,
    storeCode: row.storeCode,
    isConfirmed: row.confirmedAt !== null,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

export async function findCustomerRowByEmail(
  db: CommerceDb,
  email: string,
  lock = false,
): Promise<CustomerRow | undefined> {
  const query = db
    .select()
    .from(customers)
    .where(sql`lower(${customers.email}) = ${normalizeEmail(email)}`)
  const [row] = lock ? await query.for('update') : await query
  return row
}

/**
 * Inserts a customer and their confirmation key inside the caller's transaction. A taken e-mail
 * is found by a read first; a concurrent sign-up with the same e-mail fails on the unique index
 * (the caller retries and then finds it taken).
 */
export async function insertCustomer(
  tx: CommerceDb,
  input: CustomerSignUp,
  keyPolicy: KeyPolicy,
): Promise<CustomerSignUpResult> {
  await assertNewPassword(input.password, input.email)
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
  const addresses = await replaceCustomerAddresses(tx, row.id, input.addresses ?? [])
  const confirmationKey = await issueCustomerKey(tx, row.id, 'confirmation', keyPolicy)
  return { customer: { ...toCustomerRecord(row), addresses }, confirmationKey }
}

export async function readCustomerRow(
  db: CommerceDb,
  customerId: number,
  lock = false,
): Promise<CustomerRow | undefined> {
  const query = db.select().from(customers).where(eq(customers.id, customerId))
  const [row] = lock ? await query.for('update') : await query
  return row
}

/** The customer and their addresses in one query (GET /api/user/me reads it on every call). */
export async function readCustomerProfile(
  db: CommerceDb,
  customerId: number,
): Promise<CustomerProfile | null> {
  const rows = await db
    .select({ customer: customers, address: customerAddresses })
    .from(customers)
    .leftJoin(customerAddresses, eq(customerAddresses.customerId, customers.id))
    .where(eq(customers.id, customerId))
    .orderBy(asc(customerAddresses.id))
  const first = rows[0]
  if (!first) return null
  return {
    ...toCustomerRecord(first.customer),
    addresses: rows.flatMap((row) => (row.address ? [toAddressRecord(row.address)] : [])),
  }
}
