// Tiles (001 §2, §9): a row of asset tiles (picture or video) and background tiles on a 12-part
// grid; a tile of width 8 or less uses the small layout. Videos are lazy, muted and looping, and
// play only while in view. Text and button colours follow the background's luminance (128).
import { Link } from '@remix-run/react'
import type { BlockProps } from '~/lib/content/block-context'
import { isVideo, readAsset, readLink, TILE_WIDTHS } from '~/lib/content/content-asset'
import { textColourOn } from '~/lib/content/luminance'
import { readBlocks, readString } from '~/lib/content/story-page-data'
import { ContentPicture } from '../content-picture'
import { ContentText } from '../content-text'
import { TileVideo } from './tile-video'
import styles from './tiles.module.css'

/** 001 §2: a tile of this width (of 12) or less uses the small layout. */
export const SMALL_TILE_MAX_WIDTH = 8

export function readTileWidth(value: unknown): number {
  const width = Number(value)
  return Number.isInteger(width) && width >= 1 && width <= 12 ? width : 12
}

export default function TilesBlock({ block, eager }: BlockProps) {
  const tiles = readBlocks(block.tiles)
  if (tiles.length === 0) return null
  return (
    <div className={styles.tiles}>
      {tiles.map((tile, index) => {
        const width = readTileWidth(tile.width)
        const asset = readAsset(tile.asset)
        const background = (tile.background_color as { color?: string } | undefined)?.color ?? ''
        const colour = textColourOn(background)
        const href = readLink(tile.link)
        const button = readString(tile, 'button_text')
        const title = readString(tile, 'title')
        return (
          <article
            key={tile._uid}
            className={`${styles.tile} ${width <= SMALL_TILE_MAX_WIDTH ? styles.small : styles.large}`}
            style={{
              gridColumn: `span ${width}`,
              ...(background ? { backgroundColor: background } : {}),
              color: asset ? '#ffffff' : colour,
            }}
          >
            {asset && isVideo(asset) ? (
              <TileVideo
                src={asset.filename}
                label={asset.alt}
                allowSound={tile.allow_sound === true}
                className={styles.media}
              />
            ) : asset ? (
              <ContentPicture
                desktop={asset}
                widths={{
                  desktop: TILE_WIDTHS.desktop,
                  mobile: TILE_WIDTHS.mobile,
                  mobileHeight: 1920,
                }}
                eager={eager && index < 2}
                className={styles.media}
                width={1080}
                height={1920}
              />
            ) : null}
            <div className={asset ? styles.overlay : styles.body}>
              {title ? <h2 className={styles.title}>{title}</h2> : null}
              <ContentText value={tile.text} className={styles.text} />
              {href && button ? (
                <Link
                  to={href}
                  className={styles.button}
                  style={{
                    backgroundColor: asset ? '#ffffff' : colour,
                    color: asset ? '#000000' : textColourOn(colour),
                  }}
                >
                  {button}
                </Link>
              ) : null}
            </div>
          </article>
        )
      })}
    </div>
  )
}
