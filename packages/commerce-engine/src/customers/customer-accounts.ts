// The account's life after sign-up (spec 001 §4, §5; D104, D105): activation with the mailed
// key, a new confirmation mail, password reset (a mailed single-use token) and change, and the
// profile change. A new e-mail address logs the customer out everywhere and must be confirmed
// from that address before the account logs in again.
import { eq, sql } from 'drizzle-orm'
import { EmailTakenError } from '../errors.js'
import type {
  CustomerKeyGrant,
  CustomerProfile,
  CustomerProfileChange,
  CustomerProfileChangeResult,
} from './customer.types.js'
import type { CommerceDb } from '../db/database.js'
import { customers } from '../db/schema.js'
import { replaceCustomerAddresses } from './customer-addresses.js'
import {
  consumeCustomerKey,
  issueCustomerKey,
  revokeSessionTokens,
  type CustomerKeyKind,
  type KeyPolicy,
} from './customer-keys.js'
import { hashPassword, verifyPassword } from './customer-passwords.js'
import {
  findCustomerRowByEmail,
  normalizeEmail,
  readCustomerProfile,
  readCustomerRow,
  toCustomerRecord,
} from './customer-store.js'
import { assertNewPassword, assertPasswordRules } from './password-rules.js'
import { findFamilyOfToken, revokeOtherFamilies } from './customer-tokens.js'

export async function isEmailAvailableIn(db: CommerceDb, email: string): Promise<boolean> {
  return (await findCustomerRowByEmail(db, email)) === undefined
}

/** Confirms the account whose live confirmation key this is; null when it is not (any reason). */
export function activateCustomerIn(
  db: CommerceDb,
  email: string,
  key: string,
  now: Date,
): Promise<CustomerProfile | null> {
  return db.transaction(async (tx) => {
    const row = await findCustomerRowByEmail(tx, email, true)
    if (!row || !(await consumeCustomerKey(tx, row.id, 'confirmation', key, now))) return null
    await tx
      .update(customers)
      .set({ confirmedAt: now, updatedAt: sql`now()` })
      .where(eq(customers.id, row.id))
    return readCustomerProfile(tx, row.id)
  })
}

/**
 * A new key of `kind` for the account with this e-mail (older ones stop working); null when there
 * is no such account, or (confirmation) when it is confirmed already.
 */
export function grantCustomerKeyIn(
  db: CommerceDb,
  email: string,
  kind: CustomerKeyKind,
  policy: KeyPolicy,
): Promise<CustomerKeyGrant | null> {
  return db.transaction(async (tx) => {
    const row = await findCustomerRowByEmail(tx, email, true)
    if (!row || (kind === 'confirmation' && row.confirmedAt !== null)) return null
    return {
      customer: toCustomerRecord(row),
      key: await issueCustomerKey(tx, row.id, kind, policy),
    }
  })
}

/**
 * Sets a new password with a live reset token (used up by it). Every session of the customer
 * ends; the account counts as confirmed, since the token reached its address (D105).
 */
export async function resetPasswordIn(
  db: CommerceDb,
  email: string,
  token: string,
  newPassword: string,
  now: Date,
): Promise<boolean> {
  await assertNewPassword(newPassword, email)
  const passwordHash = await hashPassword(newPassword)
  return db.transaction(async (tx) => {
    const row = await findCustomerRowByEmail(tx, email, true)
    if (!row || !(await consumeCustomerKey(tx, row.id, 'reset', token, now))) return false
    await tx
      .update(customers)
      .set({ passwordHash, confirmedAt: row.confirmedAt ?? now, updatedAt: sql`now()` })
      .where(eq(customers.id, row.id))
    await revokeSessionTokens(tx, row.id)
    return true
  })
}

/**
 * Changes the password when the current one is right; false when it is not. Every other session
 * of the customer ends; the one `currentToken` (the caller's access token) belongs to stays (D218).
 */
export async function changePasswordIn(
  db: CommerceDb,
  customerId: number,
  currentPassword: string,
  newPassword: string,
  currentToken: string | null,
  now: Date,
): Promise<boolean> {
  assertPasswordRules(newPassword)
  const row = await readCustomerRow(db, customerId)
  if (!row?.passwordHash || !(await verifyPassword(currentPassword, row.passwordHash))) {
    return false
  }
  await assertNewPassword(newPassword, row.email)
  const passwordHash = await hashPassword(newPassword)
  await db.transaction(async (tx) => {
    await tx
      .update(customers)
      .set({ passwordHash, updatedAt: sql`now()` })
      .where(eq(customers.id, customerId))
    const current = currentToken === null ? null : await findFamilyOfToken(tx, currentToken, now)
    const keep = current?.customerId === customerId ? current.familyId : null
    await revokeOtherFamilies(tx, customerId, keep)
  })
  return true
}

/** Changes names, e-mail and (when given) the address list; null for an unknown customer. */
export function updateCustomerProfileIn(
  db: CommerceDb,
  customerId: number,
  change: CustomerProfileChange,
  policy: KeyPolicy,
): Promise<CustomerProfileChangeResult | null> {
  return db.transaction(async (tx) => {
    const row = await readCustomerRow(tx, customerId, true)
    if (!row) return null
    const emailChanged = normalizeEmail(change.email) !== normalizeEmail(row.email)
    if (emailChanged && (await findCustomerRowByEmail(tx, change.email))) {
      throw new EmailTakenError()
    }
    await tx
      .update(customers)
      .set({
        email: change.email.trim(),
        firstname: change.firstname.trim(),
        lastname: change.lastname.trim(),
        ...(emailChanged ? { confirmedAt: null } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(customers.id, customerId))
    if (change.addresses) await replaceCustomerAddresses(tx, customerId, change.addresses)
    let confirmationKey: string | null = null
    if (emailChanged) {
      await revokeSessionTokens(tx, customerId)
      confirmationKey = await issueCustomerKey(tx, customerId, 'confirmation', policy)
    }
    const customer = await readCustomerProfile(tx, customerId)
    if (!customer) throw new Error('the customer vanished inside its own transaction')
    return { customer, confirmationKey }
  })
}
