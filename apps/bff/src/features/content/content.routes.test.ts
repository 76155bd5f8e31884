// The content API as a caller sees it (001 §7 "CMS"; 000 §2 preview mode; vsf-api-contract §4.1):
// stories by slug and uuid from the embedded story files and from Storyblok (a local server shaped
// like its CDN v2), sanitised; the editor check; drafts for editors only and never cached; the
// webhook's signature.
import { createHash } from 'node:crypto'
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Story } from '@vitrine/contracts/content'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  STORYBLOK_TEST_PREVIEW_TOKEN,
  STORYBLOK_TEST_PUBLIC_TOKEN,
  STORYBLOK_TEST_SPACE_ID,
  startStoryblokServer,
  type StoryblokServer,
} from '../../../test/storyblok-server.js'
import { buildTestApp } from '../../../test/helpers.js'
import {
  FIXTURE_ABOUT,
  FIXTURE_ABOUT_DRAFT,
  FIXTURE_ABOUT_RELEASE,
  FIXTURE_NL_HOME,
  FIXTURE_PUBLISHED,
  FIXTURE_RELEASE_ID,
  fixtureStory,
} from '../../adapters/content/content.fixtures.js'
import { signWebhook } from './content.service.js'

const API = '/api/ext/vsf-storyblok-extension'
const PREVIEW_TOKEN = 'embedded-preview-secret'
const SPACE = '91234'

type App = Awaited<ReturnType<typeof buildTestApp>>

async function writeStory(dir: string, story: Story, folder = 'stories'): Promise<void> {
  const path = join(dir, folder, `${story.full_slug}.json`)
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, JSON.stringify(story))
}

function editorQuery(previewToken: string, ageSeconds = 0, spaceId = SPACE): string {
  const timestamp = String(Math.floor(Date.now() / 1000) - ageSeconds)
  const token = createHash('sha1').update(`${spaceId}:${previewToken}:${timestamp}`).digest('hex')
  return `spaceId=${spaceId}&timestamp=${timestamp}&token=${token}`
}

const UNSAFE_PAGE = fixtureStory({
  id: 140,
  full_slug: 'i/unsafe',
  content: {
    component: 'page',
    _uid: 'unsafe',
    body: [
      {
        component: 'raw-html',
        _uid: 'raw-1',
        html: '<p onclick="steal()">Hi<script>steal()</script></p><img src="x.png" onerror="steal()">',
      },
      {
        component: 'raw-html',
        _uid: 'raw-2',
        trusted: true,
        html: '<div>Widget</div><script src="https://widgets.example/w.js"></script>',
      },
      {
        component: 'text-block',
        _uid: 'text-1',
        text: '<b>Bold</b><a href="javascript:steal()">link</a>',
        link: { linktype: 'url', url: 'javascript:steal()', cached_url: ' java\tscript:x' },
      },
      {
        component: 'text-block',
        _uid: 'text-2',
        text: {
          type: 'doc',
          content: [
            {
              type: 'paragraph',
              content: [
                {
                  type: 'text',
                  text: 'Read more',
                  marks: [{ type: 'link', attrs: { href: 'javascript:steal()', target: '_self' } }],
                },
                { type: 'iframe-evil', attrs: { src: 'https://evil.example' } },
              ],
            },
          ],
        },
      },
    ],
  },
})

describe('content API on the embedded story files', () => {
  let dir: string
  let app: App

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'vitrine-content-routes-'))
    for (const story of [...FIXTURE_PUBLISHED, UNSAFE_PAGE]) await writeStory(dir, story)
    await writeStory(dir, FIXTURE_ABOUT_DRAFT, 'drafts')
    await writeStory(dir, FIXTURE_ABOUT_RELEASE, `releases/${FIXTURE_RELEASE_ID}`)
    app = await buildTestApp({ CONTENT_DIR: dir, CONTENT_PREVIEW_TOKEN: PREVIEW_TOKEN })
  })

  afterAll(async () => {
    await app.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('answers the home story for /story/ and a store’s home for its code', async () => {
    const home = await app.inject({ method: 'GET', url: `${API}/story/` })
    expect(home.statusCode).toBe(200)
    expect(home.json()).toMatchObject({ code: 200, result: { story: { full_slug: 'home' } } })
    const nl = await app.inject({ method: 'GET', url: `${API}/story/nl` })
    expect(nl.json().result.story).toEqual(FIXTURE_NL_HOME)
  })

  it('answers a story by full slug, and 404 with story false for a miss', async () => {
    const about = await app.inject({ method: 'GET', url: `${API}/story/i/about-us` })
    expect(about.json().result.story.content).toEqual(FIXTURE_ABOUT.content)
    const miss = await app.inject({ method: 'GET', url: `${API}/story/i/nothing` })
    expect(miss.statusCode).toBe(404)
    expect(miss.json()).toEqual({ code: 404, result: { story: false } })
  })

  it('shows an edited story file on the next request', async () => {
    const edited = { ...FIXTURE_ABOUT, name: 'About the shop (edited)' }
    await writeStory(dir, edited)
    const about = await app.inject({ method: 'GET', url: `${API}/story/i/about-us` })
    expect(about.json().result.story.name).toBe('About the shop (edited)')
    await writeStory(dir, FIXTURE_ABOUT)
  })

  it('answers the story with a uuid as stories[0], and an empty list for an unknown one', async () => {
    const found = await app.inject({ method: 'GET', url: `${API}/stories?uuid=a1b2c3d4-0102` })
    expect(found.json().result.stories.map((story: Story) => story.full_slug)).toEqual(['nl/home'])
    const none = await app.inject({ method: 'GET', url: `${API}/stories?uuid=nope` })
    expect(none.json()).toEqual({ code: 200, result: { stories: [] } })
  })

  it('sanitises HTML and rich text: no scripts, handlers or javascript: links', async () => {
    const answer = await app.inject({ method: 'GET', url: `${API}/story/i/unsafe` })
    const [raw, trusted, text, rich] = answer.json().result.story.content.body
    expect(raw.html).toBe('<p>Hi</p><img src="x.png" />')
    // Scripts of content marked trusted stay out unless the configuration trusts them (D113).
    expect(trusted.html).toBe('<div>Widget</div>')
    expect(text.text).toBe('<b>Bold</b><a>link</a>')
    expect(text.link).toEqual({ linktype: 'url', url: '', cached_url: '' })
    const paragraph = rich.text.content[0]
    expect(paragraph.content).toEqual([
      {
        type: 'text',
        text: 'Read more',
        marks: [{ type: 'link', attrs: { href: '', target: '_self' } }],
      },
    ])
  })

  it('gives a valid editor the preview token', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: `${API}/validate-editor?${editorQuery(PREVIEW_TOKEN)}`,
    })
    expect(answer.statusCode).toBe(200)
    expect(answer.json()).toEqual({
      code: 200,
      result: { previewToken: PREVIEW_TOKEN, error: false },
    })
    expect(answer.headers['cache-control']).toBe('no-cache, no-store')
  })

  it('refuses an editor token that is an hour old, or made with another token or space', async () => {
    for (const query of [
      editorQuery(PREVIEW_TOKEN, 3600),
      editorQuery('another-token'),
      editorQuery(PREVIEW_TOKEN, 0, '1').replace('spaceId=1', `spaceId=${SPACE}`),
    ]) {
      const answer = await app.inject({ method: 'GET', url: `${API}/validate-editor?${query}` })
      expect(answer.statusCode).toBe(403)
      expect(answer.json()).toEqual({ code: 403, result: { error: 'Unauthorized editor' } })
    }
  })

  it('names the missing editor parameter', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: `${API}/validate-editor?spaceId=${SPACE}&timestamp=1`,
    })
    expect(answer.statusCode).toBe(400)
    expect(answer.json().result).toContain('token')
  })

  it('serves a valid editor the draft by story id, and a release’s version, never cacheable', async () => {
    const draft = await app.inject({
      method: 'GET',
      url: `${API}/draft/${FIXTURE_ABOUT.id}?${editorQuery(PREVIEW_TOKEN)}`,
    })
    expect(draft.statusCode).toBe(200)
    expect(draft.json().result.story.content).toEqual(FIXTURE_ABOUT_DRAFT.content)
    expect(draft.headers['cache-control']).toBe('no-cache, no-store')
    const release = await app.inject({
      method: 'GET',
      url: `${API}/draft/${FIXTURE_ABOUT.id}?${editorQuery(PREVIEW_TOKEN)}&release=${FIXTURE_RELEASE_ID}`,
    })
    expect(release.json().result.story.content).toEqual(FIXTURE_ABOUT_RELEASE.content)
    // The published page still shows the published text.
    const published = await app.inject({ method: 'GET', url: `${API}/story/i/about-us` })
    expect(published.json().result.story.content).toEqual(FIXTURE_ABOUT.content)
  })

  it('refuses drafts to anyone without a valid editor token', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: `${API}/draft/${FIXTURE_ABOUT.id}?${editorQuery('guessed')}`,
    })
    expect(answer.statusCode).toBe(403)
    expect(answer.json()).toEqual({ code: 403, result: 'Unauthorized editor' })
  })
})

describe('content API with raw-HTML scripts trusted by configuration', () => {
  it('keeps the scripts of trusted blocks only', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vitrine-content-trusted-'))
    await writeStory(dir, UNSAFE_PAGE)
    const app = await buildTestApp({ CONTENT_DIR: dir, CONTENT_TRUSTED_SCRIPTS: 'true' })
    const answer = await app.inject({ method: 'GET', url: `${API}/story/i/unsafe` })
    const [raw, trusted] = answer.json().result.story.content.body
    expect(raw.html).not.toContain('<script')
    expect(trusted.html).toBe(
      '<div>Widget</div><script src="https://widgets.example/w.js"></script>',
    )
    await app.close()
    await rm(dir, { recursive: true, force: true })
  })

  it('answers 403 for validate-editor when no preview token is configured', async () => {
    const app = await buildTestApp()
    const answer = await app.inject({
      method: 'GET',
      url: `${API}/validate-editor?${editorQuery('anything')}`,
    })
    expect(answer.statusCode).toBe(403)
    await app.close()
  })
})

describe('content API on Storyblok', () => {
  const secret = 'hook-secret'
  let server: StoryblokServer
  let app: App

  beforeAll(async () => {
    server = await startStoryblokServer(FIXTURE_PUBLISHED)
    server.saveDraft(FIXTURE_ABOUT_DRAFT)
    app = await buildTestApp({
      CONTENT_SOURCE: 'storyblok',
      STORYBLOK_TOKEN: STORYBLOK_TEST_PUBLIC_TOKEN,
      CONTENT_PREVIEW_TOKEN: STORYBLOK_TEST_PREVIEW_TOKEN,
      STORYBLOK_API_URL: server.cdnUrl,
      STORYBLOK_WEBHOOK_SECRET: secret,
    })
  })

  afterAll(async () => {
    await app.close()
    await server.close()
  })

  afterEach(() => {
    server.setMode('normal')
  })

  const storyRequests = () =>
    server.requests.filter((request) => request.path.includes('/stories/')).length

  it('serves a published story from the cache port after the first read', async () => {
    await app.inject({ method: 'GET', url: `${API}/story/de/home` })
    const before = storyRequests()
    const again = await app.inject({ method: 'GET', url: `${API}/story/de/home` })
    expect(again.json().result.story.full_slug).toBe('de/home')
    expect(storyRequests()).toBe(before)
  })

  it('never caches a draft: each preview asks Storyblok and shows the latest save', async () => {
    const url = () =>
      `${API}/draft/${FIXTURE_ABOUT.id}?${editorQuery(STORYBLOK_TEST_PREVIEW_TOKEN, 0, String(STORYBLOK_TEST_SPACE_ID))}`
    const first = await app.inject({ method: 'GET', url: url() })
    expect(first.json().result.story.content).toEqual(FIXTURE_ABOUT_DRAFT.content)
    const resaved = { ...FIXTURE_ABOUT_DRAFT, name: 'About (second draft)' }
    server.saveDraft(resaved)
    const before = storyRequests()
    const second = await app.inject({ method: 'GET', url: url() })
    expect(second.json().result.story.name).toBe('About (second draft)')
    expect(storyRequests()).toBe(before + 1)
    const draftRequest = server.requests.at(-1)
    expect(draftRequest?.path).toContain('version=draft')
    expect(draftRequest?.path).not.toContain('cv=')
  })

  const hook = (body: string, signature?: string) =>
    app.inject({
      method: 'POST',
      url: `${API}/hook`,
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'webhook-signature': signature }),
      },
      payload: body,
    })

  it('refuses a hook with a wrong or missing signature, and keeps the cached story', async () => {
    await app.inject({ method: 'GET', url: `${API}/story/i/about-us` })
    server.publish({ ...FIXTURE_ABOUT, name: 'About (unsigned)' })
    const body = JSON.stringify({ action: 'published', story_id: FIXTURE_ABOUT.id, space_id: 1 })
    const wrong = await hook(body, signWebhook('not-the-secret', body))
    expect(wrong.statusCode).toBe(403)
    expect(wrong.json()).toEqual({
      code: 403,
      result: 'The webhook signature is missing or wrong.',
    })
    const missing = await hook(body)
    expect(missing.statusCode).toBe(403)
    const about = await app.inject({ method: 'GET', url: `${API}/story/i/about-us` })
    expect(about.json().result.story.name).toBe(FIXTURE_ABOUT.name)
  })

  it('shows a published change on the next request after a signed hook', async () => {
    await app.inject({ method: 'GET', url: `${API}/story/i/about-us` })
    server.publish({ ...FIXTURE_ABOUT, name: 'About (signed)' })
    const body = JSON.stringify({
      text: 'The user published the story About',
      action: 'published',
      space_id: STORYBLOK_TEST_SPACE_ID,
      story_id: FIXTURE_ABOUT.id,
    })
    const answer = await hook(body, signWebhook(secret, body))
    expect(answer.json()).toEqual({ code: 200, result: 'OK' })
    const about = await app.inject({ method: 'GET', url: `${API}/story/i/about-us` })
    expect(about.json().result.story.name).toBe('About (signed)')
  })

  it('answers 503 when Storyblok is down and the story is not cached', async () => {
    server.setMode('fail')
    const answer = await app.inject({ method: 'GET', url: `${API}/story/i/never-read` })
    expect(answer.statusCode).toBe(503)
    expect(answer.json().result).toBe(
      'The content is temporarily unavailable. Please try again shortly.',
    )
  })
})
