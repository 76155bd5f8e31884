// The right-hand mini-cart sidebar titled 'Your Order' (spec 001 §2; 000 §3 "Totals shown"): the
// lines (picture, options, quantity, removal), the coupon entry, and the totals the server
// computed (subtotal incl. tax, shipping, payment cost, discount, grand total) in the store
// view's currency format. An empty cart shows its empty state and a zero subtotal.
import { useEffect } from 'react'
import { formatPrice } from '~/lib/format-price'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { useCart } from './cart-provider'
import { CouponForm } from './coupon-form'
import { MicrocartLine } from './microcart-line'
import styles from './microcart-panel.module.css'
import { SidePanel } from './side-panel'

export function MicrocartPanel({ onClose }: { onClose: () => void }) {
  const t = useTranslate()
  const storeView = useStoreView()
  const { lines, totals, reportCartView } = useCart()
  const price = (cents: number) => formatPrice(cents, storeView)

  // spec 000 §7: view_cart once per opening of the mini-cart.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the lines as they were when it opened
  useEffect(() => reportCartView(), [])

  if (lines.length === 0) {
    return (
      <SidePanel title={t('microcart.title')} onClose={onClose}>
        <p className={styles.empty}>{t('microcart.empty')}</p>
        <dl className={styles.totals}>
          <dt>{t('microcart.subtotalInclTax')}</dt>
          <dd>{price(0)}</dd>
        </dl>
      </SidePanel>
    )
  }

  return (
    <SidePanel title={t('microcart.title')} onClose={onClose}>
      <ul className={styles.lines} aria-label={t('microcart.lines')}>
        {lines.map((line) => (
          <MicrocartLine key={line.itemId} line={line} />
        ))}
      </ul>
      <CouponForm />
      <dl className={styles.totals} aria-label={t('microcart.grandTotal')}>
        <dt>{t('microcart.subtotalInclTax')}</dt>
        <dd>{price(totals.subtotalInclTax)}</dd>
        <dt>{t('microcart.shipping')}</dt>
        <dd>{price(totals.shippingInclTax)}</dd>
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
    </SidePanel>
  )
}
