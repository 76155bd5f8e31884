// Placing an order whose payment leaves the shop (spec 000 §4 "The payment provider flow is active
// only for payment codes beginning mollie_methods_", §7 payment-token and start-transaction;
// D144): the cart's payment token first, then the order, online only (never queued: offline the
// shopper is told to pay when online), then start-transaction, and the browser goes to the
// provider's page. When the start fails the shopper lands on the return page, which offers to pay.
import type { BffClient } from '@vitrine/contracts/bff-client'
import { fetchPaymentToken, startPaymentTransaction } from '@vitrine/contracts/payments-client'
import type { OrderBodyInput } from '~/lib/orders/order-queue-storage'
import { orderNoticeKey } from '~/lib/orders/order-notices'
import type { OrderPlacer } from '~/lib/orders/place-order'
import type { KeyValueStorage } from './checkout-storage'
import type { PlainMessageKey } from './form-fields'
import { savePendingPurchase, type PendingPurchase } from './pending-purchase'

export type ProviderOrderOutcome =
  | { kind: 'duplicate' }
  | { kind: 'refused'; failure: PlainMessageKey }
  | { kind: 'placed'; orderNumber: string | null; orderId: string; next: () => Promise<void> }

export interface ProviderOrderInput {
  client: Pick<BffClient, 'call'>
  placer: Pick<OrderPlacer, 'placeOnline'>
  storage: KeyValueStorage | null
  isOnline: () => boolean
  cartId: string
  order: OrderBodyInput
  /** The purchase event, pushed by the return page on the first paid status. */
  purchase: Omit<PendingPurchase, 'transactionId'>
  /** The return page's path in this store view, e.g. `/nl/checkout-return`. */
  returnPath: string
  /** Sends the browser to a URL (window.location.assign). */
  go: (url: string) => void
}

export async function placeProviderOrder(input: ProviderOrderInput): Promise<ProviderOrderOutcome> {
  if (!input.isOnline()) return { kind: 'refused', failure: 'payment.payWhenOnline' }
  let paymentToken: string
  try {
    paymentToken = await fetchPaymentToken(input.client, input.cartId)
  } catch {
    return { kind: 'refused', failure: 'error.tryAgainSoon' }
  }
  const result = await input.placer.placeOnline(input.order)
  if (result.kind === 'duplicate') return { kind: 'duplicate' }
  if (result.kind === 'offline') return { kind: 'refused', failure: 'payment.payWhenOnline' }
  if (result.kind === 'refused') {
    const failure =
      result.reason === 'validation-failed'
        ? orderNoticeKey(result.notification.message)
        : 'error.tryAgainSoon'
    return { kind: 'refused', failure }
  }
  savePendingPurchase(input.storage, paymentToken, {
    ...input.purchase,
    transactionId: result.orderNumber ?? result.copy.order_id,
  })
  const returnUrl = `${input.returnPath}?token=${paymentToken}`
  return {
    kind: 'placed',
    orderNumber: result.orderNumber,
    orderId: result.copy.order_id,
    next: async () => {
      try {
        input.go(await startPaymentTransaction(input.client, paymentToken))
      } catch (error) {
        // spec 000 §8: a payment provider failure is logged; the return page offers to pay.
        console.error('The payment could not be started', error)
        input.go(returnUrl)
      }
    },
  }
}
