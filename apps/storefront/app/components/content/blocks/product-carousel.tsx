// Product carousel (001 §2, §3, §9): the products the editor chose (SKUs, or a category and a
// limit, 4 by default), as a scroll-snap row of 1.5 cards under 768 px, 2.2 from 768 px and 5.4
// from 1024 px. No script: keyboard users move through the cards' links.
import { ProductCard } from '~/components/catalogue/product-card'
import { useContent, type BlockProps } from '~/lib/content/block-context'
import { readString } from '~/lib/content/story-page-data'
import styles from './products.module.css'

export default function ProductCarouselBlock({ block, eager }: BlockProps) {
  const { products, carousels } = useContent()
  const cards = (carousels[block._uid] ?? []).flatMap((sku) => products[sku] ?? [])
  if (cards.length === 0) return null
  const title = readString(block, 'title')
  return (
    <section className={styles.carousel} aria-label={title || undefined}>
      {title ? <h2 className={styles.heading}>{title}</h2> : null}
      <ul className={styles.row}>
        {cards.map((card, index) => (
          <li key={card.sku} className={styles.slide}>
            <ProductCard
              card={card}
              eager={eager && index < 2}
              withAddToCart={block.display_add_to_cart === true}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}
