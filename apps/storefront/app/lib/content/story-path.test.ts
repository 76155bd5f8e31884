import { describe, expect, it } from 'vitest'
import { findStoreView, defaultStoreView } from '@vitrine/contracts/store-views'
import { storyPath, storyPathsByStore, storySlugOf, storeViewOfSlug } from './story-path'

describe('story paths (001 §2 language switch: slug prefix nl, de, otherwise default)', () => {
  it('maps full slugs to shop paths per store view', () => {
    expect(storyPath('home')).toBe('/')
    expect(storyPath('nl/home')).toBe('/nl')
    expect(storyPath('de/i/about-us')).toBe('/de/i/about-us')
    expect(storyPath('cookie-policy')).toBe('/cookie-policy')
    expect(storeViewOfSlug('i/about-us').storeCode).toBe('default')
  })

  it('maps a page path to its full slug', () => {
    expect(storySlugOf(defaultStoreView, '/')).toBe('home')
    expect(storySlugOf(findStoreView('nl')!, '/i/about-us')).toBe('nl/i/about-us')
  })

  it('lists the paths of a story and its alternates by store code', () => {
    expect(
      storyPathsByStore({
        full_slug: 'nl/i/about-us',
        alternates: [{ full_slug: 'i/about-us' }, { full_slug: 'de/i/about-us' }],
      }),
    ).toEqual({ nl: '/nl/i/about-us', default: '/i/about-us', de: '/de/i/about-us' })
  })
})
