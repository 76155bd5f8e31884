// Runs the one content contract against the embedded adapter (story files in a temporary folder)
// and the Storyblok adapter on a local server shaped like Storyblok's CDN v2; against the real
// Storyblok API too when STORYBLOK_TEST_TOKEN (a preview token of a space holding a `home` story)
// is set.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import type { Story } from '@vitrine/contracts/content'
import { describe, expect, it } from 'vitest'
import {
  STORYBLOK_TEST_PREVIEW_TOKEN,
  STORYBLOK_TEST_PUBLIC_TOKEN,
  startStoryblokServer,
} from '../../../test/storyblok-server.js'
import { MemoryCache } from '../cache/memory-cache.js'
import { describeContentContract, type ContentPlace } from './content.contract.js'
import {
  FIXTURE_ABOUT_DRAFT,
  FIXTURE_ABOUT_RELEASE,
  FIXTURE_PUBLISHED,
  FIXTURE_RELEASE_ID,
} from './content.fixtures.js'
import { EmbeddedContent } from './embedded-content.js'
import { StoryblokContent } from './storyblok-content.js'

async function writeStory(dir: string, story: Story, place: ContentPlace): Promise<void> {
  const folder =
    place === 'published' ? 'stories' : place === 'draft' ? 'drafts' : `releases/${place.release}`
  const path = join(dir, folder, `${story.full_slug}.json`)
  await mkdir(dirname(path), { recursive: true })
  await writeFile(path, JSON.stringify(story, null, 2))
}

describeContentContract('embedded', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'vitrine-content-'))
  for (const story of FIXTURE_PUBLISHED) await writeStory(dir, story, 'published')
  await writeStory(dir, FIXTURE_ABOUT_DRAFT, 'draft')
  await writeStory(dir, FIXTURE_ABOUT_RELEASE, { release: FIXTURE_RELEASE_ID })
  const content = new EmbeddedContent({ dir })
  return {
    content,
    put: (story, place) => writeStory(dir, story, place),
    dispose: async () => {
      await content.close()
      await rm(dir, { recursive: true, force: true })
    },
  }
})

describeContentContract('storyblok', async () => {
  const server = await startStoryblokServer(FIXTURE_PUBLISHED)
  server.saveDraft(FIXTURE_ABOUT_DRAFT)
  server.saveInRelease(FIXTURE_RELEASE_ID, FIXTURE_ABOUT_RELEASE)
  const cache = new MemoryCache({ maxEntries: 2000, defaultTtlSeconds: 60 })
  const content = new StoryblokContent({
    baseUrl: server.cdnUrl,
    publicToken: STORYBLOK_TEST_PUBLIC_TOKEN,
    previewToken: STORYBLOK_TEST_PREVIEW_TOKEN,
    timeoutMs: 2000,
    cache,
    cacheTtlSeconds: 300,
    cvTtlSeconds: 60,
    logger: { warn: () => undefined },
  })
  return {
    content,
    put: async (story, place) => {
      if (place === 'published') server.publish(story)
      else if (place === 'draft') server.saveDraft(story)
      else server.saveInRelease(place.release, story)
    },
    dispose: async () => {
      await cache.close()
      await server.close()
    },
  }
})

const realToken = process.env.STORYBLOK_TEST_TOKEN?.trim()

if (realToken) {
  describe('storyblok adapter against the real Storyblok API', () => {
    it('reads the space’s home story, published and draft', async () => {
      const cache = new MemoryCache({ maxEntries: 100, defaultTtlSeconds: 60 })
      const content = new StoryblokContent({
        baseUrl: process.env.STORYBLOK_TEST_API_URL?.trim() || 'https://api.storyblok.com/v2/cdn',
        previewToken: realToken,
        timeoutMs: 5000,
        cache,
        cacheTtlSeconds: 60,
        cvTtlSeconds: 60,
        logger: { warn: () => undefined },
      })
      const home = await content.storyBySlug('home', { version: 'published' })
      expect(home?.full_slug).toBe('home')
      const draft = await content.storyById(home?.id ?? 0, { version: 'draft' })
      expect(draft?.uuid).toBe(home?.uuid)
      expect(await content.storyBySlug('no-such-story-here', { version: 'published' })).toBeNull()
      await cache.close()
    })
  })
} else {
  console.info(
    '\nℹ Content contract against the real Storyblok API NOT REGISTERED: STORYBLOK_TEST_TOKEN is unset.\n',
  )
}
