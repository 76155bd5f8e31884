// Choosing a pre-rendered picture for GET /img/{width}/{height}/{action}/{path} (reference
// vsf-api-contract §1.8; spec 000 §9 image sizes, "webp used when supported"). The seed renders
// every picture at fixed sizes (`media/{w}x{h}/<path>.jpg|.webp`), so instead of resizing on each
// request the BFF serves the closest rendition at least as large as asked, WebP when the browser
// accepts it. Pure: the folder listing is passed in.
import { posix } from 'node:path'

/** vsf-api-contract §1.8: `resize` (fit inside) and `fit` (cover); both map to a rendition here. */
export const imageActions = ['resize', 'fit'] as const

/** Largest width or height a caller may ask for (the gallery renders at 1080x1920). */
export const MAX_IMAGE_DIMENSION = 4096

export interface Rendition {
  width: number
  height: number
  /** The folder name, e.g. `360x640`. */
  folder: string
}

export const imageContentTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
}

const RENDITION_FOLDER = /^(\d+)x(\d+)$/

/** The renditions among a media root's folder names (`360x640`); other names are ignored. */
export function listRenditions(folderNames: readonly string[]): Rendition[] {
  return folderNames.flatMap((folder) => {
    const match = RENDITION_FOLDER.exec(folder)
    if (!match) return []
    return [{ width: Number(match[1]), height: Number(match[2]), folder }]
  })
}

/**
 * The renditions to try, best first: those at least as large as asked (0 means any), smallest
 * first; then the smaller ones, largest first, so a picture is still served when nothing is big
 * enough.
 */
export function rankRenditions(
  renditions: readonly Rendition[],
  width: number,
  height: number,
): Rendition[] {
  const area = (rendition: Rendition) => rendition.width * rendition.height
  const isLargeEnough = (rendition: Rendition) =>
    rendition.width >= width && rendition.height >= height
  const large = renditions.filter(isLargeEnough).sort((a, b) => area(a) - area(b))
  const small = renditions.filter((rendition) => !isLargeEnough(rendition))
  small.sort((a, b) => area(b) - area(a))
  return [...large, ...small]
}

/**
 * The picture's relative path, normalised, or undefined when it is not a picture path a caller
 * may ask for (parent segments, hidden files, an unknown extension).
 */
export function normalizeImagePath(rawPath: string): string | undefined {
  let decoded: string
  try {
    decoded = decodeURIComponent(rawPath)
  } catch {
    return undefined
  }
  const segments = decoded.split('/').filter((segment) => segment !== '')
  if (segments.length === 0) return undefined
  if (segments.some((segment) => segment === '..' || segment.startsWith('.'))) return undefined
  if (segments.some((segment) => segment.includes('\\') || segment.includes('\0'))) {
    return undefined
  }
  const path = posix.join(...segments)
  return extensionOf(path) in imageContentTypes ? path : undefined
}

export function extensionOf(path: string): string {
  return posix.extname(path).slice(1).toLowerCase()
}

/** Whether an Accept header allows WebP (an explicit `q=0` refuses it). */
export function acceptsWebp(accept: string | undefined): boolean {
  if (!accept) return false
  return accept.split(',').some((part) => {
    const [type, ...params] = part.trim().split(';')
    if (type?.trim().toLowerCase() !== 'image/webp') return false
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    return quality === undefined || Number(quality.slice(2)) > 0
  })
}

/** The files to try for one rendition: the WebP twin first when accepted, then the path itself. */
export function listCandidateFiles(path: string, webp: boolean): string[] {
  const extension = extensionOf(path)
  if (!webp || extension === 'webp' || extension === 'gif') return [path]
  return [`${path.slice(0, -extension.length)}webp`, path]
}
