// The content API's rules (001 §2, §7 "CMS"; 000 §2 preview mode; vsf-api-contract §4.1, §5.4):
//  - a path equal to a store code is that store's home (`nl` → `nl/home`), an empty path `home`;
//  - stories leave the BFF sanitised (sanitize-story.ts);
//  - an editor is valid when sha1(`spaceId:previewToken:timestamp`) is the token and the
//    timestamp is less than an hour old (a minute ahead is allowed for clock skew);
//  - a draft is read only for a valid editor, by story id, optionally as a release will publish it;
//  - a webhook with a configured secret must carry `webhook-signature` = HMAC-SHA1(secret, body).
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import {
  EDITOR_TOKEN_MAX_AGE_SECONDS,
  type ContentHookBody,
  type DraftQuery,
  type EditorTokenQuery,
  type Story,
} from '@vitrine/contracts/content'
import { storeCodes } from '@vitrine/contracts/store-views'
import {
  ContentUnavailableError,
  normalizeFullSlug,
  type ContentPort,
  type StoryReadOptions,
} from '../../adapters/content/content.port.js'
import { ForbiddenError, ServiceUnavailableError } from '../../errors.js'
import { sanitizeStory, type SanitizeOptions } from './sanitize-story.js'

export const CONTENT_UNAVAILABLE_MESSAGE =
  'The content is temporarily unavailable. Please try again shortly.'
export const WEBHOOK_SIGNATURE_MESSAGE = 'The webhook signature is missing or wrong.'
/** An editor's clock may run this far ahead of ours. */
const EDITOR_CLOCK_SKEW_SECONDS = 60

export interface ContentServiceOptions extends SanitizeOptions {
  content: ContentPort
  previewToken: string | undefined
  /** Unix seconds. */
  now: () => number
}

async function unlessUnavailable<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call()
  } catch (error) {
    if (error instanceof ContentUnavailableError) {
      throw new ServiceUnavailableError(CONTENT_UNAVAILABLE_MESSAGE)
    }
    throw error
  }
}

/** vsf-api-contract §4.1: `''` → `home`; a store code (`nl`) → `nl/home`. */
export function resolveStorySlug(path: string): string {
  const slug = normalizeFullSlug(path)
  if (slug === '') return 'home'
  if ((storeCodes as readonly string[]).includes(slug) && slug !== 'default') return `${slug}/home`
  return slug
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** The Storyblok editor token check (vsf-api-contract §4.1, §5.4). */
export function isValidEditor(
  query: Pick<EditorTokenQuery, 'spaceId' | 'timestamp' | 'token'>,
  previewToken: string | undefined,
  nowSeconds: number,
): boolean {
  if (!previewToken) return false
  const age = nowSeconds - Number(query.timestamp)
  if (age < -EDITOR_CLOCK_SKEW_SECONDS || age >= EDITOR_TOKEN_MAX_AGE_SECONDS) return false
  const expected = createHash('sha1')
    .update(`${query.spaceId}:${previewToken}:${query.timestamp}`)
    .digest('hex')
  return sameText(expected, query.token.toLowerCase())
}

/** HMAC-SHA1 of the raw body, hex, as Storyblok signs webhooks. */
export function signWebhook(secret: string, rawBody: Buffer | string): string {
  return createHmac('sha1', secret).update(rawBody).digest('hex')
}

/** Throws 403 unless the webhook is signed with the configured secret (none configured: any). */
export function verifyWebhook(
  secret: string | undefined,
  rawBody: Buffer | undefined,
  signature: string | string[] | undefined,
): void {
  if (!secret) return
  if (typeof signature !== 'string' || rawBody === undefined) {
    throw new ForbiddenError(WEBHOOK_SIGNATURE_MESSAGE)
  }
  if (!sameText(signWebhook(secret, rawBody), signature.trim().toLowerCase())) {
    throw new ForbiddenError(WEBHOOK_SIGNATURE_MESSAGE)
  }
}

export class ContentService {
  readonly #options: ContentServiceOptions

  constructor(options: ContentServiceOptions) {
    this.#options = options
  }

  /** The published story at a path (see resolveStorySlug), sanitised, or null. */
  async publishedStory(path: string): Promise<Story | null> {
    const slug = resolveStorySlug(path)
    const story = await unlessUnavailable(() =>
      this.#options.content.storyBySlug(slug, { version: 'published' }),
    )
    return story ? sanitizeStory(story, this.#options) : null
  }

  async publishedStoriesByUuid(uuid: string): Promise<Story[]> {
    const story = await unlessUnavailable(() =>
      this.#options.content.storyByUuid(uuid, { version: 'published' }),
    )
    return story ? [sanitizeStory(story, this.#options)] : []
  }

  /** The preview token for a valid editor, else null. */
  previewTokenFor(query: EditorTokenQuery): string | null {
    const { previewToken, now } = this.#options
    return isValidEditor(query, previewToken, now()) ? (previewToken ?? null) : null
  }

  /** The draft of a story for a valid editor: null for an unknown id; 403 for anyone else. */
  async draftStory(storyId: number, query: DraftQuery): Promise<Story | null> {
    if (this.previewTokenFor(query) === null) throw new ForbiddenError('Unauthorized editor')
    const options: StoryReadOptions = {
      version: 'draft',
      ...(query.release !== undefined ? { release: query.release } : {}),
    }
    const story = await unlessUnavailable(() => this.#options.content.storyById(storyId, options))
    return story ? sanitizeStory(story, this.#options) : null
  }

  async applyHook(body: ContentHookBody): Promise<void> {
    await unlessUnavailable(() =>
      this.#options.content.applyChange({
        action: body.action,
        ...(body.story_id !== undefined ? { storyId: body.story_id } : {}),
        ...(body.full_slug !== undefined ? { fullSlug: body.full_slug } : {}),
      }),
    )
  }
}
