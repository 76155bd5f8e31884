// The payments area of the commerce engine (spec 000 §4, §7; D141–D143): a cart's payment token,
// the order it leads to once placed, each payment the provider created for that order, and the
// provider's reports, applied through the transition table in one transaction per report with
// the payment and its order locked, so concurrent webhooks for one payment run one after another.
import { randomBytes } from 'node:crypto'
import {
  PaymentStatusSchema,
  RETRYABLE_PAYMENT_STATUSES,
  type PaymentStatus,
} from '@vitrine/contracts/payments'
import { and, desc, eq, max } from 'drizzle-orm'
import type { CartAccess } from '../carts/cart.types.js'
import { requireCart } from '../carts/cart-store.js'
import type { CommerceDb } from '../db/database.js'
import { orders, payments, paymentTokens } from '../db/schema.js'
import type {
  CreatedPayment,
  OrderPaymentView,
  PayableOrder,
  PaymentReport,
  PaymentReportOutcome,
} from './payment.types.js'
import { canMovePayment, nextOrderPaymentStatus, orderStatusFor } from './payment-transitions.js'

function toStatus(value: string | null): PaymentStatus | null {
  return value === null ? null : PaymentStatusSchema.parse(value)
}

/** The cart's payment token; asking again gives the same one. */
export async function issuePaymentTokenIn(
  db: CommerceDb,
  cartId: string,
  access: CartAccess,
): Promise<string> {
  await requireCart(db, cartId, access)
  await db
    .insert(paymentTokens)
    .values({ token: randomBytes(16).toString('hex'), cartId })
    .onConflictDoNothing({ target: paymentTokens.cartId })
  const [row] = await db
    .select({ token: paymentTokens.token })
    .from(paymentTokens)
    .where(eq(paymentTokens.cartId, cartId))
  if (!row) throw new Error('the payment token was not stored')
  return row.token
}

async function findOrderOfToken(db: CommerceDb, token: string) {
  const [row] = await db
    .select({ order: orders })
    .from(paymentTokens)
    .innerJoin(orders, eq(orders.cartId, paymentTokens.cartId))
    .where(eq(paymentTokens.token, token))
  return row?.order ?? null
}

async function findLatestPayment(db: CommerceDb, orderId: number) {
  const [latest] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.attempt))
    .limit(1)
  return latest ?? null
}

/** Whether the engine created this payment (a webhook for any other id changes nothing). */
export async function hasPaymentIn(db: CommerceDb, id: string): Promise<boolean> {
  const [row] = await db.select({ id: payments.id }).from(payments).where(eq(payments.id, id))
  return row !== undefined
}

/** The order placed from the token's cart, with its latest payment; null before the order. */
export async function findPayableOrderIn(
  db: CommerceDb,
  token: string,
): Promise<PayableOrder | null> {
  const order = await findOrderOfToken(db, token)
  if (!order) return null
  const latest = await findLatestPayment(db, order.id)
  return {
    orderId: order.id,
    orderNumber: order.incrementId,
    storeCode: order.storeCode,
    paymentMethodCode: order.paymentMethodCode,
    grandTotalCents: order.grandTotalCents,
    currency: order.currency,
    paymentStatus: toStatus(order.paymentStatus),
    latest: latest
      ? {
          id: latest.id,
          attempt: latest.attempt,
          status: PaymentStatusSchema.parse(latest.status),
          checkoutUrl: latest.checkoutUrl,
        }
      : null,
  }
}

/**
 * Stores a payment the provider created. The same payment twice (a repeated start with the same
 * Idempotency-Key) is stored once. An unpaid order now waits for this attempt.
 */
export async function recordCreatedPaymentIn(
  db: CommerceDb,
  payment: CreatedPayment,
): Promise<void> {
  await db.transaction(async (tx) => {
    const [order] = await tx
      .select({ paymentStatus: orders.paymentStatus, flagged: orders.paymentFlagged })
      .from(orders)
      .where(eq(orders.id, payment.orderId))
      .for('update')
    if (!order) throw new Error(`order ${payment.orderId} does not exist`)
    const inserted = await tx
      .insert(payments)
      .values(payment)
      .onConflictDoNothing()
      .returning({ id: payments.id })
    if (inserted.length === 0 || order.paymentStatus === 'paid') return
    await tx
      .update(orders)
      .set({
        paymentStatus: payment.status,
        status: orderStatusFor(payment.status, order.flagged),
        updatedAt: new Date(),
      })
      .where(eq(orders.id, payment.orderId))
  })
}

/**
 * Applies what the provider reports about a payment. An unknown id changes nothing (Mollie's
 * rule: answer 200). A status the table does not allow from the stored one changes nothing. An
 * amount or currency other than the order's flags the order (D143) whatever the status.
 */
export async function applyPaymentReportIn(
  db: CommerceDb,
  report: PaymentReport,
): Promise<PaymentReportOutcome> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, report.id))
      .for('update')
    if (!payment) return { kind: 'unknown' }
    const [order] = await tx
      .select()
      .from(orders)
      .where(eq(orders.id, payment.orderId))
      .for('update')
    if (!order) return { kind: 'unknown' }
    const from = PaymentStatusSchema.parse(payment.status)
    const mismatch =
      report.amountCents !== order.grandTotalCents || report.currency !== order.currency
    const flagged = order.paymentFlagged || mismatch
    const moves = canMovePayment(from, report.status)
    if (moves) {
      await tx
        .update(payments)
        .set({ status: report.status, updatedAt: new Date() })
        .where(eq(payments.id, payment.id))
    }
    const [latest] = await tx
      .select({ attempt: max(payments.attempt) })
      .from(payments)
      .where(eq(payments.orderId, order.id))
    const current = toStatus(order.paymentStatus)
    const orderPayment = moves
      ? nextOrderPaymentStatus({
          current,
          moved: report.status,
          isLatestAttempt: latest?.attempt === payment.attempt,
        })
      : current
    if (orderPayment !== current || flagged !== order.paymentFlagged) {
      await tx
        .update(orders)
        .set({
          paymentStatus: orderPayment,
          paymentFlagged: flagged,
          status: orderPayment ? orderStatusFor(orderPayment, flagged) : order.status,
          updatedAt: new Date(),
        })
        .where(and(eq(orders.id, order.id)))
    }
    return moves
      ? { kind: 'moved', from, to: report.status, orderNumber: order.incrementId, mismatch }
      : { kind: 'unchanged', status: from, orderNumber: order.incrementId, mismatch }
  })
}

/** The order's payment as the return page shows it; null when the token has no order yet. */
export async function readOrderPaymentIn(
  db: CommerceDb,
  token: string,
): Promise<OrderPaymentView | null> {
  const order = await findOrderOfToken(db, token)
  if (!order) return null
  const status = toStatus(order.paymentStatus) ?? 'open'
  return {
    orderNumber: order.incrementId,
    status,
    canRetry: RETRYABLE_PAYMENT_STATUSES.includes(status),
    grandTotalCents: order.grandTotalCents,
    currency: order.currency,
    paymentMethodCode: order.paymentMethodCode,
    flagged: order.paymentFlagged,
  }
}
