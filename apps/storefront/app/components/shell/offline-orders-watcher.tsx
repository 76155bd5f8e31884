// The offline order queue's watcher (spec 000 §4 "Order placement", §8): when the browser is
// online again (and when the shop starts online), untransmitted orders are sent or offered
// (lib/orders/offline-orders-check.ts). That code is loaded only when the stored copies may hold
// an order not sent yet (D48); a shop without waiting orders reads one localStorage key.
import { useEffect, useRef } from 'react'
import { getOrderStorage, mayHoldUntransmittedOrder } from '~/lib/orders/order-queue-key'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { useNotifications } from './notifications-provider'

export function OfflineOrdersWatcher() {
  const t = useTranslate()
  const locale = useStoreView().i18n.defaultLocale
  const { notify } = useNotifications()
  const context = useRef({ notify, t, locale })
  context.current = { notify, t, locale }

  useEffect(() => {
    const onOnline = () => {
      if (!mayHoldUntransmittedOrder(getOrderStorage())) return
      import('~/lib/orders/offline-orders-check')
        .then(({ checkOfflineOrders }) => checkOfflineOrders(context.current))
        .catch((error: unknown) => console.error('the order queue could not be checked', error))
    }
    window.addEventListener('online', onOnline)
    // A shop that starts online (e.g. after a reload) treats its queue as after going online.
    if (navigator.onLine) onOnline()
    return () => window.removeEventListener('online', onOnline)
  }, [])

  return null
}
