// Text tile (001 §2): a title, text and a button on a coloured background; text and button switch
// between black and white by the background's brightness (threshold 128).
import { Link } from '@remix-run/react'
import type { BlockProps } from '~/lib/content/block-context'
import { readLink } from '~/lib/content/content-asset'
import { textColourOn } from '~/lib/content/luminance'
import { readString } from '~/lib/content/story-page-data'
import { ContentText } from '../content-text'
import styles from './text.module.css'

export default function TextTileBlock({ block }: BlockProps) {
  const background = (block.background_color as { color?: string } | undefined)?.color || '#f5f5f4'
  const colour = textColourOn(background)
  const href = readLink(block.link)
  const button = readString(block, 'button_text')
  const title = readString(block, 'title')
  return (
    <div className={styles.tile} style={{ backgroundColor: background, color: colour }}>
      {title ? <h2 className={styles.tileTitle}>{title}</h2> : null}
      <ContentText value={block.text} className={styles.prose} />
      {href && button ? (
        <Link
          to={href}
          className={styles.button}
          style={{ backgroundColor: colour, color: textColourOn(colour) }}
        >
          {button}
        </Link>
      ) : null}
    </div>
  )
}
