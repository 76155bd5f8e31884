// The newsletter's double opt-in on PGlite (D222): subscribing leaves the address pending with a
// hashed, single-use, expiring key; only confirming subscribes it and grants the 10 % coupon, once
// per normalised mailbox and bound to it; an address that unsubscribed confirms again to come back.
import { createHash } from 'node:crypto'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CommerceEngine } from '../commerce-engine.js'
import { openTestEngine } from '../test-engine.test-helpers.js'
import type { CommerceDb } from '../db/database.js'
import { fillSubscriberMailboxes, NEWSLETTER_CONFIRM_SECONDS } from './newsletter-store.js'

let clock = Date.parse('2026-11-25T10:00:00Z')
let engine: CommerceEngine

beforeAll(async () => {
  engine = await openTestEngine(() => new Date(clock))
}, 60_000)

afterAll(async () => {
  await engine.close()
})

const engineDb = () => (engine as unknown as { db: CommerceDb }).db

async function rows(query: ReturnType<typeof sql>): Promise<Array<Record<string, unknown>>> {
  const result = (await engineDb().execute(query)) as { rows: Array<Record<string, unknown>> }
  return result.rows
}

async function pendingKey(email: string): Promise<string> {
  const outcome = await engine.subscribeToNewsletter({ email, storeCode: 'nl' })
  if (outcome.status !== 'pending') throw new Error(`${email} is not pending: ${outcome.status}`)
  return outcome.confirmationKey
}

async function confirmedCoupon(email: string): Promise<string | null> {
  const key = await pendingKey(email)
  const outcome = await engine.confirmNewsletterSubscription({ email, key })
  if (outcome.status !== 'confirmed') throw new Error(`${email} not confirmed: ${outcome.status}`)
  return outcome.couponCode
}

describe('subscribing', () => {
  it('leaves the address pending, with only the hash of its key stored', async () => {
    const key = await pendingKey('pending@example.nl')
    expect(await engine.isSubscribedToNewsletter('pending@example.nl')).toBe(false)
    const stored = JSON.stringify(
      await rows(
        sql`select * from commerce_newsletter_subscribers where email = 'pending@example.nl'`,
      ),
    )
    expect(stored).not.toContain(key)
    expect(stored).toContain(createHash('sha256').update(key).digest('hex'))
    // No coupon exists before the confirmation.
    expect(
      await rows(sql`select code from commerce_coupons where bound_mailbox = 'pending@example.nl'`),
    ).toEqual([])
  })

  it('confirms once with the key; the key then works no more', async () => {
    const key = await pendingKey('Once@Example.nl')
    const first = await engine.confirmNewsletterSubscription({ email: 'once@example.nl', key })
    expect(first).toEqual({ status: 'confirmed', couponCode: expect.stringMatching(/^NEWS-/) })
    expect(await engine.isSubscribedToNewsletter('ONCE@example.nl')).toBe(true)
    expect(await engine.confirmNewsletterSubscription({ email: 'once@example.nl', key })).toEqual({
      status: 'already-confirmed',
    })
    expect(
      await engine.subscribeToNewsletter({ email: 'once@example.nl', storeCode: 'nl' }),
    ).toEqual({ status: 'already-subscribed' })
  })

  it('refuses a wrong key, another address’s key and an expired key', async () => {
    const key = await pendingKey('wrong@example.nl')
    const other = await pendingKey('other@example.nl')
    expect(
      await engine.confirmNewsletterSubscription({ email: 'wrong@example.nl', key: `${key}x` }),
    ).toEqual({ status: 'invalid' })
    expect(
      await engine.confirmNewsletterSubscription({ email: 'wrong@example.nl', key: other }),
    ).toEqual({ status: 'invalid' })
    expect(
      await engine.confirmNewsletterSubscription({ email: 'unknown@example.nl', key }),
    ).toEqual({ status: 'invalid' })
    clock += NEWSLETTER_CONFIRM_SECONDS * 1000 + 1000
    expect(await engine.confirmNewsletterSubscription({ email: 'wrong@example.nl', key })).toEqual({
      status: 'invalid',
    })
    expect(await engine.isSubscribedToNewsletter('wrong@example.nl')).toBe(false)
  })

  it('lets only the newest key work when an address subscribes twice', async () => {
    const first = await pendingKey('twice@example.nl')
    const second = await pendingKey('twice@example.nl')
    expect(
      await engine.confirmNewsletterSubscription({ email: 'twice@example.nl', key: first }),
    ).toEqual({ status: 'invalid' })
    expect(
      (await engine.confirmNewsletterSubscription({ email: 'twice@example.nl', key: second }))
        .status,
    ).toBe('confirmed')
  })
})

describe('one coupon per mailbox', () => {
  it('grants one bound coupon for the plus and dot spellings of one Gmail mailbox', async () => {
    const first = await confirmedCoupon('eva.bos+a@gmail.com')
    expect(first).toMatch(/^NEWS-[0-9A-F]{12}$/)
    expect(await confirmedCoupon('evabos@gmail.com')).toBeNull()
    expect(await confirmedCoupon('E.V.A.B.O.S+b@googlemail.com')).toBeNull()
    expect(
      await rows(sql`select code, bound_mailbox, usage_limit from commerce_coupons
      where bound_mailbox = 'evabos@gmail.com'`),
    ).toEqual([{ code: first, bound_mailbox: 'evabos@gmail.com', usage_limit: 1 }])
  })

  it('strips plus tags at providers that define them, and keeps them elsewhere', async () => {
    expect(await confirmedCoupon('eva+1@outlook.com')).not.toBeNull()
    expect(await confirmedCoupon('eva+2@outlook.com')).toBeNull()
    expect(await confirmedCoupon('eva-1@yahoo.com')).not.toBeNull()
    expect(await confirmedCoupon('eva-2@yahoo.com')).toBeNull()
    expect(await confirmedCoupon('eva+1@example.com')).not.toBeNull()
    expect(await confirmedCoupon('eva+2@example.com')).not.toBeNull()
  })

  it('brings an unsubscribed address back only through a new confirmation, without a coupon', async () => {
    expect(await confirmedCoupon('back@example.nl')).not.toBeNull()
    expect(await engine.unsubscribeFromNewsletter('back@example.nl')).toBe(true)
    const key = await pendingKey('back@example.nl')
    expect(await engine.isSubscribedToNewsletter('back@example.nl')).toBe(false)
    expect(await engine.confirmNewsletterSubscription({ email: 'back@example.nl', key })).toEqual({
      status: 'confirmed',
      couponCode: null,
    })
    expect(await engine.isSubscribedToNewsletter('back@example.nl')).toBe(true)
  })

  it('counts a coupon from before the mailbox was stored for its mailbox', async () => {
    await rows(sql`insert into commerce_newsletter_subscribers
      (email, store_code, coupon_code, confirmed_at, mailbox)
      values ('old.timer+x@gmail.com', 'nl', 'NEWS-OLD', now(), null)`)
    await fillSubscriberMailboxes(engineDb())
    expect(await engine.isSubscribedToNewsletter('old.timer+x@gmail.com')).toBe(true)
    expect(await confirmedCoupon('oldtimer@gmail.com')).toBeNull()
  })
})
