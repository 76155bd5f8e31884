// Highlighted categories (001 §2, §9): picture tiles linking to categories, 3 to 6 per row by
// the screen's width, pictures 250, 400 or 600 px wide.
import { Link } from '@remix-run/react'
import type { BlockProps } from '~/lib/content/block-context'
import { readAsset, readLink, resizeAsset } from '~/lib/content/content-asset'
import { readBlocks, readString } from '~/lib/content/story-page-data'
import styles from './highlighted-categories.module.css'

/** 001 §9: highlighted category tile widths. */
export const CATEGORY_TILE_WIDTHS = [250, 400, 600] as const

export default function HighlightedCategoriesBlock({ block, eager }: BlockProps) {
  const categories = readBlocks(block.categories)
  if (categories.length === 0) return null
  const title = readString(block, 'title')
  return (
    <section aria-label={title || undefined}>
      {title ? <h2 className={styles.heading}>{title}</h2> : null}
      <ul className={styles.grid}>
        {categories.map((category, index) => {
          const image = readAsset(category.image)
          const href = readLink(category.link)
          const name = readString(category, 'title')
          return (
            <li key={category._uid}>
              <Link to={href || '/'} className={styles.tile}>
                {image ? (
                  <img
                    className={styles.image}
                    src={resizeAsset(image, 400)}
                    srcSet={[
                      ...new Set(CATEGORY_TILE_WIDTHS.map((width) => resizeAsset(image, width))),
                    ]
                      .map((url, position, all) =>
                        all.length === 1 ? url : `${url} ${CATEGORY_TILE_WIDTHS[position]}w`,
                      )
                      .join(', ')}
                    sizes="(min-width: 1440px) 16vw, (min-width: 1024px) 20vw, (min-width: 768px) 25vw, 33vw"
                    width={360}
                    height={640}
                    alt=""
                    loading={eager && index < 3 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                ) : null}
                <span className={styles.name}>{name}</span>
              </Link>
            </li>
          )
        })}
      </ul>
    </section>
  )
}
