// The payment add-on's rules (spec 000 §4 provider flow, §7 payment-token and start-transaction;
// vsf-api-contract §4.2 Magento's Mollie flow; D141–D143): a token for the cart before the order,
// a provider payment for the placed order (never a second one while one is open, a new attempt
// after a failed, canceled or expired one, an Idempotency-Key per attempt), and the provider's
// webhook, whose status is always fetched from the provider, never taken from the caller.
import { providerMethodOf, type OrderPayment } from '@vitrine/contracts/payments'
import { findStoreView } from '@vitrine/contracts/store-views'
import type { CommercePort } from '../../adapters/commerce/commerce.port.js'
import { OnlinePaymentsOffError } from '../../adapters/payments/no-payment-provider.js'
import { PaymentNotFoundError, type PaymentPort } from '../../adapters/payments/payment.port.js'
import { toCartAccess, type CommerceRequest } from '../../caller.js'
import { AppError, ServiceUnavailableError } from '../../errors.js'

export const NO_ORDER_FOR_TOKEN_MESSAGE = 'No order has been placed with this payment token.'
export const NOT_A_PROVIDER_ORDER_MESSAGE =
  'The order is not paid through the payment provider (its method does not start with mollie_methods_).'
export const ALREADY_PAID_MESSAGE = 'The order has been paid already.'
export const PAYMENT_IN_PROGRESS_MESSAGE = 'The payment of this order is being processed.'
/** D217: no payment provider is configured; the checkout offers the offline methods only. */
export const ONLINE_PAYMENTS_OFF_MESSAGE =
  'This shop takes no online payments at the moment. Please choose another payment method.'
export const PROVIDER_UNAVAILABLE_MESSAGE =
  'The payment provider cannot be reached. Please try again in a few seconds.'

interface Logger {
  info(details: Record<string, unknown>, message: string): void
  warn(details: Record<string, unknown>, message: string): void
  error(details: Record<string, unknown>, message: string): void
}

export interface PaymentContext {
  commerce: CommercePort
  payments: PaymentPort
  log: Logger
  /** The webhook URL the provider calls. */
  webhookUrl: () => string
  /** Public origin of the storefront; '' for a path on the same origin. */
  returnOrigin: string
}

export function issuePaymentToken(context: CommerceRequest, cartId: string): Promise<string> {
  return context.commerce.issuePaymentToken(cartId, toCartAccess(context.caller))
}

function refuse(status: number, message: string): AppError {
  return new AppError(status, message, [{ field: 'body.token', message }])
}

/** `/checkout-return` of the order's store view, with the token to read the status by. */
export function buildReturnUrl(origin: string, storeCode: string, token: string): string {
  const prefix = findStoreView(storeCode)?.url ?? ''
  return `${origin}${prefix}/checkout-return?token=${token}`
}

/** spec 000 §7 start-transaction: the URL of the provider's checkout page for the order. */
export async function startTransaction(context: PaymentContext, token: string): Promise<string> {
  const order = await context.commerce.findPayableOrder(token)
  if (!order) throw refuse(404, NO_ORDER_FOR_TOKEN_MESSAGE)
  const method = providerMethodOf(order.paymentMethodCode)
  if (!method) throw refuse(400, NOT_A_PROVIDER_ORDER_MESSAGE)
  if (order.paymentStatus === 'paid') throw refuse(409, ALREADY_PAID_MESSAGE)
  const latest = order.latest
  if (latest?.status === 'open' && latest.checkoutUrl) return latest.checkoutUrl
  if (latest && (latest.status === 'pending' || latest.status === 'authorized')) {
    throw refuse(409, PAYMENT_IN_PROGRESS_MESSAGE)
  }
  const attempt = (latest?.attempt ?? 0) + 1
  let created
  try {
    created = await context.payments.createPayment({
      amountCents: order.grandTotalCents,
      currency: order.currency,
      description: `Order ${order.orderNumber}`,
      redirectUrl: buildReturnUrl(context.returnOrigin, order.storeCode, token),
      webhookUrl: context.webhookUrl(),
      method,
      metadata: { orderNumber: order.orderNumber },
      // A repeated start of the same attempt (a lost answer) gets the same payment (D142).
      idempotencyKey: `order-${order.orderId}-attempt-${attempt}`,
    })
  } catch (error) {
    if (error instanceof OnlinePaymentsOffError) throw refuse(409, ONLINE_PAYMENTS_OFF_MESSAGE)
    // spec 000 §8: a payment provider failure is logged.
    context.log.error({ err: error, orderNumber: order.orderNumber }, 'payment provider failed')
    throw new ServiceUnavailableError(PROVIDER_UNAVAILABLE_MESSAGE)
  }
  await context.commerce.recordCreatedPayment({
    id: created.id,
    orderId: order.orderId,
    attempt,
    method,
    status: created.status,
    amountCents: order.grandTotalCents,
    currency: order.currency,
    checkoutUrl: created.checkoutUrl,
  })
  if (!created.checkoutUrl) throw refuse(409, PAYMENT_IN_PROGRESS_MESSAGE)
  return created.checkoutUrl
}

/** What the return page shows: the order's payment as the provider last reported it. */
export async function readOrderPayment(
  commerce: CommercePort,
  paymentToken: string,
): Promise<OrderPayment> {
  const view = await commerce.readOrderPayment(paymentToken)
  if (!view) {
    throw new AppError(404, NO_ORDER_FOR_TOKEN_MESSAGE, [
      { field: 'query.paymentToken', message: NO_ORDER_FOR_TOKEN_MESSAGE },
    ])
  }
  const { flagged: _flagged, ...payment } = view
  return payment
}

/**
 * The provider's webhook (vsf-api-contract §5.1): an id only; the status is fetched from the
 * provider. An id that is not one of the shop's payments answers 200 and changes nothing.
 */
export async function handlePaymentWebhook(context: PaymentContext, id: string): Promise<void> {
  if (!(await context.commerce.hasPayment(id))) {
    context.log.info({ paymentId: id }, 'payment webhook for an unknown payment ignored')
    return
  }
  let payment
  try {
    payment = await context.payments.getPayment(id)
  } catch (error) {
    if (error instanceof PaymentNotFoundError) {
      context.log.warn({ paymentId: id }, 'the provider does not know a stored payment')
      return
    }
    context.log.error({ err: error, paymentId: id }, 'payment provider failed')
    // Not a 2xx: Mollie calls the webhook again later.
    throw new ServiceUnavailableError(PROVIDER_UNAVAILABLE_MESSAGE)
  }
  const outcome = await context.commerce.applyPaymentReport({
    id,
    status: payment.status,
    amountCents: payment.amountCents,
    currency: payment.currency,
  })
  if (outcome.kind === 'unknown') return
  if (outcome.mismatch) {
    context.log.warn(
      {
        paymentId: id,
        orderNumber: outcome.orderNumber,
        amountCents: payment.amountCents,
        currency: payment.currency,
      },
      'the paid amount or currency differs from the order: the order is flagged for review',
    )
  }
  if (outcome.kind === 'moved') {
    context.log.info(
      { paymentId: id, orderNumber: outcome.orderNumber, from: outcome.from, to: outcome.to },
      'payment status changed',
    )
  }
}
