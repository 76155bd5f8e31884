// The cart's totals as the server computed them (spec 000 §3 "Totals shown"): subtotal incl. tax,
// shipping ('Calculated at checkout' until a method is chosen, D91), payment cost, discount and
// grand total in the store view's currency format. Shared by the mini-cart and the cart page.
import type { CartViewTotals } from '~/lib/cart/cart-types'
import { formatPrice } from '~/lib/format-price'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import styles from './microcart-panel.module.css'

export function CartTotals({ totals }: { totals: CartViewTotals }) {
  const t = useTranslate()
  const storeView = useStoreView()
  const price = (cents: number) => formatPrice(cents, storeView)
  return (
    <dl className={styles.totals} aria-label={t('microcart.grandTotal')}>
      <dt>{t('microcart.subtotalInclTax')}</dt>
      <dd>{price(totals.subtotalInclTax)}</dd>
      <dt>{t('microcart.shipping')}</dt>
      <dd>
        {totals.shippingChosen ? price(totals.shippingInclTax) : t('microcart.shippingPending')}
      </dd>
      {totals.paymentCostInclTax > 0 ? (
        <>
          <dt>{t('microcart.paymentCost')}</dt>
          <dd>{price(totals.paymentCostInclTax)}</dd>
        </>
      ) : null}
      {totals.discount > 0 ? (
        <>
          <dt>{t('microcart.discount')}</dt>
          <dd>-{price(totals.discount)}</dd>
        </>
      ) : null}
      <dt className={styles.grand}>{t('microcart.grandTotal')}</dt>
      <dd className={styles.grand}>{price(totals.grandTotal)}</dd>
    </dl>
  )
}
