// What the offline-orders watcher does once the stored copies may hold a waiting order (spec 000
// §4 "Order placement", §8), in a chunk of its own (D48): untransmitted orders are sent
// automatically if the shop says so or the thank-you page shows; otherwise the shopper is offered
// to send them. Each queue outcome shows the spec's notice: cancelled orders (400, 500 stock) and
// any other non-200 reply with a message; unreadable replies are logged only. The code that sends
// the queue is loaded only when it is sent.
import {
  decideGoingOnlineAction,
  listUntransmittedOrders,
} from '@vitrine/orders/offline-order-queue'
import type { QueueTransmissionOutcome } from '@vitrine/orders/queue-transmission'
import type { NotificationInput } from '~/lib/notifications'
import { translateCount } from '~/lib/i18n/plural'
import type { Translate } from '~/lib/i18n/translate'
import { orderNoticeKey } from './order-notices'
import { getOrderStorage, readOrderQueue, type QueuedOrder } from './order-queue-storage'
import { ordersConfig } from './orders-config'
import { ORDER_TRANSMITTED_EVENT, isThankYouPageShown } from './thank-you-page'

export interface OfflineOrdersContext {
  notify: (notification: NotificationInput) => void
  t: Translate
  /** The store view's locale, for the plural rules of counted texts. */
  locale: string
}

function report({ notify, t }: OfflineOrdersContext) {
  return (copy: QueuedOrder, outcome: QueueTransmissionOutcome) => {
    if (outcome.kind === 'transmitted') {
      window.dispatchEvent(new CustomEvent(ORDER_TRANSMITTED_EVENT, { detail: copy }))
    } else if (outcome.kind === 'cancelled') {
      notify({ type: 'danger', message: t(orderNoticeKey(outcome.notification.message)) })
    } else if (outcome.kind === 'retry-later' && typeof outcome.result === 'string') {
      notify({ type: 'danger', message: outcome.result })
    }
  }
}

function send(context: OfflineOrdersContext) {
  void Promise.all([import('./transmit-queue'), import('./browser-orders')])
    .then(([{ transmitQueuedOrders }, { createBrowserOrderPoster }]) =>
      transmitQueuedOrders({
        storage: getOrderStorage(),
        post: createBrowserOrderPoster(),
        now: () => Date.now(),
        onOutcome: report(context),
      }),
    )
    .catch((error: unknown) => console.error('the order queue could not be sent', error))
}

/** The shop is online (again): send the waiting orders, or offer to. */
export function checkOfflineOrders(context: OfflineOrdersContext): void {
  const untransmitted = listUntransmittedOrders(readOrderQueue(getOrderStorage()))
  const action = decideGoingOnlineAction({
    automaticTransmission: ordersConfig.automaticTransmission,
    isThankYouPage: isThankYouPageShown(),
    untransmittedCount: untransmitted.length,
  })
  if (action === 'send-orders') send(context)
  if (action === 'ask-confirmation') {
    context.notify({
      type: 'info',
      message: translateCount(context.t, context.locale, 'orders.waiting', untransmitted.length),
      hasNoTimeout: true,
      action2: { label: context.t('orders.sendNow'), onSelect: () => send(context) },
    })
  }
}
