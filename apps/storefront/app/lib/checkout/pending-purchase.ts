// The purchase event of an order paid at the provider (spec 000 §7 purchase; D144): it is kept in
// local storage under `pending-purchase:<payment token>` when the shopper leaves for the provider,
// and taken (read and removed) by the return page the first time it shows 'paid', so it is pushed
// once, on the first paid status the shopper sees, however often the page is reloaded.
import type { CheckoutEventCart, PurchaseTotals } from '~/lib/data-layer/checkout-events'
import type { KeyValueStorage } from './checkout-storage'

export interface PendingPurchase {
  cart: CheckoutEventCart
  transactionId: string
  totals: PurchaseTotals
}

const PREFIX = 'pending-purchase:'

export function savePendingPurchase(
  storage: KeyValueStorage | null,
  paymentToken: string,
  purchase: PendingPurchase,
): void {
  try {
    storage?.setItem(`${PREFIX}${paymentToken}`, JSON.stringify(purchase))
  } catch {
    // spec 000 §8: storage write failures are logged only; the payment goes on.
  }
}

/** The stored purchase of this payment, removed as it is read; null when there is none. */
export function takePendingPurchase(
  storage: KeyValueStorage | null,
  paymentToken: string,
): PendingPurchase | null {
  try {
    const key = `${PREFIX}${paymentToken}`
    const raw = storage?.getItem(key)
    if (!raw) return null
    storage?.removeItem(key)
    const parsed = JSON.parse(raw) as PendingPurchase
    return typeof parsed.transactionId === 'string' && parsed.cart ? parsed : null
  } catch {
    return null
  }
}
