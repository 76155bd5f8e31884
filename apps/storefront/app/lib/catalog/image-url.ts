// Picture URLs through the BFF's /img route (reference vsf-api-contract §1.8). The BFF answers with
// WebP when the browser's Accept header allows it (spec 000 §9: "webp used when supported"), so one
// URL per size serves both formats. spec 000 §9 / 001 §9: breakpoints 599, 786, 1024, 1440 px with
// widths 786, 1024, 1440, 1920; product card image ratio 9 to 16, card image 360x640.

/** spec 000 §9: image widths per breakpoint. */
export const IMAGE_WIDTHS = [786, 1024, 1440, 1920] as const
/** spec 000 §9: thumbnail (card) 360x640, colour relation 240x427. */
export const CARD_IMAGE = { width: 360, height: 640 } as const
export const COLOUR_RELATION_IMAGE = { width: 240, height: 427 } as const

/** The 9:16 height of a width, rounded. */
export function heightForRatio(width: number): number {
  return Math.round((width * 16) / 9)
}

/** `/img/{w}/{h}/resize/{path}` for a document's picture path (e.g. `/c/a/cap-red.jpg`). */
export function buildImageUrl(path: string, width: number, height: number): string {
  const inside = path.replace(/^\/+/, '')
  return `/img/${width}/${height}/resize/${inside.split('/').map(encodeURIComponent).join('/')}`
}

/** A srcset of 9:16 pictures at the given widths: `/img/786/1397/resize/... 786w, ...`. */
export function buildSrcSet(path: string, widths: readonly number[]): string {
  return widths
    .map((width) => `${buildImageUrl(path, width, heightForRatio(width))} ${width}w`)
    .join(', ')
}

/** spec 000 §9 breakpoints: the gallery fills the viewport below 1024 px, half of it above. */
export const GALLERY_SIZES = '(max-width: 599px) 100vw, (max-width: 1024px) 100vw, 50vw'
/** Cards: two per row on phones, three on tablets, four on desktops. */
export const CARD_SIZES = '(max-width: 599px) 50vw, (max-width: 1024px) 33vw, 25vw'
