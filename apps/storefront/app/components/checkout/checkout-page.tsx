// The checkout page (spec 000 §2 /checkout): the steps once the stored cart is read, the spec's
// notice for an empty cart, and the order confirmation after the order. The steps render in the
// browser only: the cart and what the shopper typed live in the browser's storage.
import { Link } from '@remix-run/react'
import { useEffect, useState } from 'react'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { useCart } from '~/components/cart/cart-provider'
import styles from './checkout.module.css'
import { CheckoutFlow } from './checkout-flow'
import { OrderConfirmation, type PlacedOrderView } from './order-confirmation'

export function CheckoutPage() {
  const t = useTranslate()
  const storeView = useStoreView()
  const cart = useCart()
  const [mounted, setMounted] = useState(false)
  const [placed, setPlaced] = useState<PlacedOrderView | null>(null)
  useEffect(() => setMounted(true), [])

  if (placed) return <OrderConfirmation order={placed} />
  // The loading and empty states keep the heading where the steps put it, and the loading state
  // fills the screen, so nothing visible moves when the steps appear (no layout shift).
  if (!mounted || !cart.isLoaded) {
    return (
      <div className={styles.page}>
        <div className={styles.pending}>
          <h1 className={styles.title}>{t('checkout.title')}</h1>
          <p role="status">{t('navigation.progress')}</p>
        </div>
      </div>
    )
  }
  if (cart.lines.length === 0 || !cart.cartToken) {
    return (
      <div className={styles.page}>
        <div>
          <h1 className={styles.title}>{t('checkout.title')}</h1>
          <p role="alert">{t('cart.emptyBeforeCheckout')}</p>
          <p>
            <Link to={buildStorePath(storeView, '/')}>{t('checkout.continueShopping')}</Link>
          </p>
        </div>
      </div>
    )
  }
  return <CheckoutFlow onPlaced={setPlaced} />
}
