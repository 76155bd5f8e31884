// Newsletter subscribers (spec 001 §4, §9; D162): one row per lower-cased e-mail. A new address
// gets a single-use 10 % coupon, made through the coupon rules' own rows (coupons/) in the same
// transaction; an address that unsubscribed and comes back is subscribed again without a second
// coupon. Two subscriptions of one address at once: the unique index lets one insert win, the
// other sees it (already subscribed).
import { randomBytes } from 'node:crypto'
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { seedCouponRows } from '../coupons/coupon-store.js'
import type { CommerceDb } from '../db/database.js'
import { newsletterSubscribers } from '../db/schema.js'
import type { NewsletterSubscribeOutcome, NewsletterSubscription } from './newsletter.types.js'

/** spec 001 §9: the new-subscriber discount, in hundredths of a percent. */
export const NEWSLETTER_DISCOUNT = 1000

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}

/** An unguessable coupon code, e.g. `NEWS-3F9A1C0B7D2E`. */
export function newNewsletterCouponCode(): string {
  return `NEWS-${randomBytes(6).toString('hex').toUpperCase()}`
}

export async function subscribeIn(
  db: CommerceDb,
  input: NewsletterSubscription,
): Promise<NewsletterSubscribeOutcome> {
  const email = normalizeEmail(input.email)
  return db.transaction(async (tx) => {
    const couponCode = newNewsletterCouponCode()
    const inserted = await tx
      .insert(newsletterSubscribers)
      .values({ email, storeCode: input.storeCode, couponCode })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscribers.id })
    if (inserted.length > 0) {
      await seedCouponRows(tx, [
        {
          code: couponCode,
          kind: 'percent',
          amount: NEWSLETTER_DISCOUNT,
          usageLimit: 1,
          description: 'Newsletter: 10 % off the next order, once (spec 001 §9)',
        },
      ])
      return { status: 'subscribed', couponCode }
    }
    const back = await tx
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: null, storeCode: input.storeCode, updatedAt: sql`now()` })
      .where(
        and(
          eq(newsletterSubscribers.email, email),
          isNotNull(newsletterSubscribers.unsubscribedAt),
        ),
      )
      .returning({ id: newsletterSubscribers.id })
    return back.length > 0
      ? { status: 'subscribed', couponCode: null }
      : { status: 'already-subscribed' }
  })
}

export async function isSubscribedIn(db: CommerceDb, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: newsletterSubscribers.id })
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.email, normalizeEmail(email)),
        isNull(newsletterSubscribers.unsubscribedAt),
      ),
    )
  return rows.length > 0
}

/** true when the address was subscribed and is not any more (spec 001 §4: skipped otherwise). */
export async function unsubscribeIn(db: CommerceDb, email: string): Promise<boolean> {
  const rows = await db
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: sql`now()`, updatedAt: sql`now()` })
    .where(
      and(
        eq(newsletterSubscribers.email, normalizeEmail(email)),
        isNull(newsletterSubscribers.unsubscribedAt),
      ),
    )
    .returning({ id: newsletterSubscribers.id })
  return rows.length > 0
}
