// The return page after an external payment (spec 000 §2 /checkout-return; D144): the order's
// payment status as the provider last reported it, rendered by the server; while the provider has
// not decided, the page asks again every second. After a failed, canceled or expired payment it
// offers to pay again (a new payment of the same order). The purchase event is pushed once, the
// first time the shopper sees 'paid' (lib/checkout/pending-purchase.ts).
import { Link } from '@remix-run/react'
import type { OrderPayment } from '@vitrine/contracts/payments'
import { fetchOrderPayment, startPaymentTransaction } from '@vitrine/contracts/payments-client'
import { useEffect, useRef, useState } from 'react'
import { getCheckoutStorage } from '~/lib/checkout/checkout-storage'
import {
  payAction,
  shouldPoll,
  STATUS_MESSAGES,
  toShopperStatus,
} from '~/lib/checkout/payment-return'
import { takePendingPurchase } from '~/lib/checkout/pending-purchase'
import { pushPurchase } from '~/lib/data-layer/checkout-events'
import { buildStorePath } from '~/lib/store-path'
import { useBrowserBff } from '~/lib/use-browser-bff'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import styles from './checkout.module.css'

const POLL_INTERVAL_MS = 1000
const MAX_POLLS = 300

export function CheckoutReturnPage({
  token,
  initial,
}: {
  token: string | null
  initial: OrderPayment | null
}) {
  const t = useTranslate()
  const storeView = useStoreView()
  const client = useBrowserBff()
  const [payment, setPayment] = useState(initial)
  const [busy, setBusy] = useState(false)
  const [failed, setFailed] = useState(false)
  const polls = useRef(0)

  useEffect(() => setPayment(initial), [initial])

  // Asks again while the provider has not decided.
  useEffect(() => {
    if (!token || !shouldPoll(payment) || polls.current >= MAX_POLLS) return
    const timer = window.setTimeout(() => {
      polls.current += 1
      fetchOrderPayment(client, token)
        .then(setPayment)
        .catch(() => setPayment((current) => (current ? { ...current } : current)))
    }, POLL_INTERVAL_MS)
    return () => window.clearTimeout(timer)
  }, [payment, token, client])

  // spec 000 §7 purchase: once, on the first paid status the shopper sees.
  const status = payment ? toShopperStatus(payment.status) : null
  useEffect(() => {
    if (status !== 'paid' || !token) return
    const purchase = takePendingPurchase(getCheckoutStorage(), token)
    if (purchase) pushPurchase(purchase.cart, purchase.transactionId, purchase.totals)
  }, [status, token])

  const pay = async () => {
    if (!token) return
    setBusy(true)
    setFailed(false)
    try {
      window.location.assign(await startPaymentTransaction(client, token))
    } catch (error) {
      // spec 000 §8: a payment provider failure stops the progress and is logged.
      console.error('The payment could not be started', error)
      setBusy(false)
      setFailed(true)
    }
  }

  const action = payment ? payAction(payment) : null
  return (
    <div className={styles.page}>
      <section className={styles.notice} aria-labelledby="payment-return-title">
        <h1 id="payment-return-title" className={styles.title}>
          {t('payment.returnTitle')}
        </h1>
        <div role="status">
          {payment && status ? (
            <>
              <p className={styles.status}>{t(STATUS_MESSAGES[status])}</p>
              <p>{t('checkout.orderNumber', { orderNumber: payment.orderNumber })}</p>
            </>
          ) : (
            <p className={styles.status}>{t('payment.unknownOrder')}</p>
          )}
        </div>
        {failed ? (
          <p role="alert" className={styles.error}>
            {t('error.tryAgainSoon')}
          </p>
        ) : null}
        {action ? (
          <button
            type="button"
            className={styles.primary}
            disabled={busy}
            onClick={() => void pay()}
          >
            {busy ? t('payment.redirecting') : t(action)}
          </button>
        ) : null}
        <p>
          <Link to={buildStorePath(storeView, '/')}>{t('checkout.continueShopping')}</Link>
        </p>
      </section>
    </div>
  )
}
