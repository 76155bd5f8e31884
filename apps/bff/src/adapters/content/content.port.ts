// The content port (ARCHITECTURE §1 "Content"; spec 001 §2, §7 "CMS"; vsf-api-contract §4.1,
// §5.4): Storyblok-shaped stories by full slug, id or uuid, published or draft (optionally as a
// release will make them), the links of a folder and lists of stories. The embedded adapter reads
// story files from a folder; the production adapter asks Storyblok's Content Delivery API v2.
import type { Story } from '@vitrine/contracts/content'
import type { Adapter } from '../adapter.js'

export const CONTENT_PORT = 'content'

export type ContentVersion = 'published' | 'draft'

export interface StoryReadOptions {
  version: ContentVersion
  /** A Storyblok release id: the draft as that release will publish it (`from_release`). */
  release?: string
}

/** One story of the links list (Storyblok `cdn/links`, folders left out): for menus and sitemaps. */
export interface ContentLink {
  id: number
  uuid: string
  name: string
  full_slug: string
  is_startpage: boolean
  parent_id: number | null
  published: boolean
}

export interface StoryListOptions extends StoryReadOptions {
  /** Only stories whose full slug starts with this (`blocks/`, `nl/size-guide/`). */
  startsWith?: string
}

/** A change the content source reported (a webhook): what cached copies to drop. */
export interface ContentChange {
  action: string
  storyId?: number
  fullSlug?: string
}

/** The content source could not answer (down, slow, refused our token, or answered oddly). */
export class ContentUnavailableError extends Error {
  constructor(cause: unknown) {
    super('The content source is unavailable.', { cause })
    this.name = 'ContentUnavailableError'
  }
}

export interface ContentPort extends Adapter {
  /** The story at this full slug (no leading or trailing `/`), or null. */
  storyBySlug(fullSlug: string, options: StoryReadOptions): Promise<Story | null>
  storyById(id: number, options: StoryReadOptions): Promise<Story | null>
  storyByUuid(uuid: string, options: StoryReadOptions): Promise<Story | null>
  /**
   * Stories under a prefix, in full-slug order, at most CONTENT_MAX_PAGES pages (or
   * CONTENT_MAX_BLOCKS blocks under `blocks/`).
   */
  listStories(options: StoryListOptions): Promise<Story[]>
  /** The links (stories and folders) under a prefix, in full-slug order, capped like listStories. */
  listLinks(options: StoryListOptions): Promise<ContentLink[]>
  /** Drops what the change made stale, so the next request shows it. */
  applyChange(change: ContentChange): Promise<void>
}

/** 001 §7: pages and blocks are capped separately; blocks live under `blocks/`. */
export function isBlockSlug(fullSlug: string): boolean {
  return /^(?:[a-z]{2}\/)?blocks\//.test(fullSlug) || fullSlug === 'blocks'
}

/** Trims slashes and whitespace off a full slug, as vsf-storyblok-sync stores it. */
export function normalizeFullSlug(fullSlug: string): string {
  return fullSlug.trim().replace(/^\/+|\/+$/g, '')
}
