// The offline order queue's watcher (spec 000 §4 "Order placement", §8): when the browser is
// online again (and when the shop starts online), untransmitted orders are sent automatically if
// the shop says so or the thank-you page shows; otherwise the shopper is offered to send them.
// Each queue outcome shows the spec's notice: cancelled orders (400, 500 stock) and any other
// non-200 reply with a message; unreadable replies are logged only. The code that sends the queue
// is loaded only when there is something to send (D-H5a).
import {
  decideGoingOnlineAction,
  listUntransmittedOrders,
} from '@vitrine/orders/offline-order-queue'
import type { QueueTransmissionOutcome } from '@vitrine/orders/queue-transmission'
import { useCallback, useEffect } from 'react'
import { orderNoticeKey } from '~/lib/orders/order-notices'
import { getOrderStorage, readOrderQueue, type QueuedOrder } from '~/lib/orders/order-queue-storage'
import { ordersConfig } from '~/lib/orders/orders-config'
import { ORDER_TRANSMITTED_EVENT, isThankYouPageShown } from '~/lib/orders/thank-you-page'
import { useTranslate } from '~/lib/use-store-view'
import { useNotifications } from './notifications-provider'

export function OfflineOrdersWatcher() {
  const t = useTranslate()
  const { notify } = useNotifications()

  const report = useCallback(
    (copy: QueuedOrder, outcome: QueueTransmissionOutcome) => {
      if (outcome.kind === 'transmitted') {
        window.dispatchEvent(new CustomEvent(ORDER_TRANSMITTED_EVENT, { detail: copy }))
      } else if (outcome.kind === 'cancelled') {
        notify({ type: 'danger', message: t(orderNoticeKey(outcome.notification.message)) })
      } else if (outcome.kind === 'retry-later' && typeof outcome.result === 'string') {
        notify({ type: 'danger', message: outcome.result })
      }
    },
    [notify, t],
  )

  const send = useCallback(() => {
    void Promise.all([import('~/lib/orders/transmit-queue'), import('~/lib/orders/browser-orders')])
      .then(([{ transmitQueuedOrders }, { createBrowserOrderPoster }]) =>
        transmitQueuedOrders({
          storage: getOrderStorage(),
          post: createBrowserOrderPoster(),
          now: () => Date.now(),
          onOutcome: report,
        }),
      )
      .catch((error: unknown) => console.error('the order queue could not be sent', error))
  }, [report])

  useEffect(() => {
    const onOnline = () => {
      const untransmitted = listUntransmittedOrders(readOrderQueue(getOrderStorage()))
      const action = decideGoingOnlineAction({
        automaticTransmission: ordersConfig.automaticTransmission,
        isThankYouPage: isThankYouPageShown(),
        untransmittedCount: untransmitted.length,
      })
      if (action === 'send-orders') send()
      if (action === 'ask-confirmation') {
        notify({
          type: 'info',
          message: t('orders.waiting', { count: untransmitted.length }),
          hasNoTimeout: true,
          action2: { label: t('orders.sendNow'), onSelect: send },
        })
      }
    }
    window.addEventListener('online', onOnline)
    // A shop that starts online (e.g. after a reload) treats its queue as after going online.
    if (navigator.onLine) onOnline()
    return () => window.removeEventListener('online', onOnline)
  }, [notify, send, t])

  return null
}
