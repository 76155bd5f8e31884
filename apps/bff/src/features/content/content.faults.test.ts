// Storyblok cut off or hung (D110, 001 §7 CMS calls): the BFF never waits on it longer than
// STORYBLOK_TIMEOUT_MS. A story already in the cache port is still served; one that is not
// answers 503 in the envelope; once Storyblok is back, the same story is served.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/helpers.js'
import {
  STORYBLOK_TEST_PREVIEW_TOKEN,
  STORYBLOK_TEST_PUBLIC_TOKEN,
  startStoryblokServer,
  type StoryblokServer,
} from '../../../test/storyblok-server.js'
import { startTcpProxy, type TcpProxy } from '../../../test/tcp-proxy.js'
import { FIXTURE_PUBLISHED } from '../../adapters/content/content.fixtures.js'

const API = '/api/ext/vsf-storyblok-extension'
const UNAVAILABLE = 'The content is temporarily unavailable. Please try again shortly.'

describe('content API while Storyblok is cut off or hung', () => {
  let server: StoryblokServer
  let proxy: TcpProxy
  let app: Awaited<ReturnType<typeof buildTestApp>>

  beforeAll(async () => {
    server = await startStoryblokServer(FIXTURE_PUBLISHED)
    const cdn = new URL(server.cdnUrl)
    proxy = await startTcpProxy({ host: cdn.hostname, port: Number(cdn.port) })
    cdn.port = String(proxy.port)
    app = await buildTestApp({
      CONTENT_SOURCE: 'storyblok',
      STORYBLOK_TOKEN: STORYBLOK_TEST_PUBLIC_TOKEN,
      CONTENT_PREVIEW_TOKEN: STORYBLOK_TEST_PREVIEW_TOKEN,
      STORYBLOK_API_URL: cdn.toString(),
      STORYBLOK_TIMEOUT_MS: '500',
    })
  })

  afterEach(() => proxy.restore())

  afterAll(async () => {
    await app.close()
    await proxy.close()
    await server.close()
  })

  const story = (slug: string) => app.inject({ method: 'GET', url: `${API}/story/${slug}` })

  it.each([
    ['cut off', 'nl/home', () => proxy.cut()],
    ['hung', 'i/about-us', () => proxy.stall()],
  ])(
    'serves cached stories and answers 503 for others while Storyblok is %s',
    async (_, slug, fault) => {
      expect((await story('de/home')).statusCode).toBe(200)
      fault()
      const cached = await story('de/home')
      expect(cached.statusCode).toBe(200)
      expect(cached.json().result.story.full_slug).toBe('de/home')
      const uncached = await story(slug)
      expect(uncached.statusCode).toBe(503)
      expect(uncached.json()).toEqual({ code: 503, result: UNAVAILABLE })
      proxy.restore()
      const back = await story(slug)
      expect(back.statusCode).toBe(200)
      expect(back.json().result.story.full_slug).toBe(slug)
    },
  )
})
