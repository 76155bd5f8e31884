// Footer USPs (spec 001 §2 "Content blocks" footer selling points; §3 title, usps_blocks
// [paragraph]): a titled list of short paragraphs.
import type { ContentBlock } from '@vitrine/contracts/content'
import { readBloks, readText } from '~/lib/content/read-blok'
import styles from './layout-blocks.module.css'

export default function FooterUspsBlock({ block }: { block: ContentBlock }) {
  const title = readText(block.title)
  const paragraphs = readBloks(block.usps_blocks)
    .map((paragraph) => readText(paragraph.text))
    .filter(Boolean)
  if (paragraphs.length === 0) return null
  return (
    <section className={styles.section} aria-label={title || undefined}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      <ul className={styles.footerUsps}>
        {paragraphs.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </section>
  )
}
