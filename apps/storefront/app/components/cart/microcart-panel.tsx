// The right-hand mini-cart sidebar titled 'Your Order' (spec 001 §2; 000 §3 "Totals shown"): the
// lines (picture, options, quantity, removal), the coupon entry, and the totals the server
// computed (cart-totals.tsx). Without JavaScript the cart page stands in for it (D235). 'Go to checkout' stays at the panel's foot; with an empty cart it is disabled and says
// why in the spec's words (000 §8).
import { Link } from '@remix-run/react'
import { useEffect, useId } from 'react'
import { formatPrice } from '~/lib/format-price'
import { buildStorePath } from '~/lib/store-path'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { useCart } from './cart-provider'
import { CartTotals } from './cart-totals'
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
      <CartTotals totals={totals} />
    </SidePanel>
  )
}
