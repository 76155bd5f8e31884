// A product card (spec 001 §3): 9:16 picture through /img with a srcset (WebP when the browser
// accepts it), name, price, labels, up to 3 tags and the colour relations as small swatches.
// The labels sit outside the link, over the picture: the link's name is the product's name alone.
// The wishlist heart sits over the picture's corner (spec 001 §4; D148).
import { Link } from '@remix-run/react'
import { useId } from 'react'
import {
  buildImageUrl,
  buildSrcSet,
  CARD_IMAGE,
  CARD_SIZES,
  COLOUR_RELATION_IMAGE,
} from '~/lib/catalog/image-url'
import type { ProductCardView } from '~/lib/catalog/product-card'
import { useTranslate } from '~/lib/use-store-view'
import styles from './product-card.module.css'
import { ProductPrice } from '~/components/product/product-price'
import { TileAddToCart } from '~/components/cart/tile-add-to-cart'
import { WishlistHeart } from '~/components/wishlist/wishlist-heart'

/** Card widths: the card rendition, then the spec's first breakpoint width for wide screens. */
const CARD_WIDTHS = [CARD_IMAGE.width, 786]

export function ProductCard({
  card,
  eager = false,
  priority = false,
  withAddToCart = false,
  onSelect,
}: {
  card: ProductCardView
  eager?: boolean
  /** The page's likely largest picture: fetched before the others (its LCP). */
  priority?: boolean
  /** Listings offer add to cart on the tile (spec 001 §2 "Product tile"). */
  withAddToCart?: boolean
  /** Called when the shopper opens the product (the data layer's select_item). */
  onSelect?: () => void
}) {
  const t = useTranslate()
  const labelsId = useId()
  return (
    <article className={styles.card}>
      {/* The link is named by the product alone; its labels describe it (shown over the picture). */}
      <Link
        to={card.link}
        className={styles.link}
        onClick={onSelect}
        aria-describedby={card.labels.length > 0 ? labelsId : undefined}
      >
        <div className={styles.picture}>
          {card.image ? (
            <img
              src={buildImageUrl(card.image, CARD_IMAGE.width, CARD_IMAGE.height)}
              srcSet={buildSrcSet(card.image, CARD_WIDTHS)}
              sizes={CARD_SIZES}
              width={CARD_IMAGE.width}
              height={CARD_IMAGE.height}
              alt=""
              loading={eager || priority ? 'eager' : 'lazy'}
              decoding="async"
              fetchPriority={priority ? 'high' : undefined}
            />
          ) : null}
        </div>
        <h3 className={styles.name}>{card.name}</h3>
      </Link>
      {card.labels.length > 0 ? (
        <ul id={labelsId} className={styles.labels} aria-label={t('product.labels')}>
          {card.labels.map((label) => (
            <li key={label} className={styles.label}>
              {label}
            </li>
          ))}
        </ul>
      ) : null}
      {card.id ? (
        <div className={styles.heart}>
          <WishlistHeart card={card} label={t('wishlist.add')} />
        </div>
      ) : null}
      {card.price ? <ProductPrice price={card.price} /> : null}
      {card.tags.length > 0 ? (
        <ul className={styles.tags} aria-label={t('product.tags')}>
          {card.tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
      ) : null}
      {card.colours.length > 1 ? (
        <ul className={styles.colours} aria-label={t('product.colours')}>
          {card.colours.map((colour) => (
            <li key={colour.sku}>
              <Link
                to={colour.link}
                className={styles.colour}
                aria-current={colour.sku === card.sku ? 'true' : undefined}
                title={colour.label}
              >
                {colour.image ? (
                  <img
                    src={buildImageUrl(
                      colour.image,
                      COLOUR_RELATION_IMAGE.width,
                      COLOUR_RELATION_IMAGE.height,
                    )}
                    width={24}
                    height={43}
                    alt={colour.label}
                    loading="lazy"
                  />
                ) : (
                  colour.label
                )}
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
      {withAddToCart && card.cart ? (
        <TileAddToCart name={card.name} cart={card.cart} page={card.link} />
      ) : null}
    </article>
  )
}
