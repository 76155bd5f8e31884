// Return-policy accordion (001 §2, §9): its first item starts open; at most 432 px wide; headers
// 24 px (18 px below 1024 px).
import type { BlockProps } from '~/lib/content/block-context'
import { readBlocks, readString } from '~/lib/content/story-page-data'
import { ContentText } from '../content-text'
import styles from './accordion.module.css'

export default function ReturnAccordionBlock({ block }: BlockProps) {
  const items = readBlocks(block.items)
  return (
    <section className={styles.returns}>
      {items.map((item, index) => (
        <details key={item._uid} className={styles.item} open={index === 0}>
          <summary className={styles.header}>{readString(item, 'title')}</summary>
          <ContentText value={item.text} className={styles.answer} />
        </details>
      ))}
    </section>
  )
}
