// Finds the file GET /img answers with: the closest pre-rendered size of a picture under the media
// root (`<root>/{w}x{h}/<path>`), its WebP twin when the browser accepts WebP. The root's folder
// list is read once a minute, so a new import's sizes show up without a restart.
import { readdir, stat } from 'node:fs/promises'
import { join, resolve, sep } from 'node:path'
import { NotFoundError } from '../../errors.js'
import {
  extensionOf,
  imageContentTypes,
  listCandidateFiles,
  listRenditions,
  rankRenditions,
  type Rendition,
} from './image-rendition.js'

export const IMAGE_NOT_FOUND_MESSAGE = 'Image not found'
const LISTING_MAX_AGE_MS = 60_000

export interface ImageRequest {
  width: number
  height: number
  /** A path from normalizeImagePath. */
  path: string
  webp: boolean
}

export interface ImageFile {
  filePath: string
  contentType: string
  size: number
  modifiedAt: Date
  /** True when the answer depends on the Accept header (a WebP twin could be chosen). */
  variesByAccept: boolean
}

export class ImageStore {
  readonly root: string
  #listing: { at: number; renditions: Promise<Rendition[]> } | undefined

  constructor(
    root: string,
    private readonly clock: () => number = Date.now,
  ) {
    this.root = resolve(root)
  }

  /** The file to send, or a NotFoundError when no rendition holds the picture. */
  async find(request: ImageRequest): Promise<ImageFile> {
    const ranked = rankRenditions(await this.#renditions(), request.width, request.height)
    for (const rendition of ranked) {
      for (const candidate of listCandidateFiles(request.path, request.webp)) {
        const filePath = join(this.root, rendition.folder, candidate)
        // normalizeImagePath already refuses `..`; this keeps the rule even if a caller forgot it.
        if (!filePath.startsWith(this.root + sep)) continue
        const stats = await stat(filePath).catch(() => undefined)
        if (!stats?.isFile()) continue
        return {
          filePath,
          contentType: imageContentTypes[extensionOf(candidate)] ?? 'application/octet-stream',
          size: stats.size,
          modifiedAt: stats.mtime,
          variesByAccept: listCandidateFiles(request.path, true).length > 1,
        }
      }
    }
    throw new NotFoundError(IMAGE_NOT_FOUND_MESSAGE)
  }

  #renditions(): Promise<Rendition[]> {
    const now = this.clock()
    if (!this.#listing || now - this.#listing.at > LISTING_MAX_AGE_MS) {
      const renditions = readdir(this.root, { withFileTypes: true })
        .then((entries) =>
          listRenditions(entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name)),
        )
        // A missing media root (nothing imported yet) means no pictures, not a server error.
        .catch(() => [])
      this.#listing = { at: now, renditions }
    }
    return this.#listing.renditions
  }
}
