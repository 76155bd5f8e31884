import type { AppLoadContext } from '@remix-run/node'
import { createBffClient, type BffFetch } from '@vitrine/contracts/bff-client'
import { storeViews, type StoreView } from '@vitrine/contracts/store-views'
import { describe, expect, it } from 'vitest'
import { readPreviewQuery, respondStoryPreview } from './story-preview.server'

const en = storeViews[0] as StoreView
const TOKEN = 'a'.repeat(40)
const EDITOR_QUERY =
  `?_storyblok=9101&_storyblok_tk[space_id]=1&_storyblok_tk[timestamp]=1764110000` +
  `&_storyblok_tk[token]=${TOKEN}&_storyblok_release=7`

const draft = {
  id: 9101,
  uuid: 'u',
  name: 'Draft',
  slug: 'draft',
  full_slug: 'draft',
  content: { component: 'page', _uid: 'p', body: [{ component: 'new-block', _uid: 'n' }] },
  alternates: [],
  lang: 'default',
  published_at: null,
  first_published_at: null,
  created_at: '2026-11-25T12:00:00.000Z',
  is_startpage: false,
  parent_id: null,
  group_id: 'g',
  tag_list: [],
  position: 0,
}

/** A BFF that knows one editor token, answering as the content API does (D114). */
function contextWithBff(asked: string[]): AppLoadContext {
  const fetch: BffFetch = async (url) => {
    asked.push(url.replace(/^http:\/\/bff/, ''))
    const known = url.includes(`token=${TOKEN}`)
    const answer = (status: number, json: unknown) => ({
      status,
      ok: status < 400,
      json: async () => json,
    })
    if (!known) return answer(403, { code: 403, result: { error: 'Unauthorized editor' } })
    if (url.includes('/validate-editor')) {
      return answer(200, { code: 200, result: { previewToken: 'preview', error: false } })
    }
    return answer(200, { code: 200, result: { story: draft } })
  }
  return { bff: createBffClient({ baseUrl: 'http://bff', fetch }), storeView: en } as never
}

const request = (query: string) => new Request(`http://shop/storyblok${query}`)

async function statusOf(promise: Promise<unknown>): Promise<number> {
  try {
    await promise
    return 200
  } catch (error) {
    return error instanceof Response ? error.status : 500
  }
}

describe('the preview routes', () => {
  it('are the not-found page while addRoutes is off', async () => {
    const asked: string[] = []
    const answer = respondStoryPreview(
      contextWithBff(asked),
      undefined,
      request(EDITOR_QUERY),
      false,
    )
    expect(await statusOf(answer)).toBe(404)
    expect(asked).toEqual([])
  })

  it('show the editor the draft, checked by the BFF, unknown blocks as placeholders', async () => {
    const asked: string[] = []
    const page = await respondStoryPreview(
      contextWithBff(asked),
      undefined,
      request(EDITOR_QUERY),
      true,
    )
    expect(page.preview).toBe(true)
    expect(page.story.content.body).toEqual([{ component: 'new-block', _uid: 'n' }])
    expect(asked[0]).toMatch(/^\/api\/ext\/vsf-storyblok-extension\/validate-editor\?spaceId=1&/)
    expect(asked[1]).toMatch(/^\/api\/ext\/vsf-storyblok-extension\/draft\/9101\?.*release=7/)
  })

  it('refuse an editor token that does not check out (403) and need a story id (404)', async () => {
    const wrong = EDITOR_QUERY.replace(TOKEN, 'b'.repeat(40))
    expect(
      await statusOf(respondStoryPreview(contextWithBff([]), undefined, request(wrong), true)),
    ).toBe(403)
    expect(
      await statusOf(respondStoryPreview(contextWithBff([]), undefined, request('?x=1'), true)),
    ).toBe(404)
  })

  it('read the visual editor’s query', () => {
    expect(readPreviewQuery(new URL(`http://shop/${EDITOR_QUERY}`).searchParams)).toEqual({
      storyId: '9101',
      spaceId: '1',
      timestamp: '1764110000',
      token: TOKEN,
      release: '7',
    })
  })
})
