// Reads a published story through the BFF's story API (`GET /api/ext/vsf-storyblok-extension/
// story/{fullSlug}` → `{ story }`, spec 001 §7 "CMS"), for the root loader's layout story (D125).
import type { BffClient, BffRequest } from '@vitrine/contracts/bff-client'

export const STORY_API_PATH = '/api/ext/vsf-storyblok-extension/story'

type UntypedCall = (path: string, request: BffRequest) => Promise<unknown>

export async function readPublishedStory(bff: BffClient, fullSlug: string): Promise<unknown> {
  const result = await (bff.call as UntypedCall)(STORY_API_PATH, { params: fullSlug.split('/') })
  return typeof result === 'object' && result !== null
    ? (result as { story?: unknown }).story
    : null
}
