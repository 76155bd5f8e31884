// The seeded stories (001 §2; D110) that make `pnpm start` look complete: every file is a
// Storyblok story at its own full slug, each page exists in the three store views, and the
// alternates of each point at its other store views' stories (the language switcher follows them).
import { CONTENT_API_PREFIX } from '@vitrine/contracts/content'
import { describe, expect, it } from 'vitest'
import { buildTestApp, createTestConfig } from '../../../test/helpers.js'
import { resolveContentDir } from '../registry.js'
import { EmbeddedContent } from './embedded-content.js'

const content = new EmbeddedContent({ dir: resolveContentDir(createTestConfig()) })
const published = { version: 'published' } as const

describe('the seeded stories', () => {
  it('has home, about-us, new season, cookie policy, FAQ, return policy and size guides in en, nl and de', async () => {
    const slugs = (await content.listStories(published)).map((story) => story.full_slug)
    for (const page of ['home', 'i/about-us', 'cookie-policy', 'faq', 'return-policy']) {
      expect(slugs).toEqual(expect.arrayContaining([page, `nl/${page}`, `de/${page}`]))
    }
    expect(slugs).toEqual(
      expect.arrayContaining([
        'size-guide/clothing',
        'nl/size-guide/kleding',
        'de/size-guide/bekleidung',
        'i/new-season',
        'nl/i/nieuw-seizoen',
        'de/i/neue-saison',
      ]),
    )
  })

  it('links every story to its other store views, which link back', async () => {
    const stories = await content.listStories(published)
    const byId = new Map(stories.map((story) => [story.id, story]))
    for (const story of stories) {
      expect(story.alternates).toHaveLength(2)
      for (const alternate of story.alternates) {
        const other = byId.get(alternate.id)
        expect(other?.full_slug).toBe(alternate.full_slug)
        expect(other?.group_id).toBe(story.group_id)
        expect(other?.alternates.map((back) => back.id)).toContain(story.id)
      }
    }
  })

  it('is served by the content API on a BFF with the default configuration', async () => {
    const app = await buildTestApp()
    const answer = await app.inject({ method: 'GET', url: `${CONTENT_API_PREFIX}/story/de` })
    expect(answer.json().result.story).toMatchObject({ full_slug: 'de/home', name: 'Home' })
    await app.close()
  })
})
