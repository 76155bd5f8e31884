// Shop the look (spec 001 §2 "Content blocks"; §3 shop-the-look: title, subtitle, description,
// product sku, product_image, image, cta_text, link, colours): the look's picture beside the
// product's, with the title, subtitle and description, the colours it comes in and a call to action
// leading to the product.
import { Link } from '@remix-run/react'
import type { ContentBlock } from '@vitrine/contracts/content'
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
  const look = readAsset(block.image)
  const product = readAsset(block.product_image)
  const title = readText(block.title)
  const href = readHref(block.link, storeView)
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
      data-sku={readText(block.sku) || undefined}
    >
      {look ? <img src={look.src} alt={look.alt} loading={loading} /> : null}
      <div>
        {title ? <h2 className={styles.title}>{title}</h2> : null}
        {readText(block.subtitle) ? <p>{readText(block.subtitle)}</p> : null}
        {readText(block.description) ? <p>{readText(block.description)}</p> : null}
        {product ? <img src={product.src} alt={product.alt} loading={loading} /> : null}
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
