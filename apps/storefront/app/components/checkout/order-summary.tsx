// The order summary beside the steps: the lines with their row totals, the coupon entry (the
// mini-cart's, D91) and the totals the server computed (after shipping and payment are chosen,
// with shipping, payment cost, tax and discount). Until a shipping method is chosen the shipping
// reads 'Calculated at the shipping step' instead of a price.
import type { CartViewLine, CartViewTotals } from '~/lib/cart/cart-lines'
import { formatPrice } from '~/lib/format-price'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { CouponForm } from '~/components/cart/coupon-form'
import styles from './checkout.module.css'

export interface SummaryTotals extends CartViewTotals {
  /** Tax in cents, once the server computed it for the chosen methods. */
  tax: number | null
}

export function OrderSummary({
  lines,
  totals,
  onCouponsChanged,
}: {
  lines: readonly CartViewLine[]
  totals: SummaryTotals
  onCouponsChanged: () => void
}) {
  const t = useTranslate()
  const storeView = useStoreView()
  const price = (cents: number) => formatPrice(cents, storeView)
  return (
    <aside className={styles.aside} aria-labelledby="order-summary-title">
      <h2 id="order-summary-title" className={styles.stepTitle}>
        {t('checkout.orderSummary')}
      </h2>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.itemId} className={styles.line}>
            <span>
              {line.qty} × {line.name}
              {line.options.length > 0 ? (
                <span className={styles.hint}>
                  {' '}
                  ({line.options.map((option) => option.value).join(', ')})
                </span>
              ) : null}
            </span>
            <span>{price(line.rowTotalInclTax)}</span>
          </li>
        ))}
      </ul>
      <CouponForm onChanged={onCouponsChanged} />
      <dl className={styles.totals}>
        <dt>{t('microcart.subtotalInclTax')}</dt>
        <dd>{price(totals.subtotalInclTax)}</dd>
        {totals.discount > 0 ? (
          <>
            <dt>{t('microcart.discount')}</dt>
            <dd>-{price(totals.discount)}</dd>
          </>
        ) : null}
        <dt>{t('microcart.shipping')}</dt>
        <dd>
          {totals.shippingChosen ? price(totals.shippingInclTax) : t('checkout.shippingPending')}
        </dd>
        {totals.paymentCostInclTax > 0 ? (
          <>
            <dt>{t('microcart.paymentCost')}</dt>
            <dd>{price(totals.paymentCostInclTax)}</dd>
          </>
        ) : null}
        {totals.tax !== null ? (
          <>
            <dt>{t('checkout.tax')}</dt>
            <dd>{price(totals.tax)}</dd>
          </>
        ) : null}
        <dt className={styles.grand}>{t('microcart.grandTotal')}</dt>
        <dd className={styles.grand}>{price(totals.grandTotal)}</dd>
      </dl>
    </aside>
  )
}
