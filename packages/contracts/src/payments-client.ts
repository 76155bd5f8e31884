// Typed calls of the payment add-on for the storefront (spec 000 §7 payment-token and
// start-transaction; D141): each takes the BffClient, so the customer token and store code are
// its caller's. Errors arrive as BffError (404 unknown token, 409 already paid).
import type { BffClient } from './bff-client.js'
import type { OrderPayment } from './payments.js'

type Client = Pick<BffClient, 'call'>

/** GET payment-token: the cart's token, asked before the order is placed. */
export function fetchPaymentToken(client: Client, cartId: string): Promise<string> {
  return client.call('/api/ext/mollie/payment-token', { query: { cartId } })
}

/** POST start-transaction {token}: the provider's checkout URL for the placed order. */
export function startPaymentTransaction(client: Client, token: string): Promise<string> {
  return client.call('/api/ext/mollie/start-transaction', { method: 'POST', body: { token } })
}

/** The order's payment status as the provider last reported it. */
export function fetchOrderPayment(client: Client, token: string): Promise<OrderPayment> {
  return client.call('/api/ext/mollie/payment-status', { query: { paymentToken: token } })
}
