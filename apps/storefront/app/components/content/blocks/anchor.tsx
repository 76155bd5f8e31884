// Anchor (001 §2, §9): a jump target `#name`, placed 102 px above the block so the sticky header
// does not cover what follows.
import type { BlockProps } from '~/lib/content/block-context'
import { readString } from '~/lib/content/story-page-data'
import styles from './anchor.module.css'

/** 001 §9: anchor offset −102 px. */
export const ANCHOR_OFFSET_PX = -102

export default function AnchorBlock({ block }: BlockProps) {
  const name = readString(block, 'name').trim()
  if (!name) return null
  return <span id={name} className={styles.anchor} style={{ top: `${ANCHOR_OFFSET_PX}px` }} />
}
