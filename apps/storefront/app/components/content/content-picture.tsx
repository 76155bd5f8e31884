// A content picture (001 §2 "Slider", "Tiles"; §9 "Images"): a <picture> whose mobile source
// applies under 599 px and whose widest source above 1920 px; WebP sources first where the asset
// has them. Eager for the page's first two blocks, lazy otherwise.
import {
  hasWebp,
  MOBILE_MAX_WIDTH,
  resizeAsset,
  type ContentAsset,
} from '~/lib/content/content-asset'

export interface PictureWidths {
  /** Above 1920 px. */
  wide?: number
  desktop: number
  /** Under 599 px (the mobile asset when there is one). */
  mobile: number
  /** The mobile rendition's height, for a focal-point crop (tiles: 1920). */
  mobileHeight?: number
}

export function ContentPicture({
  desktop,
  mobile,
  widths,
  eager,
  className,
  width,
  height,
}: {
  desktop: ContentAsset
  mobile?: ContentAsset | null
  widths: PictureWidths
  eager: boolean
  className?: string
  /** Intrinsic size, so the browser reserves the box before the picture arrives. */
  width: number
  height: number
}) {
  const small = mobile ?? desktop
  const sources: Array<{ media?: string; asset: ContentAsset; width: number; height?: number }> = [
    {
      media: `(max-width: ${MOBILE_MAX_WIDTH}px)`,
      asset: small,
      width: widths.mobile,
      ...(widths.mobileHeight ? { height: widths.mobileHeight } : {}),
    },
    ...(widths.wide ? [{ media: '(min-width: 1921px)', asset: desktop, width: widths.wide }] : []),
  ]
  return (
    <picture>
      {sources.flatMap((source) => {
        const options = source.height ? { height: source.height } : {}
        return [
          ...(hasWebp(source.asset)
            ? [
                <source
                  key={`${source.media}-webp`}
                  media={source.media}
                  type="image/webp"
                  srcSet={resizeAsset(source.asset, source.width, { ...options, webp: true })}
                />,
              ]
            : []),
          <source
            key={source.media}
            media={source.media}
            srcSet={resizeAsset(source.asset, source.width, options)}
          />,
        ]
      })}
      {hasWebp(desktop) ? (
        <source type="image/webp" srcSet={resizeAsset(desktop, widths.desktop, { webp: true })} />
      ) : null}
      <img
        className={className}
        src={resizeAsset(desktop, widths.desktop)}
        alt={desktop.alt}
        width={width}
        height={height}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
      />
    </picture>
  )
}
