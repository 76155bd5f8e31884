// The right-hand mini-cart sidebar titled 'Your Order' (spec 001 §2; 000 §3 "Totals shown"): the
// lines (picture, options, quantity, removal), the coupon entry, and the totals the server
// computed (subtotal incl. tax, shipping, payment cost, discount, grand total) in the store
// view's currency format. The shipping reads 'Calculated at checkout' until a method is chosen
// (D91). 'Go to checkout' stays at the panel's foot; with an empty cart it is disabled and says
// why in the spec's words (000 §8).
import { Link } from '@remix-run/react'
import { useEffect, useId } from 'react'
import { formatPrice } from '~/lib/format-price'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { useCart } from './cart-provider'
import { CouponForm } from './coupon-form'
import { MicrocartLine } from './microcart-line'
import styles from './microcart-panel.module.css'
import { SidePanel } from '~/components/shell/side-panel'

export function MicrocartPanel({ onClose }: { onClose: () => void }) {
  const t = useTranslate()
  const storeView = useStoreView()
  const { lines, totals, reportCartView } = useCart()
  const price = (cents: number) => formatPrice(cents, storeView)
  const emptyNoteId = useId()

  // spec 000 §7: view_cart once per opening of the mini-cart.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the lines as they were when it opened
  useEffect(() => reportCartView(), [])

  if (lines.length === 0) {
    return (
      <SidePanel
        title={t('microcart.title')}
        onClose={onClose}
        footer={
          <>
            <button
              type="button"
              className={styles.checkout}
              disabled
              aria-describedby={emptyNoteId}
            >
              {t('microcart.goToCheckout')}
            </button>
            <p id={emptyNoteId} className={styles.footNote}>
              {t('cart.emptyBeforeCheckout')}
            </p>
          </>
        }
      >
        <p className={styles.empty}>{t('microcart.empty')}</p>
        <dl className={styles.totals}>
          <dt>{t('microcart.subtotalInclTax')}</dt>
          <dd>{price(0)}</dd>
        </dl>
      </SidePanel>
    )
  }

  return (
    <SidePanel
      title={t('microcart.title')}
      onClose={onClose}
      footer={
        <Link
          to={buildStorePath(storeView, '/checkout')}
          className={styles.checkout}
          onClick={onClose}
        >
          {t('microcart.goToCheckout')}
        </Link>
      }
    >
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
    </SidePanel>
  )
}
