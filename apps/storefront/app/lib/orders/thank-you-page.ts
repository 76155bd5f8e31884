// Whether the order confirmation (thank-you page) is on screen: spec 000 §4 sends offline orders
// automatically when the shop is online again and the thank-you page shows. The confirmation sets
// it while mounted; the offline-orders watcher reads it.
let shown = false

export function setThankYouPageShown(value: boolean): void {
  shown = value
}

export function isThankYouPageShown(): boolean {
  return shown
}

/** The window event announcing an order the queue sent, with its copy as detail. */
export const ORDER_TRANSMITTED_EVENT = 'vitrine:order-transmitted'
