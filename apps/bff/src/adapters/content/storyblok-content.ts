// The production content adapter: Storyblok's Content Delivery API v2 (vsf-api-contract §5.4)
// through undici.
//  - Published reads use the public token (else the preview token), pass the space's cache version
//    `cv` (from `spaces/me`, kept in the cache port so every BFF replica sends the same one) and are
//    kept in the cache port, tagged by story id, so a webhook drops exactly what changed (D111).
//  - Drafts (and releases, `from_release`) use the preview token, carry no `cv` and never enter the
//    cache port: the cache is shared, a draft belongs to one editor.
//  - A 404 is "no story"; anything else that is not a 200 (401 for a wrong token, 429, 5xx, a slow
//    or odd answer) is a ContentUnavailableError, logged once per outage.
import type { AdapterStatus } from '@vitrine/contracts/health'
import {
  CONTENT_MAX_BLOCKS,
  CONTENT_MAX_PAGES,
  StorySchema,
  type Story,
} from '@vitrine/contracts/content'
import type { Dispatcher } from 'undici'
import { z } from 'zod'
import type { CachePort, JsonValue } from '../cache/cache.port.js'
import { getJson, type HttpJsonAnswer } from '../http-json.js'
import {
  CONTENT_PORT,
  ContentUnavailableError,
  isBlockSlug,
  normalizeFullSlug,
  type ContentChange,
  type ContentLink,
  type ContentPort,
  type StoryListOptions,
  type StoryReadOptions,
} from './content.port.js'

interface WarnLogger {
  warn(object: Record<string, unknown>, message: string): void
}

export interface StoryblokContentOptions {
  /** e.g. `https://api.storyblok.com/v2/cdn` (EU) or `https://api-us.storyblok.com/v2/cdn`. */
  baseUrl: string
  /** The public token (published only); unset: the preview token reads published stories too. */
  publicToken?: string
  /** The preview token: drafts and releases. */
  previewToken?: string
  timeoutMs: number
  cache: CachePort
  /** How long a published story stays cached when no webhook drops it earlier. */
  cacheTtlSeconds: number
  /** How long the space's cache version is kept before `spaces/me` is asked again. */
  cvTtlSeconds: number
  logger: WarnLogger
  dispatcher?: Dispatcher
  /** Unix seconds (tests). */
  now?: () => number
}

/** Storyblok answers at most 100 stories per page (vsf-api-contract §5.4). */
const PER_PAGE = 100
const LINKS_PER_PAGE = 1000

export const STORYBLOK_CV_KEY = 'storyblok:cv'
export const STORYBLOK_TAG_ALL = 'storyblok:all'
export const STORYBLOK_TAG_MISSES = 'storyblok:misses'
export const STORYBLOK_TAG_LISTS = 'storyblok:lists'
export const storyblokStoryTag = (id: number) => `storyblok:story:${id}`

const SpaceAnswerSchema = z.looseObject({
  space: z.looseObject({ version: z.number().int() }),
})
const StoryAnswerSchema = z.looseObject({ story: StorySchema })
const StoriesAnswerSchema = z.looseObject({ stories: z.array(StorySchema) })
const LinksAnswerSchema = z.looseObject({
  links: z.record(
    z.string(),
    z.looseObject({
      id: z.number().int(),
      uuid: z.string(),
      slug: z.string(),
      name: z.string(),
      is_folder: z.boolean(),
      is_startpage: z.boolean().default(false),
      parent_id: z.number().int().nullable(),
      published: z.boolean(),
    }),
  ),
})

type Cached<T> = { found: T | null }

export class StoryblokContent implements ContentPort {
  readonly #options: StoryblokContentOptions
  #lastFailure: string | null = null

  constructor(options: StoryblokContentOptions) {
    if (!options.publicToken && !options.previewToken) {
      throw new Error('Storyblok needs STORYBLOK_TOKEN or CONTENT_PREVIEW_TOKEN')
    }
    this.#options = options
  }

  storyBySlug(fullSlug: string, options: StoryReadOptions): Promise<Story | null> {
    const slug = normalizeFullSlug(fullSlug)
    if (slug === '' || slug.includes('..')) return Promise.resolve(null)
    return this.#story(`slug:${slug}`, slug, {}, options)
  }

  storyById(id: number, options: StoryReadOptions): Promise<Story | null> {
    return this.#story(`id:${id}`, String(id), {}, options)
  }

  storyByUuid(uuid: string, options: StoryReadOptions): Promise<Story | null> {
    return this.#story(`uuid:${uuid}`, uuid, { find_by: 'uuid' }, options)
  }

  async listStories(options: StoryListOptions): Promise<Story[]> {
    const prefix = options.startsWith === undefined ? '' : normalizeFullSlug(options.startsWith)
    const load = async () => {
      const stories: Story[] = []
      const cap = CONTENT_MAX_PAGES + CONTENT_MAX_BLOCKS
      for (let page = 1; stories.length < cap; page += 1) {
        const answer = await this.#get(
          'stories',
          { ...(prefix ? { starts_with: prefix } : {}), per_page: PER_PAGE, page },
          options,
        )
        this.#expectOk(answer)
        const found = StoriesAnswerSchema.parse(answer.body).stories
        stories.push(...found)
        const total = Number(answer.headers.total ?? stories.length)
        if (found.length < PER_PAGE || stories.length >= total) break
      }
      return capped(stories)
    }
    if (options.version === 'draft') return this.#guard(load)
    const found = await this.#cached(
      `storyblok:list:${prefix}`,
      [STORYBLOK_TAG_LISTS, STORYBLOK_TAG_ALL],
      async () => ({ found: (await load()) as unknown as JsonValue }),
    )
    return (found.found ?? []) as unknown as Story[]
  }

  async listLinks(options: StoryListOptions): Promise<ContentLink[]> {
    const prefix = options.startsWith === undefined ? '' : normalizeFullSlug(options.startsWith)
    const load = async () => {
      const links: ContentLink[] = []
      for (let page = 1; page <= 10; page += 1) {
        const answer = await this.#get(
          'links',
          {
            ...(prefix ? { starts_with: prefix } : {}),
            paginated: 1,
            per_page: LINKS_PER_PAGE,
            page,
          },
          options,
        )
        this.#expectOk(answer)
        const found = Object.values(LinksAnswerSchema.parse(answer.body).links)
        for (const link of found) {
          if (link.is_folder) continue
          links.push({
            id: link.id,
            uuid: link.uuid,
            name: link.name,
            full_slug: normalizeFullSlug(link.slug),
            is_startpage: link.is_startpage,
            parent_id: link.parent_id,
            published: link.published,
          })
        }
        if (found.length < LINKS_PER_PAGE) break
      }
      return capped(links)
    }
    if (options.version === 'draft') return this.#guard(load)
    const found = await this.#cached(
      `storyblok:links:${prefix}`,
      [STORYBLOK_TAG_LISTS, STORYBLOK_TAG_ALL],
      async () => ({ found: (await load()) as unknown as JsonValue }),
    )
    return (found.found ?? []) as unknown as ContentLink[]
  }

  /**
   * A webhook: the next published read must show the change on every replica. The space's cache
   * version moves to now (Storyblok's CDN then answers fresh) and the cached copies of that story,
   * of every miss and of every list are dropped; a release merge or branch deploy drops them all.
   */
  async applyChange(change: ContentChange): Promise<void> {
    const { cache, cvTtlSeconds } = this.#options
    // Strictly newer than the last one, also for two changes within one second.
    const previous = await cache.get(STORYBLOK_CV_KEY)
    const cv = Math.max(this.#now(), typeof previous === 'number' ? previous + 1 : 0)
    await cache.set(STORYBLOK_CV_KEY, cv, { ttlSeconds: cvTtlSeconds })
    const tags = [STORYBLOK_TAG_MISSES, STORYBLOK_TAG_LISTS]
    if (change.storyId !== undefined) tags.push(storyblokStoryTag(change.storyId))
    if (change.storyId === undefined || /release|branch/.test(change.action)) {
      tags.push(STORYBLOK_TAG_ALL)
    }
    await cache.invalidateTags(tags)
  }

  status(): AdapterStatus {
    return {
      port: CONTENT_PORT,
      adapter: 'storyblok',
      status: this.#lastFailure === null ? 'up' : 'degraded',
      ...(this.#lastFailure === null ? {} : { detail: this.#lastFailure }),
    }
  }

  async close(): Promise<void> {}

  async #story(
    key: string,
    path: string,
    extra: Record<string, string>,
    options: StoryReadOptions,
  ): Promise<Story | null> {
    const load = async (): Promise<Story | null> => {
      const answer = await this.#get(`stories/${encodePath(path)}`, extra, options)
      if (answer.status === 404) return null
      this.#expectOk(answer)
      return StoryAnswerSchema.parse(answer.body).story
    }
    if (options.version === 'draft') return this.#guard(load)
    const cached = await this.#cached(`storyblok:story:${key}`, null, async () => {
      const story = await load()
      return { found: story as unknown as JsonValue }
    })
    return cached.found as unknown as Story | null
  }

  /** A published answer from the cache port, else loaded and stored, tagged by what it holds. */
  async #cached<T extends JsonValue>(
    key: string,
    tags: string[] | null,
    load: () => Promise<Cached<T>>,
  ): Promise<Cached<T>> {
    const { cache, cacheTtlSeconds } = this.#options
    const stored = await cache.get(key)
    if (stored !== undefined) return stored as unknown as Cached<T>
    const value = await this.#guard(load)
    const found = value.found as { id?: unknown } | null
    const storyTags =
      tags ??
      (found && typeof found.id === 'number'
        ? [storyblokStoryTag(found.id), STORYBLOK_TAG_ALL]
        : [STORYBLOK_TAG_MISSES, STORYBLOK_TAG_ALL])
    await cache.set(key, value as unknown as JsonValue, {
      ttlSeconds: cacheTtlSeconds,
      tags: storyTags,
    })
    return value
  }

  async #guard<T>(load: () => Promise<T>): Promise<T> {
    try {
      const value = await load()
      this.#lastFailure = null
      return value
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      if (this.#lastFailure === null) {
        this.#options.logger.warn({ err: error, adapter: 'storyblok' }, 'Storyblok read failed')
      }
      this.#lastFailure = message
      throw new ContentUnavailableError(error)
    }
  }

  /** The space's cache version: from the cache port, else `spaces/me` (vsf-api-contract §5.4). */
  async #cacheVersion(): Promise<number> {
    const { cache, cvTtlSeconds } = this.#options
    const stored = await cache.get(STORYBLOK_CV_KEY)
    if (typeof stored === 'number') return stored
    const answer = await getJson(this.#url('spaces/me', { token: this.#publicToken() }), {
      timeoutMs: this.#options.timeoutMs,
      ...(this.#options.dispatcher ? { dispatcher: this.#options.dispatcher } : {}),
    })
    this.#expectOk(answer)
    const cv = SpaceAnswerSchema.parse(answer.body).space.version
    await cache.set(STORYBLOK_CV_KEY, cv, { ttlSeconds: cvTtlSeconds })
    return cv
  }

  async #get(
    path: string,
    extra: Record<string, string | number>,
    options: StoryReadOptions,
  ): Promise<HttpJsonAnswer> {
    const draft = options.version === 'draft'
    if (draft && !this.#options.previewToken) {
      throw new Error('Storyblok drafts need CONTENT_PREVIEW_TOKEN')
    }
    const query: Record<string, string | number> = {
      ...extra,
      token: draft ? (this.#options.previewToken as string) : this.#publicToken(),
      version: options.version,
    }
    if (draft && options.release !== undefined) query.from_release = options.release
    if (!draft) query.cv = await this.#cacheVersion()
    return getJson(this.#url(path, query), {
      timeoutMs: this.#options.timeoutMs,
      ...(this.#options.dispatcher ? { dispatcher: this.#options.dispatcher } : {}),
    })
  }

  #publicToken(): string {
    return (this.#options.publicToken ?? this.#options.previewToken) as string
  }

  #url(path: string, query: Record<string, string | number>): URL {
    const url = new URL(path, this.#options.baseUrl.replace(/\/?$/, '/'))
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, String(value))
    return url
  }

  #expectOk(answer: HttpJsonAnswer): void {
    if (answer.status !== 200) throw new Error(`Storyblok answered ${answer.status}`)
  }

  #now(): number {
    return this.#options.now ? this.#options.now() : Math.floor(Date.now() / 1000)
  }
}

/** Slugs keep their `/`; each segment is percent-encoded. */
function encodePath(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/')
}

/** 001 §7: at most 500 pages and 500 blocks. */
function capped<T extends { full_slug: string }>(items: T[]): T[] {
  const sorted = [...items].sort((a, b) => a.full_slug.localeCompare(b.full_slug))
  let pages = 0
  let blocks = 0
  return sorted.filter((item) =>
    isBlockSlug(item.full_slug) ? ++blocks <= CONTENT_MAX_BLOCKS : ++pages <= CONTENT_MAX_PAGES,
  )
}
