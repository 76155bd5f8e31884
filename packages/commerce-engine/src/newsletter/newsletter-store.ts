// Newsletter subscribers (spec 001 §4, §9; D162, D222): one row per lower-cased e-mail, pending
// until the mailed key confirms it (double opt-in). The key is 256 random bits, stored only as its
// sha256 with an expiry; subscribing again replaces it (only the newest mail works) and confirming
// clears it (single use). Only a confirmed address is subscribed. Confirming grants the single-use
// 10 % coupon, bound to the address's normalised mailbox (mailbox.ts), once per mailbox: not when
// any address of that mailbox got one before; the coupons' unique index on the bound mailbox
// settles two spellings confirming at once. An address that unsubscribed confirms again to come
// back, without a second coupon.
import { randomBytes } from 'node:crypto'
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { insertCouponRow } from '../coupons/coupon-store.js'
import { hashToken } from '../customers/customer-tokens.js'
import type { CommerceDb } from '../db/database.js'
import { newsletterSubscribers } from '../db/schema.js'
import { normalizeMailbox } from './mailbox.js'
import type {
  NewsletterConfirmation,
  NewsletterConfirmOutcome,
  NewsletterSubscribeOutcome,
  NewsletterSubscription,
} from './newsletter.types.js'

/** spec 001 §9: the new-subscriber discount, in hundredths of a percent. */
export const NEWSLETTER_DISCOUNT = 1000

/** D222: a confirmation link works for 7 days, like an account's (D104). */
export const NEWSLETTER_CONFIRM_SECONDS = 7 * 24 * 3600

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** An unguessable coupon code, e.g. `NEWS-3F9A1C0B7D2E`. */
export function newNewsletterCouponCode(): string {
  return `NEWS-${randomBytes(6).toString('hex').toUpperCase()}`
}

const isSubscribedRow = and(
  isNotNull(newsletterSubscribers.confirmedAt),
  isNull(newsletterSubscribers.unsubscribedAt),
)

export async function subscribeIn(
  db: CommerceDb,
  input: NewsletterSubscription,
  now: Date,
): Promise<NewsletterSubscribeOutcome> {
  const email = normalizeEmail(input.email)
  const confirmationKey = randomBytes(32).toString('base64url')
  const pending = {
    storeCode: input.storeCode,
    mailbox: normalizeMailbox(email),
    confirmKeyHash: hashToken(confirmationKey),
    confirmKeyExpiresAt: new Date(now.getTime() + NEWSLETTER_CONFIRM_SECONDS * 1000),
  }
  // One statement: a new address is inserted, a pending or unsubscribed one gets the new key, a
  // subscribed one is left alone (no row comes back).
  const rows = await db
    .insert(newsletterSubscribers)
    .values({ email, ...pending })
    .onConflictDoUpdate({
      target: newsletterSubscribers.email,
      set: { ...pending, updatedAt: sql`now()` },
      setWhere: sql`${newsletterSubscribers.confirmedAt} is null or ${newsletterSubscribers.unsubscribedAt} is not null`,
    })
    .returning({ id: newsletterSubscribers.id })
  return rows.length > 0 ? { status: 'pending', confirmationKey } : { status: 'already-subscribed' }
}

/** The coupon for a mailbox that never had one (D222); null when it had. */
async function grantMailboxCoupon(tx: CommerceDb, mailbox: string): Promise<string | null> {
  const earlier = await tx
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(
      and(eq(newsletterSubscribers.mailbox, mailbox), isNotNull(newsletterSubscribers.couponCode)),
    )
    .limit(1)
  if (earlier.length > 0) return null
  const code = newNewsletterCouponCode()
  const made = await insertCouponRow(tx, {
    code,
    kind: 'percent',
    amount: NEWSLETTER_DISCOUNT,
    usageLimit: 1,
    boundMailbox: mailbox,
    description: 'Newsletter: 10 % off the next order, once, for this mailbox (spec 001 §9, D222)',
  })
  return made ? code : null
}

export async function confirmSubscriptionIn(
  db: CommerceDb,
  input: NewsletterConfirmation,
  now: Date,
): Promise<NewsletterConfirmOutcome> {
  const email = normalizeEmail(input.email)
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.email, email))
      .for('update')
    if (!row) return { status: 'invalid' }
    const fits =
      row.confirmKeyHash !== null &&
      row.confirmKeyHash === hashToken(input.key) &&
      row.confirmKeyExpiresAt !== null &&
      row.confirmKeyExpiresAt > now
    if (!fits) {
      const subscribed = row.confirmedAt !== null && row.unsubscribedAt === null
      return { status: subscribed ? 'already-confirmed' : 'invalid' }
    }
    const mailbox = row.mailbox ?? normalizeMailbox(email)
    const couponCode = await grantMailboxCoupon(tx, mailbox)
    await tx
      .update(newsletterSubscribers)
      .set({
        mailbox,
        confirmedAt: now,
        unsubscribedAt: null,
        confirmKeyHash: null,
        confirmKeyExpiresAt: null,
        couponCode: couponCode ?? row.couponCode,
        updatedAt: sql`now()`,
      })
      .where(eq(newsletterSubscribers.id, row.id))
    return { status: 'confirmed', couponCode }
  })
}

export async function isSubscribedIn(db: CommerceDb, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(and(eq(newsletterSubscribers.email, normalizeEmail(email)), isSubscribedRow))
  return rows.length > 0
}

/** true when the address was subscribed and is not any more (spec 001 §4: skipped otherwise). */
export async function unsubscribeIn(db: CommerceDb, email: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(newsletterSubscribers.email, normalizeEmail(email)), isSubscribedRow))
    .returning({ id: newsletterSubscribers.id })
  return rows.length > 0
}

/**
 * D222: the mailbox of the rows from before it was stored, filled in once at start, so their
 * coupons count for their mailbox. Rows written since always have one.
 */
export async function fillSubscriberMailboxes(db: CommerceDb): Promise<void> {
  const rows = await db
    .select({ id: newsletterSubscribers.id, email: newsletterSubscribers.email })
    .from(newsletterSubscribers)
    .where(isNull(newsletterSubscribers.mailbox))
  for (const row of rows) {
    await db
      .update(newsletterSubscribers)
      .set({ mailbox: normalizeMailbox(row.email) })
      .where(eq(newsletterSubscribers.id, row.id))
  }
}
