// The content preview routes `/storyblok` and `/storyblok-empty` (spec 001 §2, 000 §2 preview
// mode; D129): they exist only when the CMS setting addRoutes is on (STOREFRONT_CONTENT_ADD_ROUTES);
// otherwise they are the not-found page. The editor's query — `_storyblok` (the story id),
// `_storyblok_tk[space_id]`, `_storyblok_tk[timestamp]`, `_storyblok_tk[token]` and
// `_storyblok_release` — is checked by the BFF (validate-editor: 403 for a token that does not
// check out), which then gives the story's draft. Drafts are never kept: the answer says no-store.
import type { AppLoadContext } from '@remix-run/node'
import { BffError } from '@vitrine/contracts/bff-client'
import type { StoryPageData } from '~/lib/content/story-page-data'
import { assertKnownStoreSegment } from '~/lib/store-path'
import { getEnv } from './env.server'
import { loadStoryProducts } from './story-page.server'

export const PREVIEW_HEADERS = { 'Cache-Control': 'no-store' } as const

/** The editor's preview parameters as Storyblok's visual editor sends them. */
export interface PreviewQuery {
  storyId: string
  spaceId: string
  timestamp: string
  token: string
  release?: string
}

const DIGITS = /^\d{1,12}$/

/** Reads the editor's query; null when it names no story or carries no editor token. */
export function readPreviewQuery(search: URLSearchParams): PreviewQuery | null {
  const storyId = search.get('_storyblok') ?? ''
  const spaceId = search.get('_storyblok_tk[space_id]') ?? ''
  const timestamp = search.get('_storyblok_tk[timestamp]') ?? ''
  const token = search.get('_storyblok_tk[token]') ?? ''
  const release = search.get('_storyblok_release') ?? ''
  if (!DIGITS.test(storyId) || !spaceId || !timestamp || !token) return null
  return { storyId, spaceId, timestamp, token, ...(DIGITS.test(release) ? { release } : {}) }
}

const respond = (status: number, statusText: string) =>
  new Response(statusText, { status, statusText, headers: PREVIEW_HEADERS })

export async function respondStoryPreview(
  context: AppLoadContext,
  store: string | undefined,
  request: Request,
  addRoutes: boolean = getEnv().STOREFRONT_CONTENT_ADD_ROUTES,
): Promise<StoryPageData> {
  if (!addRoutes) throw respond(404, 'Not Found')
  assertKnownStoreSegment(store)
  const query = readPreviewQuery(new URL(request.url).searchParams)
  if (!query) throw respond(404, 'Not Found')
  const editor = {
    spaceId: query.spaceId,
    timestamp: query.timestamp,
    token: query.token,
  }
  try {
    // 001 §6: draft content needs a preview token from the editor validation call.
    await context.bff.call('/api/ext/vsf-storyblok-extension/validate-editor', { query: editor })
    const { story } = await context.bff.call('/api/ext/vsf-storyblok-extension/draft', {
      params: [query.storyId],
      query: { ...editor, release: query.release },
    })
    return await loadStoryProducts(context, story, true)
  } catch (error) {
    if (error instanceof BffError && (error.status === 403 || error.status === 400)) {
      throw respond(403, 'Forbidden')
    }
    if (error instanceof BffError && error.status === 404) throw respond(404, 'Not Found')
    throw error
  }
}
