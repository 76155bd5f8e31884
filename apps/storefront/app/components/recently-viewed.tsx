// The recently viewed products of a product page: records the shown product in local storage
// (`recently-viewed`, by sku) and lists the others viewed before it.
import { useEffect, useState } from 'react'
import type { ProductCardView } from '~/lib/catalog/product-card'
import {
  addRecentlyViewed,
  readRecentlyViewed,
  writeRecentlyViewed,
  type RecentlyViewedEntry,
} from '~/lib/recently-viewed'
import { useTranslate } from '~/lib/use-store-view'
import { ProductCard } from './product-card'
import styles from './recently-viewed.module.css'

export function RecentlyViewed({ current }: { current: ProductCardView }) {
  const t = useTranslate()
  const [others, setOthers] = useState<RecentlyViewedEntry[]>([])

  useEffect(() => {
    const list = readRecentlyViewed(window.localStorage)
    setOthers(list.filter((item) => item.sku !== current.sku))
    writeRecentlyViewed(window.localStorage, addRecentlyViewed(list, current))
  }, [current])

  if (others.length === 0) return null
  return (
    <section className={styles.section} aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title">{t('product.recentlyViewed')}</h2>
      <ul className={styles.list}>
        {others.map((card) => (
          <li key={card.sku}>
            <ProductCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  )
}
