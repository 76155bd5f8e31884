// The payment add-on (spec 000 §4 "The payment provider flow is active only for payment codes
// beginning mollie_methods_", §7 payment-token and start-transaction; vsf-api-contract §4.2,
// §5.1): the method codes, the provider's statuses, and the endpoints' requests and answers.
import { z } from 'zod'
import { CartQuerySchema } from './cart.js'
import { envelopeOf } from './envelope.js'
import { StoreQuerySchema } from './request-query.js'

/** spec 000 §4: only these payment codes go through the provider's redirect. */
export const PROVIDER_PAYMENT_PREFIX = 'mollie_methods_'

export function isProviderPaymentCode(code: string | null | undefined): boolean {
  return typeof code === 'string' && code.startsWith(PROVIDER_PAYMENT_PREFIX)
}

/** The provider's method of a code (`mollie_methods_ideal` → `ideal`), or null. */
export function providerMethodOf(code: string): string | null {
  return isProviderPaymentCode(code) ? code.slice(PROVIDER_PAYMENT_PREFIX.length) : null
}

/** Mollie's payment statuses (vsf-api-contract §5.1). */
export const PAYMENT_STATUSES = [
  'open',
  'pending',
  'authorized',
  'paid',
  'canceled',
  'expired',
  'failed',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES)

/** Statuses after which a payment never changes again. */
export const FINAL_PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'paid',
  'canceled',
  'expired',
  'failed',
]

/** The statuses a shopper may pay again after (the order is still unpaid). */
export const RETRYABLE_PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'canceled',
  'expired',
  'failed',
]

/** A payment token: 32 hex characters, as Magento's Mollie module issues them. */
export const PaymentTokenSchema = z
  .string()
  .regex(/^[a-f0-9]{32}$/, 'The payment token is not valid.')

/** GET payment-token: the cart the order will be placed from (and the customer token). */
export const PaymentTokenQuerySchema = CartQuerySchema
export const PaymentTokenEnvelopeSchema = envelopeOf(PaymentTokenSchema)

export const StartTransactionBodySchema = z.strictObject({ token: PaymentTokenSchema })
export type StartTransactionBody = z.infer<typeof StartTransactionBodySchema>
/** The URL the browser goes to (the provider's checkout page). */
export const StartTransactionEnvelopeSchema = envelopeOf(z.string().min(1))

export const PaymentStatusQuerySchema = z.strictObject({
  ...StoreQuerySchema.shape,
  paymentToken: PaymentTokenSchema,
})

/** What the return page shows: the order's payment as the provider last reported it. */
export const OrderPaymentSchema = z.object({
  orderNumber: z.string(),
  status: PaymentStatusSchema,
  /** Whether paying again is possible (the last payment failed, was canceled or expired). */
  canRetry: z.boolean(),
  grandTotalCents: z.number().int(),
  currency: z.string(),
  paymentMethodCode: z.string(),
})
export type OrderPayment = z.infer<typeof OrderPaymentSchema>
export const OrderPaymentEnvelopeSchema = envelopeOf(OrderPaymentSchema)

/** Mollie's classic webhook: a form with the payment id only (vsf-api-contract §5.1). */
export const PaymentWebhookBodySchema = z.strictObject({
  id: z.string().min(1, 'Field is required').max(64),
})
