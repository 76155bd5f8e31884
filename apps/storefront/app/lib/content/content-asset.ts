// Content pictures and videos (001 §2 "Slider", "Tiles"; §9 "Images"): an asset is a video when it
// ends in .webm or .mp4. Storyblok assets are resized by its image service (`/m/{w}x0`, WebP with
// `filters:format(webp)`); other pictures (the BFF's /img renditions, SVG art) are used as they are.
export const VIDEO_EXTENSIONS = /\.(webm|mp4)$/i
const STORYBLOK_ASSET = /^https:\/\/a(?:-[a-z]+)?\.storyblok\.com\//
/** 001 §2 slider: 2560 px wide pictures above 1920 px, 1920 otherwise (also under 599 px). */
export const SLIDER_WIDTHS = { wide: 2560, desktop: 1920, mobile: 1920 } as const
/** 001 §9: below 599 px the mobile picture. */
export const MOBILE_MAX_WIDTH = 599
/** 001 §2 tiles: mobile 1080 (1080x1920 with the focal point) or 1024 wide; desktop 1920 wide. */
export const TILE_WIDTHS = { mobile: 1080, desktop: 1920 } as const

export interface ContentAsset {
  filename: string
  alt: string
  focus?: string
}

export function readAsset(value: unknown): ContentAsset | null {
  if (typeof value !== 'object' || value === null) return null
  const { filename, alt, focus } = value as Record<string, unknown>
  if (typeof filename !== 'string' || filename.trim() === '') return null
  return {
    filename,
    alt: typeof alt === 'string' ? alt : '',
    ...(typeof focus === 'string' && focus !== '' ? { focus } : {}),
  }
}

export function isVideo(asset: ContentAsset | null): boolean {
  return asset !== null && VIDEO_EXTENSIONS.test(asset.filename.split('?')[0] ?? '')
}

/** The asset at a width (and height, for a focal-point crop), WebP when asked. */
export function resizeAsset(
  asset: ContentAsset,
  width: number,
  options: { height?: number; webp?: boolean } = {},
): string {
  const url = asset.filename
  if (!STORYBLOK_ASSET.test(url) || /\.svg$/i.test(url)) return url
  const filters = [
    ...(options.webp ? ['format(webp)'] : []),
    ...(asset.focus && options.height ? [`focal(${asset.focus})`] : []),
  ]
  const size = `${width}x${options.height ?? 0}`
  return `${url}/m/${size}${filters.length > 0 ? `/filters:${filters.join(':')}` : ''}`
}

/** Whether resizing makes WebP renditions of this asset (Storyblok pictures other than SVG). */
export function hasWebp(asset: ContentAsset): boolean {
  return STORYBLOK_ASSET.test(asset.filename) && !/\.svg$/i.test(asset.filename)
}

/** A link field (Storyblok multilink): its URL, '' when none. Story links become shop paths. */
export function readLink(value: unknown): string {
  if (typeof value !== 'object' || value === null) return ''
  const link = value as { linktype?: unknown; url?: unknown; cached_url?: unknown }
  const url = typeof link.url === 'string' && link.url !== '' ? link.url : link.cached_url
  if (typeof url !== 'string' || url === '') return ''
  if (link.linktype === 'story' && !url.startsWith('/')) return `/${url.replace(/\/home$/, '')}`
  return url
}

/** Slide texts for the progress bar (001 §2): the text stripped of markup. */
export function stripMarkup(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
}
