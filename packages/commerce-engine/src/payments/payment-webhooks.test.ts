// 1,000 randomized webhook sequences (D142, D143): each order has one to three payment attempts
// whose provider timelines move forward (open → pending → authorized → a final status; earlier
// attempts end failed, canceled or expired, as before a retry). Every status the provider reached
// is reported, in shuffled order, duplicated, concurrently, between reports of unknown ids; some
// payments carry another amount or currency. Afterwards every payment holds the provider's
// status, every order the status of its paid or latest attempt, and exactly the orders with a
// mismatching payment are flagged.
import type { PaymentStatus } from '@vitrine/contracts/payments'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openCommerceDatabase, type CommerceDatabase } from '../db/database.js'
import { carts, orders, payments } from '../db/schema.js'
import type { PaymentReport } from './payment.types.js'
import { applyPaymentReportIn, recordCreatedPaymentIn } from './payment-store.js'
import { orderStatusFor } from './payment-transitions.js'

const SEQUENCES = 1000
const SEED = 20261125

/** mulberry32: a small seeded generator, so a failure can be replayed. */
function createRandom(seed: number) {
  let state = seed >>> 0
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T,
  }
}
type Random = ReturnType<typeof createRandom>

interface Attempt {
  id: string
  timeline: PaymentStatus[]
  amountCents: number
  currency: string
}

function buildTimeline(random: Random, retried: boolean): PaymentStatus[] {
  const timeline: PaymentStatus[] = ['open']
  if (random.next() < 0.5) timeline.push('pending')
  if (random.next() < 0.2) timeline.push('authorized')
  const finals: PaymentStatus[] = retried
    ? ['failed', 'canceled', 'expired']
    : ['paid', 'paid', 'failed', 'canceled', 'expired']
  // The last attempt may still be unfinished when the test looks.
  if (retried || random.next() < 0.85) timeline.push(random.pick(finals))
  return timeline
}

function shuffle<T>(random: Random, list: T[]): T[] {
  for (let index = list.length - 1; index > 0; index -= 1) {
    const other = random.int(index + 1)
    ;[list[index], list[other]] = [list[other] as T, list[index] as T]
  }
  return list
}

describe('payment webhooks in 1,000 randomized sequences', () => {
  let database: CommerceDatabase

  beforeAll(async () => {
    database = await openCommerceDatabase({ pgliteDir: 'memory://' })
  })

  afterAll(async () => {
    await database.close()
  })

  it('leaves every payment and order in the state the provider reports', async () => {
    const { db } = database
    const random = createRandom(SEED)
    const expectations: Array<{ orderId: number; attempts: Attempt[]; grandTotalCents: number }> =
      []

    for (let sequence = 0; sequence < SEQUENCES; sequence += 1) {
      const cartId = `cart-${sequence}`
      const grandTotalCents = 100 + random.int(50_000)
      await db.insert(carts).values({ id: cartId, storeCode: 'default', status: 'ordered' })
      const [order] = await db
        .insert(orders)
        .values({
          incrementId: String(sequence).padStart(9, '0'),
          cartId,
          storeCode: 'default',
          status: 'pending_payment',
          email: 'payer@example.com',
          orderHash: `hash-${sequence}`,
          grandTotalCents,
          taxCents: 0,
          shippingCents: 0,
          discountCents: 0,
          paymentMethodCode: 'mollie_methods_ideal',
          billingAddress: { country_id: 'NL' },
        })
        .returning({ id: orders.id })
      if (!order) throw new Error('no order')
      const count = 1 + random.int(3)
      const attempts: Attempt[] = Array.from({ length: count }, (_, index) => {
        const mismatch = random.next() < 0.05
        return {
          id: `tr_${sequence}_${index}`,
          timeline: buildTimeline(random, index < count - 1),
          amountCents: mismatch && random.next() < 0.5 ? grandTotalCents + 1 : grandTotalCents,
          currency: mismatch && random.next() < 0.5 ? 'USD' : 'EUR',
        }
      })
      expectations.push({ orderId: order.id, attempts, grandTotalCents })
    }

    const unknownOutcomes: string[] = []
    // Fifty orders at a time, each with its reports in flight together.
    for (let start = 0; start < expectations.length; start += 50) {
      await Promise.all(
        expectations
          .slice(start, start + 50)
          .map(async ({ orderId, attempts, grandTotalCents }) => {
            const reports: PaymentReport[] = []
            for (const [index, attempt] of attempts.entries()) {
              await recordCreatedPaymentIn(db, {
                id: attempt.id,
                orderId,
                attempt: index + 1,
                method: 'ideal',
                status: 'open',
                amountCents: grandTotalCents,
                currency: 'EUR',
                checkoutUrl: null,
              })
              for (const status of attempt.timeline.slice(1)) {
                const report = {
                  id: attempt.id,
                  status,
                  amountCents: attempt.amountCents,
                  currency: attempt.currency,
                }
                for (let copy = 1 + random.int(3); copy > 0; copy -= 1) reports.push(report)
              }
            }
            for (let unknown = random.int(3); unknown > 0; unknown -= 1) {
              reports.push({
                id: `tr_unknown_${orderId}_${unknown}`,
                status: 'paid',
                amountCents: 1,
                currency: 'EUR',
              })
            }
            const outcomes = await Promise.all(
              shuffle(random, reports).map(async (report) => ({
                report,
                outcome: await applyPaymentReportIn(db, report),
              })),
            )
            for (const { report, outcome } of outcomes) {
              if (report.id.startsWith('tr_unknown') !== (outcome.kind === 'unknown')) {
                unknownOutcomes.push(report.id)
              }
            }
          }),
      )
    }
    expect(unknownOutcomes).toEqual([])

    const wrong: string[] = []
    for (const { orderId, attempts, grandTotalCents } of expectations) {
      const stored = await db.select().from(payments).where(eq(payments.orderId, orderId))
      for (const attempt of attempts) {
        const row = stored.find((payment) => payment.id === attempt.id)
        const expected = attempt.timeline.at(-1)
        if (row?.status !== expected) wrong.push(`${attempt.id}: ${row?.status} ≠ ${expected}`)
      }
      const finals = attempts.map((attempt) => attempt.timeline.at(-1) as PaymentStatus)
      const paymentStatus = finals.includes('paid') ? 'paid' : finals.at(-1)
      // A payment with reports beyond `open` told its amount; only those can flag the order.
      const flagged = attempts.some(
        (attempt) =>
          attempt.timeline.length > 1 &&
          (attempt.amountCents !== grandTotalCents || attempt.currency !== 'EUR'),
      )
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId))
      const expectedStatus = orderStatusFor(paymentStatus as PaymentStatus, flagged)
      if (
        !order ||
        order.paymentStatus !== paymentStatus ||
        order.paymentFlagged !== flagged ||
        order.status !== expectedStatus
      ) {
        wrong.push(
          `order ${orderId}: ${order?.paymentStatus}/${order?.paymentFlagged}/${order?.status} ≠ ${paymentStatus}/${flagged}/${expectedStatus}`,
        )
      }
    }
    expect(wrong).toEqual([])
  }, 240_000)
})
