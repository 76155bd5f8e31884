// Product video (spec 001 §2 "Content blocks"): a video with its controls, nothing fetched before
// the shopper starts it (preload none, a poster when the editor gave one), with captions when the
// editor gave a WebVTT file. Videos: .webm, .mp4.
import type { ContentBlock } from '@vitrine/contracts/content'
import { readAsset, readText } from '~/lib/content/read-blok'
import { useStoreView } from '~/lib/use-store-view'
import styles from './layout-blocks.module.css'

const VIDEO = /\.(webm|mp4)$/i

export default function ProductVideoBlock({ block }: { block: ContentBlock }) {
  const storeView = useStoreView()
  const video = readAsset(block.video)
  if (!video || !VIDEO.test(video.src)) return null
  const title = readText(block.title)
  const poster = readAsset(block.poster ?? block.image)
  const captions = readAsset(block.captions)
  return (
    <figure className={`${styles.section} ${styles.video}`}>
      {/* Captions when the editor gave a WebVTT file; a product video without speech has none. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
      <video
        src={video.src}
        poster={poster?.src}
        controls
        playsInline
        preload="none"
        aria-label={title || video.alt || undefined}
      >
        {captions ? (
          <track kind="captions" src={captions.src} srcLang={storeView.i18n.defaultLanguage} />
        ) : null}
      </video>
      {title ? <figcaption>{title}</figcaption> : null}
    </figure>
  )
}
