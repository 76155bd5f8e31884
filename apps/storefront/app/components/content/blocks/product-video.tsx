// Product video (spec 001 §2 "Content blocks"): a video with its controls, nothing fetched before
// the shopper starts it (preload none, a poster when the editor gave one). Videos: .webm, .mp4.
import type { ContentBlock } from '@vitrine/contracts/content'
import { readAsset, readText } from '~/lib/content/read-blok'
import styles from './layout-blocks.module.css'

const VIDEO = /\.(webm|mp4)$/i

export default function ProductVideoBlock({ block }: { block: ContentBlock }) {
  const video = readAsset(block.video)
  if (!video || !VIDEO.test(video.src)) return null
  const title = readText(block.title)
  const poster = readAsset(block.poster ?? block.image)
  return (
    <figure className={`${styles.section} ${styles.video}`}>
      <video
        src={video.src}
        poster={poster?.src}
        controls
        playsInline
        preload="none"
        aria-label={title || video.alt || undefined}
      />
      {title ? <figcaption>{title}</figcaption> : null}
    </figure>
  )
}
