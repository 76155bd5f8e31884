// Renders the catalogue's pictures with sharp, at every size of spec 000 §9 (gallery 1080x1920,
// thumbnail 360x640, colour relation 240x427, cart 150x150), as JPEG and WebP. Layout:
// `media/{width}x{height}{path}` with `path` as the documents reference it (`/c/a/cap-red.jpg`) and
// a `.webp` sibling, so the BFF's /img/{width}/{height}/{action}/{path} route can answer from the
// closest pre-rendered size.
import { mkdir, writeFile } from 'node:fs/promises'
import { availableParallelism } from 'node:os'
import { dirname, join } from 'node:path'
import sharp from 'sharp'
import { canvas, drawSilhouette } from './draw-silhouette.js'
import type { MediaImage } from './product-context.js'

export const imageSizes = [
  { name: 'gallery', width: 1080, height: 1920 },
  { name: 'thumbnail', width: 360, height: 640 },
  { name: 'colour-relation', width: 240, height: 427 },
  { name: 'cart', width: 150, height: 150 },
] as const

/** Where one rendering of a picture lives below the output folder. */
export function locateRendition(
  path: string,
  size: { width: number; height: number },
  format: 'jpeg' | 'webp',
): string {
  const file = format === 'webp' ? path.replace(/\.jpg$/, '.webp') : path
  return join('media', `${size.width}x${size.height}`, ...file.split('/').filter(Boolean))
}

async function renderImage(outDir: string, image: MediaImage): Promise<number> {
  const svg = Buffer.from(drawSilhouette(image.kind, image.colour))
  let files = 0
  for (const size of imageSizes) {
    // rasterising the vector drawing at each size is cheaper than resizing one big bitmap; cover
    // keeps the 9:16 sizes whole and crops the square cart picture from the centre
    const density = (72 * size.width) / canvas.width
    const pixels = await sharp(svg, { density })
      .resize(size.width, size.height, { fit: 'cover' })
      .raw()
      .toBuffer({ resolveWithObject: true })
    const raw = { raw: pixels.info }
    const renditions = [
      ['jpeg', sharp(pixels.data, raw).jpeg({ quality: 80 })],
      ['webp', sharp(pixels.data, raw).webp({ quality: 75, effort: 0 })],
    ] as const
    for (const [format, pipeline] of renditions) {
      const target = join(outDir, locateRendition(image.path, size, format))
      await mkdir(dirname(target), { recursive: true })
      await writeFile(target, await pipeline.toBuffer())
      files++
    }
  }
  return files
}

/** Renders every picture; returns the number of files written. */
export async function renderMedia(outDir: string, images: readonly MediaImage[]): Promise<number> {
  const queue = [...images]
  let files = 0
  const worker = async (): Promise<void> => {
    for (let image = queue.shift(); image; image = queue.shift())
      files += await renderImage(outDir, image)
  }
  await Promise.all(Array.from({ length: Math.min(4, availableParallelism()) }, worker))
  return files
}
