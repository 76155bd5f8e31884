// The product gallery (spec 000 §9: gallery 1080x1920, breakpoints 599, 786, 1024, 1440 px with
// widths 786, 1024, 1440, 1920; WebP when supported, negotiated by /img): the chosen picture
// large, the others as thumbnails that choose it.
import {
  buildImageUrl,
  buildSrcSet,
  CARD_IMAGE,
  GALLERY_SIZES,
  heightForRatio,
  IMAGE_WIDTHS,
} from '~/lib/catalog/image-url'
import { useTranslate } from '~/lib/use-store-view'
import styles from './product-gallery.module.css'

export function ProductGallery({
  images,
  name,
  selected,
  onSelect,
}: {
  images: string[]
  name: string
  selected: number
  onSelect: (index: number) => void
}) {
  const t = useTranslate()
  const current = images[selected] ?? images[0]
  if (!current) return <div className={styles.placeholder} />
  const first = IMAGE_WIDTHS[0]
  return (
    <section className={styles.gallery} aria-label={t('product.gallery')}>
      <img
        className={styles.main}
        src={buildImageUrl(current, first, heightForRatio(first))}
        srcSet={buildSrcSet(current, IMAGE_WIDTHS)}
        sizes={GALLERY_SIZES}
        width={first}
        height={heightForRatio(first)}
        alt={name}
        fetchPriority="high"
      />
      {images.length > 1 ? (
        <ul className={styles.thumbnails}>
          {images.map((image, index) => (
            <li key={image}>
              <button
                type="button"
                className={styles.thumbnail}
                aria-pressed={index === selected}
                aria-label={t('product.picture', { number: index + 1, total: images.length })}
                onClick={() => onSelect(index)}
              >
                <img
                  src={buildImageUrl(image, CARD_IMAGE.width, CARD_IMAGE.height)}
                  width={60}
                  height={107}
                  alt=""
                  loading="lazy"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}
