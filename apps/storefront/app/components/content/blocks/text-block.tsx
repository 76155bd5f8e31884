// Text block (001 §2): sanitised HTML or rich text, aligned left, center or right.
import type { BlockProps } from '~/lib/content/block-context'
import { ContentText } from '../content-text'
import { readAlignment } from './heading'
import styles from './text.module.css'

export default function TextBlock({ block }: BlockProps) {
  return (
    <div className={styles.block} style={{ textAlign: readAlignment(block.alignment) }}>
      <ContentText value={block.text} className={styles.prose} />
    </div>
  )
}
