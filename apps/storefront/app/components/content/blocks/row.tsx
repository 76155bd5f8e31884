// Rows and columns (001 §2, §9): columns on a 12-part grid from 1024 px (stacked below); the row's
// maximum height applies only above 1024 px. Media queries do what vsf's resize listener (250 ms
// debounce) did, without script or layout shift (D115).
import type { CSSProperties } from 'react'
import { useContent, type BlockProps } from '~/lib/content/block-context'
import { readBlocks } from '~/lib/content/story-page-data'
import { readTileWidth } from './tiles'
import styles from './row.module.css'

export default function RowBlock({ block, eager }: BlockProps) {
  const { BlockList } = useContent()
  const columns = readBlocks(block.columns)
  const maxHeight = Number(block.max_height)
  const style = (
    Number.isFinite(maxHeight) && maxHeight > 0 ? { '--row-max-height': `${maxHeight}px` } : {}
  ) as CSSProperties
  return (
    <div className={styles.row} style={style}>
      {columns.map((column) => (
        <div
          key={column._uid}
          className={styles.column}
          style={{ '--column-span': readTileWidth(column.width) } as CSSProperties}
        >
          <BlockList blocks={readBlocks(column.body)} eagerCount={eager ? 2 : 0} />
        </div>
      ))}
    </div>
  )
}
