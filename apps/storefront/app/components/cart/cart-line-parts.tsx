// What a cart line shows in the mini-cart and on the cart page alike: its chosen options and its
// row total with the row's discount (spec 000 §3 "Totals shown").
import type { CartOptionLabel, CartViewLine } from '~/lib/cart/cart-types'
import { formatPrice } from '~/lib/format-price'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import styles from './microcart-panel.module.css'

export function LineOptions({ options }: { options: readonly CartOptionLabel[] }) {
  if (options.length === 0) return null
  return (
    <dl className={styles.options}>
      {options.map((option) => (
        <div key={option.label}>
          <dt>{option.label}</dt>
          <dd>{option.value}</dd>
        </div>
      ))}
    </dl>
  )
}

export function LineRowTotal({ line }: { line: CartViewLine }) {
  const t = useTranslate()
  const storeView = useStoreView()
  return (
    <p className={styles.rowTotal}>
      {formatPrice(line.rowTotalInclTax, storeView)}
      {line.discount > 0 ? (
        <span className={styles.discount}>
          {' '}
          {t('microcart.rowDiscount', { amount: formatPrice(line.discount, storeView) })}
        </span>
      ) : null}
    </p>
  )
}
