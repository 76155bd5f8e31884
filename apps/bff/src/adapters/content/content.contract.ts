// The content port's contract (spec 001 §2, §7 "CMS"; vsf-api-contract §4.1, §5.4), run by
// content.test.ts against the embedded adapter (story files in a temporary folder) and the
// Storyblok adapter (on a local server shaped like Storyblok's CDN v2).
import { CONTENT_MAX_PAGES, type Story } from '@vitrine/contracts/content'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import {
  FIXTURE_ABOUT,
  FIXTURE_ABOUT_DRAFT,
  FIXTURE_ABOUT_RELEASE,
  FIXTURE_DE_HOME,
  FIXTURE_HOME,
  FIXTURE_NL_HOME,
  FIXTURE_RELEASE_ID,
  FIXTURE_USPS,
  fixtureStory,
} from './content.fixtures.js'
import type { ContentPort } from './content.port.js'

export type ContentPlace = 'published' | 'draft' | { release: string }

export interface ContentHarness {
  content: ContentPort
  /**
   * Saves a story in the source as an editor would (published, as a draft, or in a release). The
   * harness starts with FIXTURE_PUBLISHED published, FIXTURE_ABOUT_DRAFT as the draft of the
   * about page and FIXTURE_ABOUT_RELEASE in release FIXTURE_RELEASE_ID.
   */
  put(story: Story, place: ContentPlace): Promise<void>
  dispose(): Promise<void>
}

const published = { version: 'published' } as const
const draft = { version: 'draft' } as const

export function describeContentContract(
  adapterName: string,
  createHarness: () => Promise<ContentHarness>,
) {
  describe(`content port contract: ${adapterName}`, () => {
    let harness: ContentHarness
    let content: ContentPort

    beforeEach(async () => {
      harness = await createHarness()
      content = harness.content
    })

    afterEach(async () => {
      await harness.dispose()
    })

    it('reports itself up on the content port', () => {
      expect(content.status()).toMatchObject({
        port: 'content',
        adapter: adapterName,
        status: 'up',
      })
    })

    it('answers a published story by full slug exactly as stored', async () => {
      expect(await content.storyBySlug('home', published)).toEqual(FIXTURE_HOME)
      expect(await content.storyBySlug('de/home', published)).toEqual(FIXTURE_DE_HOME)
    })

    it('ignores leading and trailing slashes of a full slug', async () => {
      expect((await content.storyBySlug('/nl/home/', published))?.id).toBe(FIXTURE_NL_HOME.id)
    })

    it('links a story to its other store views through its alternates', async () => {
      const nl = await content.storyBySlug('nl/home', published)
      expect(nl?.alternates.map((alternate) => alternate.full_slug)).toEqual(['home', 'de/home'])
      expect(nl?.group_id).toBe(FIXTURE_HOME.group_id)
    })

    it('answers null for a slug without a story, also for a path that tries to leave the folder', async () => {
      expect(await content.storyBySlug('i/nothing-here', published)).toBeNull()
      expect(await content.storyBySlug('../package', published)).toBeNull()
      expect(await content.storyBySlug('', published)).toBeNull()
    })

    it('finds a story by id and by uuid', async () => {
      expect((await content.storyById(FIXTURE_ABOUT.id, published))?.full_slug).toBe('i/about-us')
      expect((await content.storyByUuid(FIXTURE_NL_HOME.uuid, published))?.full_slug).toBe(
        'nl/home',
      )
      expect(await content.storyById(999_999, published)).toBeNull()
      expect(await content.storyByUuid('no-such-uuid', published)).toBeNull()
    })

    it('serves the draft version only when asked for it, and a release’s version within it', async () => {
      expect(await content.storyBySlug('i/about-us', published)).toEqual(FIXTURE_ABOUT)
      expect(await content.storyById(FIXTURE_ABOUT.id, draft)).toEqual(FIXTURE_ABOUT_DRAFT)
      expect(
        await content.storyById(FIXTURE_ABOUT.id, {
          version: 'draft',
          release: FIXTURE_RELEASE_ID,
        }),
      ).toEqual(FIXTURE_ABOUT_RELEASE)
      // A story without a draft of its own reads the same in both versions.
      expect(await content.storyBySlug('home', draft)).toEqual(FIXTURE_HOME)
    })

    it('lists the stories under a prefix in full-slug order, and their links', async () => {
      const stories = await content.listStories({ ...published, startsWith: 'nl/' })
      expect(stories.map((story) => story.full_slug)).toEqual(['nl/home'])
      const all = await content.listStories(published)
      expect(all.map((story) => story.full_slug)).toEqual([
        'blocks/usps',
        'de/home',
        'home',
        'i/about-us',
        'nl/home',
      ])
      const links = await content.listLinks({ ...published, startsWith: 'blocks/' })
      expect(links).toEqual([
        {
          id: FIXTURE_USPS.id,
          uuid: FIXTURE_USPS.uuid,
          name: 'USPs',
          full_slug: 'blocks/usps',
          is_startpage: false,
          parent_id: null,
          published: true,
        },
      ])
    })

    it('shows a published change on the next read once the change is applied', async () => {
      expect((await content.storyBySlug('i/about-us', published))?.content).toEqual(
        FIXTURE_ABOUT.content,
      )
      const changed = { ...FIXTURE_ABOUT, name: 'About Vitrine' }
      await harness.put(changed, 'published')
      await content.applyChange({ action: 'published', storyId: changed.id })
      expect((await content.storyBySlug('i/about-us', published))?.name).toBe('About Vitrine')
      expect((await content.storyById(changed.id, published))?.name).toBe('About Vitrine')
    })

    it('shows a newly published story that was asked for before it existed', async () => {
      expect(await content.storyBySlug('i/new-page', published)).toBeNull()
      const fresh = fixtureStory({
        id: 130,
        full_slug: 'i/new-page',
        content: { component: 'page', _uid: 'new', body: [] },
      })
      await harness.put(fresh, 'published')
      await content.applyChange({ action: 'published', storyId: fresh.id })
      expect((await content.storyBySlug('i/new-page', published))?.id).toBe(130)
    })

    it('lists at most 500 pages (001 §7)', async () => {
      for (let index = 0; index < CONTENT_MAX_PAGES + 5; index += 1) {
        await harness.put(
          fixtureStory({
            id: 10_000 + index,
            full_slug: `many/page-${String(index).padStart(3, '0')}`,
            content: { component: 'page', _uid: `many-${index}`, body: [] },
          }),
          'published',
        )
      }
      await content.applyChange({ action: 'release_merged' })
      const listed = await content.listStories({ ...published, startsWith: 'many/' })
      expect(listed).toHaveLength(CONTENT_MAX_PAGES)
      expect(listed[0]?.full_slug).toBe('many/page-000')
    })
  })
}
