// Cards carousel (001 §2, §9): cards of a picture and text; a click on the card (or the next
// next button) shows the next card, wrapping from the last to the first. Card pictures 360x640.
import { useState } from 'react'
import type { BlockProps } from '~/lib/content/block-context'
import { readAsset, resizeAsset } from '~/lib/content/content-asset'
import { readBlocks, readString } from '~/lib/content/story-page-data'
import { useTranslate } from '~/lib/use-store-view'
import { ContentText } from '../content-text'
import styles from './cards-carousel.module.css'

export default function CardsCarouselBlock({ block, eager }: BlockProps) {
  const t = useTranslate()
  const cards = readBlocks(block.cards)
  const [active, setActive] = useState(0)
  if (cards.length === 0) return null
  const title = readString(block, 'title')
  const next = () => setActive((index) => (index + 1) % cards.length)
  return (
    <section
      className={styles.cards}
      aria-label={title || undefined}
      aria-roledescription="carousel"
    >
      {title ? <h2 className={styles.heading}>{title}</h2> : null}
      <div className={styles.stack}>
        {cards.map((card, index) => {
          const image = readAsset(card.image)
          return (
            <article
              key={card._uid}
              className={styles.card}
              hidden={index !== active}
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${cards.length}`}
            >
              {image ? (
                <button
                  type="button"
                  className={styles.imageButton}
                  onClick={next}
                  aria-label={`${t('content.nextCard')}: ${image.alt}`}
                  disabled={cards.length < 2}
                >
                  <img
                    className={styles.image}
                    src={resizeAsset(image, 360, { height: 640 })}
                    width={360}
                    height={640}
                    alt=""
                    loading={eager && index === 0 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                </button>
              ) : null}
              <ContentText value={card.content} className={styles.content} />
            </article>
          )
        })}
      </div>
      {cards.length > 1 ? (
        <button type="button" className={styles.next} onClick={next}>
          {t('content.nextCard')}
        </button>
      ) : null}
    </section>
  )
}
