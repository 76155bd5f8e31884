// The right-hand mini-cart sidebar titled 'Your Order' (spec 001 §2): the cart lines or the empty
// state, and the totals in the store view's currency format.
import { formatPrice } from '~/lib/format-price'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import { useCart } from './cart-provider'
import styles from './microcart-panel.module.css'
import { SidePanel } from './side-panel'

export function MicrocartPanel({ onClose }: { onClose: () => void }) {
  const t = useTranslate()
  const storeView = useStoreView()
  const { lines, summary } = useCart()

  return (
    <SidePanel title={t('microcart.title')} onClose={onClose}>
      {lines.length === 0 ? (
        <p className={styles.empty}>{t('microcart.empty')}</p>
      ) : (
        <ul className={styles.lines}>
          {lines.map((line) => (
            <li key={line.sku} className={styles.line}>
              <span>
                {line.sku} × {line.qty}
              </span>
              <span>{formatPrice(line.rowTotalInclTax, storeView)}</span>
            </li>
          ))}
        </ul>
      )}
      <dl className={styles.totals}>
        <dt>{t('microcart.subtotalInclTax')}</dt>
        <dd>{formatPrice(summary.subtotalInclTax, storeView)}</dd>
      </dl>
    </SidePanel>
  )
}
