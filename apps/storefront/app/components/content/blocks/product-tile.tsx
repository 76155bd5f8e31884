// Product tile (001 §2): a product looked up by SKU with the page (search size 1), optionally
// with add to cart — a configurable product with more than one child first shows its sizes as
// radio buttons and adds on the next click (the listing tile's behaviour) — and its short
// description.
import { ProductCard } from '~/components/catalogue/product-card'
import { useContent, type BlockProps } from '~/lib/content/block-context'
import { readString } from '~/lib/content/story-page-data'
import { useTranslate } from '~/lib/use-store-view'
import styles from './products.module.css'

export default function ProductTileBlock({ block, eager }: BlockProps) {
  const t = useTranslate()
  const { products, shortDescriptions } = useContent()
  const sku = readString(block, 'sku').trim()
  const card = products[sku]
  if (!card) return <p className={styles.unavailable}>{t('content.productUnavailable')}</p>
  const description = block.show_short_description === true ? shortDescriptions[sku] : undefined
  return (
    <div className={styles.tile}>
      <ProductCard card={card} eager={eager} withAddToCart={block.display_add_to_cart === true} />
      {description ? <p className={styles.description}>{description}</p> : null}
    </div>
  )
}
