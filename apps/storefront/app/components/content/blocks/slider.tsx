// Slider (001 §2, §9): one slide per view, advancing every 5000 ms; a clickable progress bar whose
// labels are the slide texts stripped of markup; arrows to the previous and next slide. With one
// slide the progress bar and arrows are hidden. Pictures: 2560 px wide above 1920 px, 1920
// otherwise, the mobile picture (1920) under 599 px.
import { Link } from '@remix-run/react'
import { useCallback, useEffect, useState } from 'react'
import type { BlockProps } from '~/lib/content/block-context'
import { readAsset, readLink, SLIDER_WIDTHS, stripMarkup } from '~/lib/content/content-asset'
import { readBlocks, readString } from '~/lib/content/story-page-data'
import { useTranslate } from '~/lib/use-store-view'
import { ContentPicture } from '../content-picture'
import { ContentText } from '../content-text'
import styles from './slider.module.css'

/** 001 §9: the slider's animation interval. */
export const SLIDER_INTERVAL_MS = 5000

export default function SliderBlock({ block, eager }: BlockProps) {
  const t = useTranslate()
  const slides = readBlocks(block.slides)
  const [active, setActive] = useState(0)
  // A shopper's choice restarts the interval (the key below).
  const [turn, setTurn] = useState(0)
  const count = slides.length
  const show = useCallback(
    (index: number) => {
      setActive(((index % count) + count) % count)
      setTurn((value) => value + 1)
    },
    [count],
  )

  useEffect(() => {
    if (count < 2) return undefined
    const timer = window.setInterval(
      () => setActive((index) => (index + 1) % count),
      SLIDER_INTERVAL_MS,
    )
    return () => window.clearInterval(timer)
  }, [count, turn])

  if (count === 0) return null
  const labels = slides.map((slide) => stripMarkup(readString(slide, 'text')))
  return (
    <section
      className={styles.slider}
      aria-roledescription="carousel"
      aria-label={t('content.slides')}
    >
      <div className={styles.track} style={{ transform: `translateX(-${active * 100}%)` }}>
        {slides.map((slide, index) => {
          const image = readAsset(slide.image)
          const href = readLink(slide.link)
          const button = readString(slide, 'button_text')
          const current = index === active
          return (
            <div
              key={slide._uid}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} / ${count}`}
              aria-hidden={current ? undefined : true}
            >
              {image ? (
                <ContentPicture
                  desktop={image}
                  mobile={readAsset(slide.mobile_image)}
                  widths={SLIDER_WIDTHS}
                  eager={eager && index === 0}
                  className={styles.image}
                  width={1920}
                  height={800}
                />
              ) : null}
              <div className={styles.caption}>
                <ContentText value={slide.text} className={styles.text} />
                {href && button ? (
                  <Link to={href} className={styles.button} tabIndex={current ? undefined : -1}>
                    {button}
                  </Link>
                ) : null}
              </div>
            </div>
          )
        })}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={`${styles.arrow} ${styles.previous}`}
            onClick={() => show(active - 1)}
            aria-label={t('content.previousSlide')}
          >
            ‹
          </button>
          <button
            type="button"
            className={`${styles.arrow} ${styles.next}`}
            onClick={() => show(active + 1)}
            aria-label={t('content.nextSlide')}
          >
            ›
          </button>
          <ol className={styles.progress}>
            {labels.map((label, index) => (
              <li key={slides[index]?._uid ?? index}>
                <button
                  type="button"
                  className={styles.step}
                  aria-current={index === active ? 'true' : undefined}
                  aria-label={t('content.showSlide', { number: String(index + 1), text: label })}
                  onClick={() => show(index)}
                >
                  <span className={styles.label}>{label}</span>
                  <span className={styles.bar} />
                </button>
              </li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  )
}
