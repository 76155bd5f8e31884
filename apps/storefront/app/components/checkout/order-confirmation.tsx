// The order confirmation (spec 000 §2: the thank-you page with the order number). An order queued
// offline has no number yet: the page says it will be sent, and shows the number as soon as the
// queue sent it (spec 000 §4: on the thank-you page queued orders are sent once online).
import { Link } from '@remix-run/react'
import { useEffect, useRef, useState } from 'react'
import type { QueuedOrder } from '~/lib/orders/order-queue-storage'
import { ORDER_TRANSMITTED_EVENT, setThankYouPageShown } from '~/lib/orders/thank-you-page'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import styles from './checkout.module.css'

export interface PlacedOrderView {
  orderId: string
  orderNumber: string | null
  email: string
  accountCreated: boolean
  /** The DHL pickup point the order carries (spec 000 §4), as the shopper chose it. */
  pickupPoint?: string
}

export function OrderConfirmation({ order }: { order: PlacedOrderView }) {
  const t = useTranslate()
  const storeView = useStoreView()
  const heading = useRef<HTMLHeadingElement>(null)
  const [orderNumber, setOrderNumber] = useState(order.orderNumber)

  useEffect(() => {
    heading.current?.focus()
    setThankYouPageShown(true)
    const onTransmitted = (event: Event) => {
      const copy = (event as CustomEvent<QueuedOrder>).detail
      if (copy.order_id === order.orderId && copy.order_number) setOrderNumber(copy.order_number)
    }
    window.addEventListener(ORDER_TRANSMITTED_EVENT, onTransmitted)
    return () => {
      setThankYouPageShown(false)
      window.removeEventListener(ORDER_TRANSMITTED_EVENT, onTransmitted)
    }
  }, [order.orderId])

  return (
    <section className={styles.notice} aria-labelledby="order-confirmation-title">
      <h1 id="order-confirmation-title" ref={heading} tabIndex={-1} className={styles.title}>
        {t('checkout.thankYou')}
      </h1>
      <div role="status">
        {orderNumber ? (
          <p className={styles.status}>{t('checkout.orderNumber', { orderNumber })}</p>
        ) : (
          <p className={styles.status}>{t('checkout.orderQueued')}</p>
        )}
      </div>
      <p>{t('checkout.confirmationEmail', { email: order.email })}</p>
      {order.pickupPoint ? (
        <p>{t('checkout.pickupPointSummary', { point: order.pickupPoint })}</p>
      ) : null}
      {order.accountCreated && orderNumber ? (
        <p>{t('checkout.accountCreated', { email: order.email })}</p>
      ) : null}
      <p>
        <Link to={buildStorePath(storeView, '/')}>{t('checkout.continueShopping')}</Link>
      </p>
    </section>
  )
}
