// A price as the shopper sees it (spec 001 §3 product card price {regular, special, old}): the
// special price with the old price struck through, or the regular price. Amounts in cents incl. tax.
import type { CardPrice } from '~/lib/catalog/shown-price'
import { formatPrice } from '~/lib/format-price'
import { useStoreView, useTranslate } from '~/lib/use-store-view'
import styles from './product-price.module.css'

export function ProductPrice({ price, large = false }: { price: CardPrice; large?: boolean }) {
  const t = useTranslate()
  const storeView = useStoreView()
  if (price.special !== null && price.old !== null) {
    return (
      <p className={`${styles.price} ${large ? styles.large : ''}`}>
        <span className={styles.special}>
          <span className="visually-hidden">{t('price.special')} </span>
          {formatPrice(price.special, storeView)}
        </span>{' '}
        <s className={styles.old}>
          <span className="visually-hidden">{t('price.old')} </span>
          {formatPrice(price.old, storeView)}
        </s>
      </p>
    )
  }
  return (
    <p className={`${styles.price} ${large ? styles.large : ''}`}>
      {formatPrice(price.regular, storeView)}
    </p>
  )
}
