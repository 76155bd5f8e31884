// Order placement in the embedded engine (D26), one transaction:
//  1. lock the cart, then look for a first answer: the same Idempotency-Key, or the same order
//     hash (spec 000 §4) — a repeat gets that answer and changes nothing;
//  2. (createAccount) insert the customer;
//  3. put the ordered lines into the cart and price everything from the catalogue (the body's
//     prices are never read), with the cart's coupons and the chosen shipping and payment method;
//  4. reserve stock (conditional updates, D21), redeem the coupons (counted atomically); a coupon
//     bound to a mailbox (D222) only for an order whose e-mail, or whose customer's, is of it;
//  5. write the order with its number and lines, close the cart, store the key with the answer.
// A crash anywhere before COMMIT leaves nothing; after it, the whole order. Two copies arriving
// together meet on unique indexes (order hash, idempotency key, cart id): the loser's transaction
// fails, and its retry finds the winner's answer. Keys and hashes find only the same caller's
// answers (D182): a copy from another caller is refused, never answered with someone's order.
import { isProviderPaymentCode } from '@vitrine/contracts/payments'
import type { StoreView } from '@vitrine/contracts/store-views'
import { and, eq } from 'drizzle-orm'
import { evaluateCart, withFreshCatalogue, type EngineSettings } from '../carts/cart-evaluation.js'
import { requireShippingMethod, writeCartLine } from '../carts/cart-line-writer.js'
import { canAccessCart, generateCartId, type CartRow } from '../carts/cart-store.js'
import { isVirtualLineList, SERVICEPOINT_METHOD_CODE } from '../carts/cart-totals.js'
import type { PricingScope } from '../carts/cart.types.js'
import type { OrderPlacement, OrderPlacementOutcome, PlacedOrderRecord } from './order.types.js'
import type { StockLine } from '../stock/stock.types.js'
import type { CommerceDb } from '../db/database.js'
import { cartItems, carts, idempotencyKeys, orderItems, orders } from '../db/schema.js'
import { cartEmails } from '../carts/cart-coupon-operations.js'
import { fitsBoundMailbox } from '../coupons/coupon-rules.js'
import {
  CouponRedemptionFailed,
  findCouponRows,
  redeemCouponsInTransaction,
} from '../coupons/coupon-store.js'
import { insertCustomer } from '../customers/customer-store.js'
import type { KeyPolicy } from '../customers/customer-keys.js'
import { takeNextOrderNumber } from './order-numbers.js'
import {
  CartNotFoundError,
  CouponNotValidError,
  CouponOtherEmailError,
  IdempotencyKeyReusedError,
  OrderIncompleteError,
  OrderPlacedByAnotherCallerError,
  OrderStockError,
  PaymentMethodNotAvailableError,
  describeAvailability,
} from '../errors.js'
import { toOrderLineError } from './order-line-errors.js'
import { reserveStockInTransaction } from '../stock/stock-store.js'

export const ORDER_IDEMPOTENCY_SCOPE = 'order'

/**
 * Whose Idempotency-Keys an order's key is looked up among (D182): the customer's, the guest
 * cart's (its id is the guest's secret), or those of guests ordering without a server cart.
 */
export function scopeOrderIdempotency(input: Pick<OrderPlacement, 'access' | 'cartId'>): string {
  if (input.access.customerId !== null)
    return `${ORDER_IDEMPOTENCY_SCOPE}:customer:${input.access.customerId}`
  if (input.cartId !== null) return `${ORDER_IDEMPOTENCY_SCOPE}:cart:${input.cartId}`
  return `${ORDER_IDEMPOTENCY_SCOPE}:guest`
}

/**
 * Whether an order with the same hash was placed by this caller (D182): a customer's by that
 * customer; a guest cart's by whoever holds that cart id; an order without a server cart by any
 * guest (its body, with the guest's own addresses and e-mail, is all a guest has).
 */
async function isSameCaller(
  tx: CommerceDb,
  order: OrderRow,
  input: OrderPlacement,
): Promise<boolean> {
  if (input.access.customerId !== null) return order.customerId === input.access.customerId
  if (input.cartId !== null && order.cartId !== input.cartId) return false
  const [cart] = await tx
    .select({ customerId: carts.customerId })
    .from(carts)
    .where(eq(carts.id, order.cartId))
  return cart !== undefined && cart.customerId === null
}

type OrderRow = typeof orders.$inferSelect

function toPlacedOrder(row: Pick<OrderRow, 'id' | 'incrementId' | 'createdAt'>): PlacedOrderRecord {
  return {
    orderNumber: row.incrementId,
    backendOrderId: String(row.id),
    transferedAt: row.createdAt.toISOString(),
  }
}

/** SQLSTATE 23505, whether the driver's error arrives bare or wrapped by Drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23505') return true
    if (typeof current !== 'object') return false
  }
  return false
}

async function findFirstAnswer(
  tx: CommerceDb,
  input: OrderPlacement,
): Promise<PlacedOrderRecord | null> {
  if (input.idempotencyKey !== null) {
    const [stored] = await tx
      .select()
      .from(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.scope, scopeOrderIdempotency(input)),
          eq(idempotencyKeys.key, input.idempotencyKey),
        ),
      )
    if (stored) {
      if (stored.requestHash !== input.orderHash) {
        throw new IdempotencyKeyReusedError()
      }
      return stored.responseBody as PlacedOrderRecord
    }
  }
  const [sameOrder] = await tx.select().from(orders).where(eq(orders.orderHash, input.orderHash))
  if (!sameOrder) return null
  if (!(await isSameCaller(tx, sameOrder, input))) throw new OrderPlacedByAnotherCallerError()
  const answer = toPlacedOrder(sameOrder)
  await storeIdempotentAnswer(tx, input, answer, 'keep-first')
  return answer
}

/** With `fail-on-clash`, a key stored meanwhile by another transaction rolls this one back. */
async function storeIdempotentAnswer(
  tx: CommerceDb,
  input: OrderPlacement,
  answer: PlacedOrderRecord,
  onClash: 'keep-first' | 'fail-on-clash',
): Promise<void> {
  if (input.idempotencyKey === null) return
  const insert = tx.insert(idempotencyKeys).values({
    key: input.idempotencyKey,
    scope: scopeOrderIdempotency(input),
    requestHash: input.orderHash,
    responseCode: 200,
    responseBody: answer,
  })
  await (onClash === 'keep-first' ? insert.onConflictDoNothing() : insert)
}

async function openOrderCart(
  tx: CommerceDb,
  input: OrderPlacement,
  storeView: StoreView,
  locked: CartRow | undefined,
): Promise<CartRow> {
  if (input.cartId !== null) {
    // A foreign, closed or unknown cart answers like a missing one (D21).
    if (!locked || !canAccessCart(locked, input.access)) {
      throw new CartNotFoundError(input.cartId)
    }
    await tx.delete(cartItems).where(eq(cartItems.cartId, locked.id))
    return locked
  }
  // An order without a server cart gets one of its own, the caller's, closed with the order.
  const [created] = await tx
    .insert(carts)
    .values({
      id: generateCartId(),
      customerId: input.access.customerId,
      storeCode: storeView.storeCode,
    })
    .returning()
  if (!created) throw new Error('the order cart was not stored')
  return created
}

/** D222: every bound coupon of the order must be of the order's or its customer's mailbox. */
async function assertCouponMailboxes(
  tx: CommerceDb,
  couponCodes: readonly string[],
  input: OrderPlacement,
): Promise<void> {
  const rows = await findCouponRows(tx, couponCodes)
  const bound = [...rows.values()].filter((row) => row.boundMailbox !== null)
  if (bound.length === 0) return
  const emails = [input.email, ...(await cartEmails(tx, input.access.customerId))]
  const refused = bound.find((row) => !fitsBoundMailbox(row, emails))
  if (refused) throw new CouponOtherEmailError(refused.code)
}

async function reserveOrderStock(tx: CommerceDb, lines: readonly StockLine[]): Promise<void> {
  const outcome = await reserveStockInTransaction(tx, lines)
  if (!outcome.ok) {
    throw new OrderStockError([
      {
        lineIndex: null,
        reason: 'insufficient-stock',
        available: outcome.available,
        message: describeAvailability(outcome.available),
      },
    ])
  }
}

export async function placeOrderInTransaction(
  tx: CommerceDb,
  input: OrderPlacement,
  scope: PricingScope,
  settings: EngineSettings,
  confirmationKeySeconds: number,
): Promise<OrderPlacementOutcome> {
  const [locked] =
    input.cartId === null
      ? [undefined]
      : await tx.select().from(carts).where(eq(carts.id, input.cartId)).for('update')
  const first = await findFirstAnswer(tx, input)
  if (first) return { ...first, firstPlacement: false, createdAccount: null }

  const cart = await openOrderCart(tx, input, scope.storeView, locked)
  const keyPolicy: KeyPolicy = { now: settings.now(), seconds: confirmationKeySeconds }
  const signUp =
    input.createAccount && input.access.customerId === null
      ? await insertCustomer(tx, input.createAccount, keyPolicy)
      : null
  const customer = signUp?.customer ?? null

  for (const [index, line] of input.lines.entries()) {
    try {
      await writeCartLine(tx, cart, line, scope, settings)
    } catch (error) {
      throw toOrderLineError(error, index)
    }
  }

  const shippingAddress = input.shippingAddress
    ? { ...input.shippingAddress, country_id: input.shippingAddress.country_id.toUpperCase() }
    : null
  const priced: CartRow = {
    ...cart,
    shippingAddress,
    billingAddress: input.billingAddress,
    shippingCarrierCode: input.carrierCode ?? null,
    shippingMethodCode: input.methodCode ?? null,
    paymentMethodCode: input.paymentMethodCode,
  }
  const evaluation = await evaluateCart(tx, priced, scope, withFreshCatalogue(settings))
  const { totals } = evaluation
  const virtual = isVirtualLineList(evaluation.lines)
  if (!virtual) {
    if (!shippingAddress) {
      throw new OrderIncompleteError('shipping-address')
    }
    const chosen = requireShippingMethod(evaluation.shippingMethods, input)
    if (!chosen) {
      throw new OrderIncompleteError('shipping-method')
    }
  }
  // spec 000 §4: the pickup point belongs to the servicepoint method only.
  const pickup = !virtual && input.methodCode === SERVICEPOINT_METHOD_CODE
  const servicePoint = pickup ? (input.servicePoint ?? cart.servicePoint ?? null) : null
  if (pickup && !servicePoint) {
    throw new OrderIncompleteError('service-point')
  }
  if (totals.paymentMethodCode !== input.paymentMethodCode) {
    throw new PaymentMethodNotAvailableError()
  }

  await assertCouponMailboxes(tx, totals.couponCodes, input)
  await reserveOrderStock(
    tx,
    evaluation.lines.flatMap((line) =>
      (evaluation.resolved.get(line.itemId)?.stockPerUnit ?? []).map((unit) => ({
        sku: unit.sku,
        qty: unit.qty * line.qty,
      })),
    ),
  )
  try {
    await redeemCouponsInTransaction(tx, totals.couponCodes)
  } catch (error) {
    // spec 000 §8: '{code} is not a valid coupon.' (used up between totals and order)
    if (error instanceof CouponRedemptionFailed) {
      throw new CouponNotValidError(error.code)
    }
    throw error
  }

  const incrementId = await takeNextOrderNumber(tx, scope.storeView)
  const [order] = await tx
    .insert(orders)
    .values({
      incrementId,
      cartId: cart.id,
      customerId: customer?.id ?? input.access.customerId,
      storeCode: scope.storeView.storeCode,
      // spec 000 §4: a provider method's order waits for its payment (payments/, D142).
      status: isProviderPaymentCode(input.paymentMethodCode) ? 'pending_payment' : 'pending',
      email: input.email,
      orderHash: input.orderHash,
      grandTotalCents: totals.grandTotalCents,
      taxCents: totals.taxCents,
      shippingCents: totals.shipping.incl,
      discountCents: totals.discountCents,
      paymentMethodCode: input.paymentMethodCode,
      shippingCarrierCode: virtual ? null : (input.carrierCode ?? null),
      shippingMethodCode: virtual ? null : (input.methodCode ?? null),
      shippingAddress: virtual ? null : shippingAddress,
      billingAddress: input.billingAddress,
      couponCodes: totals.couponCodes,
      servicePoint,
    })
    .returning()
  if (!order) throw new Error('the order was not stored')
  await tx.insert(orderItems).values(
    totals.lines.map((line) => ({
      orderId: order.id,
      sku: line.sku,
      parentSku: line.parentSku,
      name: line.name,
      productType: line.productType,
      qty: line.qty,
      priceInclTaxCents: line.unitPrice.incl,
      rowTotalInclTaxCents: line.row.incl,
      discountCents: line.discountCents,
      taxCents: line.taxAfterDiscountCents,
      productOption: line.productOption as Record<string, unknown> | null,
    })),
  )
  await tx
    .update(carts)
    .set({
      status: 'ordered',
      shippingAddress,
      billingAddress: input.billingAddress,
      shippingCarrierCode: priced.shippingCarrierCode,
      shippingMethodCode: priced.shippingMethodCode,
      paymentMethodCode: input.paymentMethodCode,
      servicePoint: servicePoint ?? cart.servicePoint,
      updatedAt: order.createdAt,
    })
    .where(eq(carts.id, cart.id))
  const answer = toPlacedOrder(order)
  await storeIdempotentAnswer(tx, input, answer, 'fail-on-clash')
  return {
    ...answer,
    firstPlacement: true,
    createdAccount: signUp
      ? {
          customerId: signUp.customer.id,
          email: signUp.customer.email,
          confirmationKey: signUp.confirmationKey,
        }
      : null,
  }
}
