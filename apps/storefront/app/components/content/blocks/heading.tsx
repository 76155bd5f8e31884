// Heading (001 §2): level 2 unless the editor chose another (1–6), aligned left, center or right.
import type { BlockProps } from '~/lib/content/block-context'
import { readString } from '~/lib/content/story-page-data'
import styles from './text.module.css'

export const DEFAULT_HEADING_LEVEL = 2

export function readHeadingLevel(value: unknown): 1 | 2 | 3 | 4 | 5 | 6 {
  const level = Number(value)
  return (Number.isInteger(level) && level >= 1 && level <= 6 ? level : DEFAULT_HEADING_LEVEL) as
    1 | 2 | 3 | 4 | 5 | 6
}

export function readAlignment(value: unknown): 'left' | 'center' | 'right' {
  return value === 'center' || value === 'right' ? value : 'left'
}

export default function HeadingBlock({ block }: BlockProps) {
  const text = readString(block, 'text')
  if (!text) return null
  const Tag = `h${readHeadingLevel(block.level)}` as const
  return (
    <Tag className={styles.heading} style={{ textAlign: readAlignment(block.alignment) }}>
      {text}
    </Tag>
  )
}
