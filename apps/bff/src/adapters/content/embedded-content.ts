// The embedded content adapter (ARCHITECTURE §1 "Content": Storyblok-shaped story files): every
// story is one JSON file holding the `story` object exactly as Storyblok's CDN v2 answers it, at
// `<dir>/stories/<full_slug>.json` (`home.json`, `nl/home.json`, `de/i/about-us.json`). Drafts
// may differ: `<dir>/drafts/<full_slug>.json` overrides the published file for the draft version,
// and `<dir>/releases/<id>/<full_slug>.json` for a release (D110). Files are read on request and
// kept parsed while their modification time and size stay the same, so an edited file shows on
// the next request and nothing needs a restart.
import { readdir, readFile, stat } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import type { AdapterStatus } from '@vitrine/contracts/health'
import {
  CONTENT_MAX_BLOCKS,
  CONTENT_MAX_PAGES,
  StorySchema,
  type Story,
} from '@vitrine/contracts/content'
import {
  CONTENT_PORT,
  ContentUnavailableError,
  isBlockSlug,
  normalizeFullSlug,
  type ContentLink,
  type ContentPort,
  type StoryListOptions,
  type StoryReadOptions,
} from './content.port.js'

export interface EmbeddedContentOptions {
  /** The content folder (holding `stories/`, optionally `drafts/` and `releases/<id>/`). */
  dir: string
}

interface ParsedFile {
  mtimeMs: number
  size: number
  story: Story
}

/** A slug segment: letters, digits, `-`, `_`, `.`; never `..` or an absolute path. */
const SEGMENT = /^[a-z0-9_][a-z0-9._-]*$/i

function isSafeSlug(fullSlug: string): boolean {
  return (
    fullSlug !== '' &&
    fullSlug.length <= 512 &&
    fullSlug.split('/').every((part) => SEGMENT.test(part) && part !== '..')
  )
}

/**
 * No such story: also a slug no file can have (a name over the file system's limit, a NUL byte),
 * which a caller chose and which must never mark the adapter degraded.
 */
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code
  return (
    code === 'ENOENT' ||
    code === 'ENOTDIR' ||
    code === 'EISDIR' ||
    code === 'ENAMETOOLONG' ||
    code === 'ERR_INVALID_ARG_VALUE' ||
    code === 'ERR_INVALID_ARG_TYPE'
  )
}

export class EmbeddedContent implements ContentPort {
  readonly #dir: string
  readonly #parsed = new Map<string, ParsedFile>()
  #lastFailure: string | null = null

  constructor(options: EmbeddedContentOptions) {
    this.#dir = options.dir
  }

  async storyBySlug(fullSlug: string, options: StoryReadOptions): Promise<Story | null> {
    const slug = normalizeFullSlug(fullSlug)
    if (!isSafeSlug(slug)) return null
    for (const folder of this.#folders(options)) {
      const story = await this.#read(join(folder, `${slug}.json`))
      if (story) return story
    }
    return null
  }

  async storyById(id: number, options: StoryReadOptions): Promise<Story | null> {
    return (await this.#all(options)).find((story) => story.id === id) ?? null
  }

  async storyByUuid(uuid: string, options: StoryReadOptions): Promise<Story | null> {
    return (await this.#all(options)).find((story) => story.uuid === uuid) ?? null
  }

  async listStories(options: StoryListOptions): Promise<Story[]> {
    const prefix = options.startsWith === undefined ? '' : normalizeFullSlug(options.startsWith)
    const matching = (await this.#all(options)).filter((story) =>
      story.full_slug.startsWith(prefix),
    )
    let pages = 0
    let blocks = 0
    return matching.filter((story) =>
      isBlockSlug(story.full_slug) ? ++blocks <= CONTENT_MAX_BLOCKS : ++pages <= CONTENT_MAX_PAGES,
    )
  }

  async listLinks(options: StoryListOptions): Promise<ContentLink[]> {
    return (await this.listStories(options)).map((story) => ({
      id: story.id,
      uuid: story.uuid,
      name: story.name,
      full_slug: story.full_slug,
      is_startpage: story.is_startpage,
      parent_id: story.parent_id,
      published: story.published_at !== null,
    }))
  }

  /** Files are read on every request: a webhook has nothing to drop. */
  async applyChange(): Promise<void> {}

  status(): AdapterStatus {
    return {
      port: CONTENT_PORT,
      adapter: 'embedded',
      status: this.#lastFailure === null ? 'up' : 'degraded',
      ...(this.#lastFailure === null ? {} : { detail: this.#lastFailure }),
    }
  }

  async close(): Promise<void> {
    this.#parsed.clear()
  }

  /** The folders a version reads, first match wins: release, drafts, then published stories. */
  #folders(options: StoryReadOptions): string[] {
    const folders = [join(this.#dir, 'stories')]
    if (options.version === 'draft') {
      folders.unshift(join(this.#dir, 'drafts'))
      if (options.release !== undefined && /^\d+$/.test(options.release)) {
        folders.unshift(join(this.#dir, 'releases', options.release))
      }
    }
    return folders
  }

  /** Every story of the version, one per full slug (the first folder wins), in slug order. */
  async #all(options: StoryReadOptions): Promise<Story[]> {
    const bySlug = new Map<string, Story>()
    for (const folder of this.#folders(options)) {
      for (const file of await this.#files(folder)) {
        const slug = relative(folder, file)
          .split(sep)
          .join('/')
          .replace(/\.json$/, '')
        if (bySlug.has(slug)) continue
        const story = await this.#read(file)
        if (story) bySlug.set(slug, story)
      }
    }
    return [...bySlug.values()].sort((a, b) => a.full_slug.localeCompare(b.full_slug))
  }

  async #files(folder: string): Promise<string[]> {
    let names: string[]
    try {
      names = await readdir(folder, { recursive: true })
    } catch (error) {
      if (isMissing(error)) return []
      throw this.#fail(error)
    }
    return names.filter((name) => name.endsWith('.json')).map((name) => join(folder, name))
  }

  async #read(path: string): Promise<Story | null> {
    let info: Awaited<ReturnType<typeof stat>>
    try {
      info = await stat(path)
    } catch (error) {
      if (isMissing(error)) return null
      throw this.#fail(error)
    }
    if (!info.isFile()) return null
    const known = this.#parsed.get(path)
    if (known && known.mtimeMs === info.mtimeMs && known.size === info.size) return known.story
    let story: Story
    try {
      story = StorySchema.parse(JSON.parse(await readFile(path, 'utf8')))
    } catch (error) {
      if (isMissing(error)) return null
      throw this.#fail(new Error(`${path} is not a Storyblok story`, { cause: error }))
    }
    this.#parsed.set(path, { mtimeMs: info.mtimeMs, size: info.size, story })
    this.#lastFailure = null
    return story
  }

  #fail(error: unknown): ContentUnavailableError {
    this.#lastFailure = error instanceof Error ? error.message : String(error)
    return new ContentUnavailableError(error)
  }
}
