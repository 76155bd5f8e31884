// Shop the look (spec 001 §2 "Content blocks"; §3 shop-the-look: title, subtitle, description,
// product sku, product_image, image, cta_text, link, colours): the look's picture beside the
// product, with the title, subtitle and description, the colours it comes in and a call to action.
// The product is its live card (picture, name, price, link to its page, as the shop's product
// tiles show them), looked up by SKU with the page (story-page.server.ts, D128); while the
// catalogue has no such product the editor's product_image stands in for it.
import { Link } from '@remix-run/react'
import type { ContentBlock } from '@vitrine/contracts/content'
import { useId } from 'react'
import { ProductCard } from '~/components/catalogue/product-card'
import { useContent } from '~/lib/content/block-context'
import { isBlok, readAsset, readBloks, readHref, readText } from '~/lib/content/read-blok'
import { useStoreView } from '~/lib/use-store-view'
import styles from './layout-blocks.module.css'

const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

export default function ShopTheLookBlock({
  block,
  eager,
}: {
  block: ContentBlock
  eager?: boolean
}) {
  const storeView = useStoreView()
  const titleId = useId()
  const { products } = useContent()
  const card = products[readText(block.sku)]
  const look = readAsset(block.image)
  const product = readAsset(block.product_image)
  const title = readText(block.title)
  // The call to action leads where the editor linked it, else to the product's page.
  const href = readHref(block.link, storeView) ?? card?.link ?? null
  const cta = readText(block.cta_text)
  const colours = readBloks(block.colours).flatMap((colour) => {
    const value = isBlok(colour.color) ? readText(colour.color.color) : readText(colour.color)
    const name = readText(colour.name) || value
    return HEX_COLOUR.test(value) ? [{ name, value }] : []
  })
  const loading = eager ? 'eager' : 'lazy'
  return (
    <section
      className={`${styles.section} ${styles.look}`}
      aria-labelledby={title ? titleId : undefined}
    >
      {look ? (
        <img src={look.src} alt={look.alt} loading={loading} className={styles.lookImage} />
      ) : null}
      <div>
        {title ? (
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
        ) : null}
        {readText(block.subtitle) ? <p>{readText(block.subtitle)}</p> : null}
        {readText(block.description) ? <p>{readText(block.description)}</p> : null}
        {card ? (
          <div className={styles.lookCard}>
            <ProductCard card={card} eager={eager} />
          </div>
        ) : product ? (
          <img src={product.src} alt={product.alt} loading={loading} className={styles.lookImage} />
        ) : null}
        {colours.length > 0 ? (
          <ul className={styles.colours}>
            {colours.map((colour) => (
              <li key={colour.value}>
                <span
                  className={styles.swatch}
                  style={{ display: 'block', background: colour.value }}
                  role="img"
                  aria-label={colour.name}
                />
              </li>
            ))}
          </ul>
        ) : null}
        {href && cta ? (
          <Link to={href} className={styles.cta}>
            {cta}
          </Link>
        ) : null}
      </div>
    </section>
  )
}
