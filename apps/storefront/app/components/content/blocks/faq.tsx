// FAQ (001 §2, §9): questions with their answers, all closed at first; the block is 70 % wide.
import type { BlockProps } from '~/lib/content/block-context'
import { readBlocks, readString } from '~/lib/content/story-page-data'
import { ContentText } from '../content-text'
import styles from './accordion.module.css'

export default function FaqBlock({ block }: BlockProps) {
  const items = readBlocks(block.items)
  const title = readString(block, 'title')
  return (
    <section className={styles.faq}>
      {title ? <h2 className={styles.title}>{title}</h2> : null}
      {items.map((item) => (
        <details key={item._uid} className={styles.item}>
          <summary className={styles.question}>{readString(item, 'question')}</summary>
          <ContentText value={item.answer} className={styles.answer} />
        </details>
      ))}
    </section>
  )
}
