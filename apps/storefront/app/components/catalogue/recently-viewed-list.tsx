// The list of recently viewed products (recently-viewed.tsx loads it when there is one).
import type { RecentlyViewedEntry } from '~/lib/recently-viewed'
import { useTranslate } from '~/lib/use-store-view'
import { ProductCard } from './product-card'
import styles from './recently-viewed.module.css'

export function RecentlyViewedList({ cards }: { cards: readonly RecentlyViewedEntry[] }) {
  const t = useTranslate()
  return (
    <section className={styles.section} aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title">{t('product.recentlyViewed')}</h2>
      <ul className={styles.list}>
        {cards.map((card) => (
          <li key={card.sku}>
            <ProductCard card={card} />
          </li>
        ))}
      </ul>
    </section>
  )
}
